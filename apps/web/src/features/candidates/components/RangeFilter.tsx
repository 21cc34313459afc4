import { Box, FormControl, FormHelperText, FormLabel, TextField } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';
import { wholeNumber } from '@/shared/lib/search-params';
import type { NumberRange } from '../list-params';

interface RangeFilterProps {
  legend: string;
  value: NumberRange;
  onCommit: (range: NumberRange) => void;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * A from-to pair of whole numbers, committed like the search box: 500 ms after the last key.
 * A range whose start is above its end is not committed and says why.
 */
export function RangeFilter({ legend, value, onCommit }: RangeFilterProps) {
  const { t } = useTranslation('candidates');
  const errorId = useId();
  const [draft, setDraft] = useState({ from: text(value.from), to: text(value.to) });
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback(onCommit, SEARCH_DEBOUNCE_MS);

  // The address changed from outside (a chip removed, filters cleared): show its range.
  if (value.from !== committed.from || value.to !== committed.to) {
    setCommitted(value);
    setDraft({ from: text(value.from), to: text(value.to) });
  }

  const parsed = { from: wholeNumber(draft.from), to: wholeNumber(draft.to) };
  const invalid = parsed.from !== null && parsed.to !== null && parsed.from > parsed.to;

  const change = (edge: keyof NumberRange, input: string) => {
    const next = { ...draft, [edge]: input.replace(/\D/g, '') };
    setDraft(next);
    const range = { from: wholeNumber(next.from), to: wholeNumber(next.to) };
    if (range.from === null || range.to === null || range.from <= range.to) commit(range);
  };

  return (
    <FormControl component="fieldset" variant="standard" error={invalid}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {legend}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {(['from', 'to'] as const).map((edge) => (
          <TextField
            key={edge}
            size="small"
            label={t(`filters.${edge}`)}
            value={draft[edge]}
            onChange={(event) => change(edge, event.target.value)}
            error={invalid}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': invalid ? errorId : undefined } }}
          />
        ))}
      </Box>
      {invalid && <FormHelperText id={errorId}>{t('filters.rangeInvalid')}</FormHelperText>}
    </FormControl>
  );
}
