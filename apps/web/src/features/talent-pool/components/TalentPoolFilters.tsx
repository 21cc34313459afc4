import { useQuery } from '@apollo/client/react';
import { Autocomplete, Box, Chip, MenuItem, TextField } from '@mui/material';
import { CV_LAST_ACTIVITY_DAYS, type CvSearchFilters } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import { TalentPoolCountriesQuery } from '../graphql/talent-pool.graphql';

type ListField = 'cities' | 'areas' | 'languages' | 'educationLevels';
type NumberField = 'minYearsExperience' | 'maxYearsExperience' | 'salaryFrom' | 'salaryTo';

interface TalentPoolFiltersProps {
  filters: CvSearchFilters;
  onChange: (filters: CvSearchFilters) => void;
  onClear: () => void;
}

/**
 * The CV search's filters (issue 19): country, city, area, years of experience, salary, languages,
 * education level and last activity. Free lists take what the user types (Enter adds a value).
 */
export function TalentPoolFilters({ filters, onChange, onClear }: TalentPoolFiltersProps) {
  const { t } = useTranslation('talentPool');
  const { data } = useQuery(TalentPoolCountriesQuery);
  const countries = data?.countries ?? [];
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const set = (patch: Partial<CvSearchFilters>) => onChange({ ...filters, ...patch });

  const list = (field: ListField) => (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={[]}
      value={filters[field] ?? []}
      onChange={(_, values) => set({ [field]: values.map((v) => v.trim()).filter(Boolean) })}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key, ...item } = getItemProps({ index });
          return <Chip key={key} size="small" label={value} {...item} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t(`filters.${field}`)} helperText={t('filters.enterToAdd')} />
      )}
    />
  );
  const number = (field: NumberField) => (
    <TextField
      size="small"
      type="number"
      label={t(`filters.${field}`)}
      value={filters[field] ?? ''}
      onChange={(event) => {
        const value = event.target.value === '' ? null : Math.max(0, Math.trunc(Number(event.target.value)));
        set({ [field]: Number.isFinite(value) ? value : null });
      }}
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );

  return (
    <FilterPanel onClear={onClear}>
      <Autocomplete
        multiple
        size="small"
        options={countries.map((c) => c.code)}
        getOptionLabel={countryName}
        value={filters.countryCodes ?? []}
        onChange={(_, values) => set({ countryCodes: values })}
        renderInput={(params) => <TextField {...params} label={t('filters.countryCodes')} />}
      />
      {list('cities')}
      {list('areas')}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {number('minYearsExperience')}
        {number('maxYearsExperience')}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {number('salaryFrom')}
        {number('salaryTo')}
      </Box>
      {list('languages')}
      {list('educationLevels')}
      <TextField
        select
        size="small"
        label={t('filters.lastActivityDays')}
        value={filters.lastActivityDays ?? ''}
        onChange={(event) => set({ lastActivityDays: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <MenuItem value="">{t('filters.anyTime')}</MenuItem>
        {CV_LAST_ACTIVITY_DAYS.map((days) => (
          <MenuItem key={days} value={days}>
            {t('filters.withinDays', { count: days })}
          </MenuItem>
        ))}
      </TextField>
    </FilterPanel>
  );
}
