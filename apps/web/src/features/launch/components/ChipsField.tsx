import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueApi, type CatalogueSlug } from '../catalogues';
import { useCatalogueSearch } from '../hooks/useCatalogueSearch';

interface ChipsFieldProps {
  /** The form's list of names. */
  name: string;
  label: string;
  /** The names suggested for what is typed. */
  search: (filter: string) => Promise<string[]>;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A list of names as chips: typing searches (accent-insensitive on the server), a suggestion or the
 * typed text (Enter) is added; a chip's delete removes it.
 */
export function ChipsField({ name, label, search, disabled, helperText }: ChipsFieldProps) {
  const { t } = useTranslation('launch');
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [input, setInput] = useState('');
  const { result, loading } = useCatalogueSearch(input, search);
  const value = (field.value as string[] | undefined) ?? [];
  const taken = new Set(value.map((item) => item.toLowerCase()));

  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={(result ?? []).filter((option) => !taken.has(option.toLowerCase()))}
      value={value}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, names) => {
        const seen = new Set<string>();
        field.onChange(
          names
            .map((item) => item.trim())
            .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase())),
        );
      }}
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

/** The search of a catalogue by slug, as names. */
export const catalogueNames = (slug: CatalogueSlug) => (filter: string) =>
  catalogueApi.search(slug, filter).then((items) => items.map((item) => item.name));
