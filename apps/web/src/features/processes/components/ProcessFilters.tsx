import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetProcessPaginatedQuery } from '@/gql/graphql';
import { DATE_AGO_OPTIONS, HIRED_FILTERS, type DateAgo, type HiredFilter, type ProcessListFilters } from '../list-params';

type Facets = GetProcessPaginatedQuery['getProcessPaginated']['filters'];
type Facet = { key: string; docCount: number; label?: string | null };

interface ProcessFiltersProps {
  filters: ProcessListFilters;
  facets: Facets;
  onChange: (patch: Partial<ProcessListFilters>) => void;
  onClear: () => void;
}

const toggle = (values: string[], value: string) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);

/**
 * The filter panel: status, owner and product-type facets with the server's counts, and the
 * confidential, archived, hired and creation-date filters.
 */
export function ProcessFilters({ filters, facets, onChange, onClear }: ProcessFiltersProps) {
  const { t } = useTranslation('processes');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('filters.title')}
        </Typography>
        <Button size="small" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </Box>
      <FacetGroup
        legend={t('filters.status')}
        facets={facets.status}
        selected={filters.status}
        labelOf={(facet) => t(`status.${facet.key}`, { defaultValue: facet.key })}
        onToggle={(key) => onChange({ status: toggle(filters.status, key) })}
      />
      <FacetGroup
        legend={t('filters.owner')}
        facets={facets.owner}
        selected={filters.owner.map(String)}
        labelOf={(facet) => facet.label ?? t('noOwner')}
        onToggle={(key) => onChange({ owner: toggle(filters.owner.map(String), key).map(Number) })}
      />
      <FacetGroup
        legend={t('filters.productType')}
        facets={facets.productType}
        selected={filters.productType}
        labelOf={(facet) => t(`productType.${facet.key}`, { defaultValue: facet.key })}
        onToggle={(key) => onChange({ productType: toggle(filters.productType, key) })}
      />
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={filters.confidential} onChange={(event) => onChange({ confidential: event.target.checked })} />}
          label={t('filters.confidential')}
        />
        <FormControlLabel
          control={<Switch checked={filters.archived} onChange={(event) => onChange({ archived: event.target.checked })} />}
          label={t('filters.archived')}
        />
      </FormGroup>
      <TextField
        select
        size="small"
        label={t('filters.hired')}
        value={filters.hired}
        onChange={(event) => onChange({ hired: event.target.value as HiredFilter })}
      >
        {HIRED_FILTERS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`filters.hiredOptions.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.dateAgo')}
        value={filters.dateAgo ?? ''}
        onChange={(event) => onChange({ dateAgo: event.target.value === '' ? null : (Number(event.target.value) as DateAgo) })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.anyDate')}</MenuItem>
        {DATE_AGO_OPTIONS.map((days) => (
          <MenuItem key={days} value={days}>
            {t('filters.lastDays', { count: days })}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

interface FacetGroupProps {
  legend: string;
  facets: Facet[];
  selected: string[];
  labelOf: (facet: Facet) => string;
  onToggle: (key: string) => void;
}

/** A checkable facet list; a chosen value the server no longer counts still shows (with 0) so it can be unchecked. */
function FacetGroup({ legend, facets, selected, labelOf, onToggle }: FacetGroupProps) {
  const { t } = useTranslation('processes');
  const missing = selected.filter((key) => !facets.some((facet) => facet.key === key)).map((key) => ({ key, docCount: 0, label: null }));
  const options = [...facets, ...missing];
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('filters.noOptions')}
        </Typography>
      ) : (
        <FormGroup>
          {options.map((facet) => (
            <FormControlLabel
              key={facet.key}
              control={<Checkbox size="small" checked={selected.includes(facet.key)} onChange={() => onToggle(facet.key)} />}
              label={
                <Box component="span" sx={{ display: 'flex', gap: 1 }}>
                  <span>{labelOf(facet)}</span>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({facet.docCount})
                  </Box>
                </Box>
              }
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
