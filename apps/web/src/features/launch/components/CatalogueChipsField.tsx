import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueApi, type CatalogueSlug } from '../catalogues';
import { useCatalogueSearch } from '../hooks/useCatalogueSearch';

interface CatalogueChipsFieldProps {
  /** The form's list of names. */
  name: string;
  slug: CatalogueSlug;
  label: string;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A list of catalogue names as chips: typing searches the catalogue (accent-insensitive on the
 * server), a suggestion or the typed text (Enter) is added; the chip's delete removes it.
 */
export function CatalogueChipsField({ name, slug, label, disabled, helperText }: CatalogueChipsFieldProps) {
  const { t } = useTranslation('launch');
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [input, setInput] = useState('');
  const { result, loading } = useCatalogueSearch(input, (filter) => catalogueApi.search(slug, filter));
  const value = (field.value as string[] | undefined) ?? [];

  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={(result ?? []).map((item) => item.name).filter((option) => !value.includes(option))}
      value={value}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, names) => field.onChange([...new Set(names.map((item) => item.trim()).filter(Boolean))])}
      filterOptions={(options) => options}
      loading={loading}
      loadingText={t('search.loading')}
      noOptionsText={input.trim() ? t('search.none') : t('search.type')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={item} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? t('search.chipsHint')}
        />
      )}
    />
  );
}
