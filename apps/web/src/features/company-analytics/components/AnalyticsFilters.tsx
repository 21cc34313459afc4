import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS, type AnalyticsFilterValues } from '../filters';
import { useAnalyticsAgencies } from '../hooks/useAnalytics';

interface AnalyticsFiltersProps {
  value: AnalyticsFilterValues;
  onChange: (next: AnalyticsFilterValues) => void;
}

const ALL = 'all';

/** Date range (the processes' launch days) and agency; each change applies at once. */
export function AnalyticsFilters({ value, onChange }: AnalyticsFiltersProps) {
  const { t } = useTranslation('companyAnalytics');
  const agencies = useAnalyticsAgencies();
  const reversed = value.from !== '' && value.to !== '' && value.from > value.to;
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 220px)) auto',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        type="date"
        size="small"
        label={t('filters.from')}
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('filters.to')}
        value={value.to}
        error={reversed}
        helperText={reversed ? t('filters.reversed') : undefined}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
      <TextField
        select
        size="small"
        label={t('filters.agency')}
        value={value.agencyId === null ? ALL : String(value.agencyId)}
        onChange={(event) =>
          onChange({ ...value, agencyId: event.target.value === ALL ? null : Number(event.target.value) })
        }
      >
        <MenuItem value={ALL}>{t('filters.allAgencies')}</MenuItem>
        {agencies.map((agency) => (
          <MenuItem key={agency.id} value={String(agency.id)}>
            {agency.name}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => onChange(NO_FILTERS)} disabled={value === NO_FILTERS} sx={{ justifySelf: 'start' }}>
        {t('filters.clear')}
      </Button>
    </Box>
  );
}
