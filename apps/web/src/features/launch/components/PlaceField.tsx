import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueApi, type Place } from '../catalogues';
import { useCatalogueSearch } from '../hooks/useCatalogueSearch';

interface PlaceFieldProps {
  country: string | undefined;
  disabled?: boolean;
  helperText?: string;
}

const placeLabel = (place: Pick<Place, 'name' | 'province'>) =>
  place.province ? `${place.name}, ${place.province}` : place.name;

/**
 * The city of the offer, searched in the places catalogue of the chosen country: places show only
 * when fewer than 10 match, otherwise the user is asked to keep typing. Sets placeId and placeName.
 */
export function PlaceField({ country, disabled, helperText }: PlaceFieldProps) {
  const { t } = useTranslation('launch');
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ name: 'placeId', control });
  const { field: nameField } = useController({ name: 'placeName', control });
  const [input, setInput] = useState((nameField.value as string | undefined) ?? '');
  const { result, loading } = useCatalogueSearch(country ? input : '', (filter) =>
    catalogueApi.places(filter, country ?? ''),
  );
  const chosen: Place | null = field.value
    ? { id: 0, uuid: field.value as string, name: (nameField.value as string | undefined) ?? '' }
    : null;

  let noOptions = t('search.type');
  if (!country) noOptions = t('jobProfile.countryFirst');
  else if (result?.tooMany) noOptions = t('jobProfile.keepTyping');
  else if (input.trim() && result) noOptions = t('search.none');

  return (
    <Autocomplete
      disabled={disabled || !country}
      options={result?.tooMany ? [] : (result?.places ?? [])}
      value={chosen}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, place) => {
        field.onChange(place?.uuid ?? '');
        setValue('placeName', place ? place.name : '', { shouldDirty: true });
      }}
      getOptionLabel={placeLabel}
      renderOption={(props, place) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {placeLabel(place)}
          </li>
        );
      }}
      isOptionEqualToValue={(option, value) => option.uuid === value.uuid}
      filterOptions={(options) => options}
      loading={loading}
      loadingText={t('search.loading')}
      noOptionsText={noOptions}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('jobProfile.city')}
          required
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? (result?.tooMany ? t('jobProfile.keepTyping') : '')}
        />
      )}
    />
  );
}
