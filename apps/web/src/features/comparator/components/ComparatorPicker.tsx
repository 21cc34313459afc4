import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { COMPARATOR_MAX, SEARCH_DEBOUNCE_MS } from '@terna/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparatorChoiceFragment } from '@/gql/graphql';
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useComparatorChoices } from '../hooks/useComparatorChoices';

interface ComparatorPickerProps {
  processId: number;
  /** Already compared: not offered again. */
  comparedIds: readonly number[];
  /** The comparator holds COMPARATOR_MAX candidates: nothing more can be added. */
  full: boolean;
  busy: boolean;
  onPick: (candidate: ComparatorChoiceFragment) => void;
}

const fullName = (candidate: { firstName: string; lastName: string }) => `${candidate.firstName} ${candidate.lastName}`;

/** "Add candidate": a search among the candidates the reviewer may compare (the server filters by the typed text). */
export function ComparatorPicker({ processId, comparedIds, full, busy, onPick }: ComparatorPickerProps) {
  const { t } = useTranslation('comparator');
  const notify = useSnackbar();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const commitSearch = useDebouncedCallback(setSearch, SEARCH_DEBOUNCE_MS);
  const { choices, loading, error } = useComparatorChoices(processId, search, open);
  const options = choices.filter((choice) => !comparedIds.includes(choice.id));

  useEffect(() => {
    if (error) notify({ message: t('picker.loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        setInput(reason === 'reset' ? '' : value);
        if (reason !== 'reset') commitSearch(value);
      }}
      onChange={(_, candidate) => {
        if (candidate) onPick(candidate);
      }}
      // The server already searched: every option it answered matches.
      filterOptions={(all) => all}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...props }, candidate) => (
        <Box component="li" key={key} {...props} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {fullName(candidate)}
          </Typography>
          {(candidate.identification ?? candidate.mail) && (
            <Typography variant="caption" color="text.secondary">
              {candidate.identification ?? candidate.mail}
            </Typography>
          )}
        </Box>
      )}
      loading={loading}
      loadingText={t('loading', { ns: 'common' })}
      noOptionsText={search.trim() ? t('picker.noMatch', { search: search.trim() }) : t('picker.noOptions')}
      disabled={full || busy}
      blurOnSelect
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('picker.label')}
          placeholder={t('picker.placeholder')}
          helperText={full ? t('picker.full', { max: COMPARATOR_MAX }) : undefined}
          slotProps={{
            ...params.slotProps,
            // The field is disabled exactly when this text shows: MUI's disabled grey (2.65:1) would hide why.
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <PersonAddAlt1Icon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
