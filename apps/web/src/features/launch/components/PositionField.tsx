import { Autocomplete, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueApi } from '../catalogues';
import { useCatalogueSearch } from '../hooks/useCatalogueSearch';
import { usePositionSearch } from '../hooks/usePositionSearch';

interface PositionOption {
  /** The company's position (job profile) id; absent for a catalogue name, which makes a new position. */
  id?: number;
  name: string;
}

/**
 * The position: one of the company's job profiles (its last profile is reused), a name from the
 * positions catalogue, or a new name typed here. Sets positionId (null for a new one) and positionName.
 */
export function PositionField({ disabled, helperText }: { disabled?: boolean; helperText?: string }) {
  const { t } = useTranslation('launch');
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ name: 'positionName', control });
  const input = (field.value as string | undefined) ?? '';
  const company = usePositionSearch(input);
  const catalogue = useCatalogueSearch(input, (filter) => catalogueApi.search('positions', filter));
  const own = new Set(company.positions.map((position) => position.name.toLowerCase()));
  const options: PositionOption[] = [
    ...company.positions,
    ...(catalogue.result ?? [])
      .filter((item) => !own.has(item.name.toLowerCase()))
      .map((item) => ({ name: item.name })),
  ];

  return (
    <Autocomplete<PositionOption, false, false, true>
      freeSolo
      disabled={disabled}
      options={options}
      inputValue={input}
      value={null}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        field.onChange(text);
        setValue('positionId', null, { shouldDirty: true });
      }}
      onChange={(_, option) => {
        if (option === null) return;
        if (typeof option === 'string') {
          field.onChange(option);
          setValue('positionId', null, { shouldDirty: true });
          return;
        }
        field.onChange(option.name);
        setValue('positionId', option.id ?? null, { shouldDirty: true });
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      groupBy={(option) => (option.id ? t('jobProfile.ownPositions') : t('jobProfile.cataloguePositions'))}
      filterOptions={(items) => items}
      loading={company.loading || catalogue.loading}
      loadingText={t('search.loading')}
      noOptionsText={t('jobProfile.newPosition')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('jobProfile.position')}
          required
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? t('jobProfile.positionHint')}
        />
      )}
    />
  );
}
