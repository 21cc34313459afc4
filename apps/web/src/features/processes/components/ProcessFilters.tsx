import { FormControlLabel, FormGroup, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROCESS_STATUSES, PRODUCT_TYPES } from '@terna/domain';
import type { GetProcessPaginatedQuery } from '@/gql/graphql';
import { isOneOf, toggleValue } from '@/shared/lib/search-params';
import { FacetGroup } from '@/shared/ui/FacetGroup';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import {
  DATE_AGO_OPTIONS,
  HIRED_FILTERS,
  type DateAgo,
  type HiredFilter,
  type ProcessListFilters,
} from '../list-params';

type Facets = GetProcessPaginatedQuery['getProcessPaginated']['filters'];

interface ProcessFiltersProps {
  filters: ProcessListFilters;
  facets: Facets;
  onChange: (patch: Partial<ProcessListFilters>) => void;
  onClear: () => void;
}

/**
 * The filter panel: status, owner and product-type facets with the server's counts, and the
 * confidential, archived, hired and creation-date filters.
 */
export function ProcessFilters({ filters, facets, onChange, onClear }: ProcessFiltersProps) {
  const { t } = useTranslation('processes');
  return (
    <FilterPanel onClear={onClear} gap={2.5}>
      <FacetGroup
        legend={t('filters.status')}
        facets={facets.status}
        selected={filters.status}
        labelOf={(facet) => t(`status.${facet.key}`, { defaultValue: facet.key })}
        onToggle={(key) => isOneOf(PROCESS_STATUSES, key) && onChange({ status: toggleValue(filters.status, key) })}
      />
      <FacetGroup
        legend={t('filters.owner')}
        facets={facets.owner}
        selected={filters.owner.map(String)}
        labelOf={(facet) => facet.label ?? t('noOwner')}
        onToggle={(key) => onChange({ owner: toggleValue(filters.owner.map(String), key).map(Number) })}
      />
      <FacetGroup
        legend={t('filters.productType')}
        facets={facets.productType}
        selected={filters.productType}
        labelOf={(facet) => t(`productType.${facet.key}`, { defaultValue: facet.key })}
        onToggle={(key) =>
          isOneOf(PRODUCT_TYPES, key) && onChange({ productType: toggleValue(filters.productType, key) })
        }
      />
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={filters.confidential}
              onChange={(event) => onChange({ confidential: event.target.checked })}
            />
          }
          label={t('filters.confidential')}
        />
        <FormControlLabel
          control={
            <Switch checked={filters.archived} onChange={(event) => onChange({ archived: event.target.checked })} />
          }
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
        onChange={(event) =>
          onChange({ dateAgo: event.target.value === '' ? null : (Number(event.target.value) as DateAgo) })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.anyDate')}</MenuItem>
        {DATE_AGO_OPTIONS.map((days) => (
          <MenuItem key={days} value={days}>
            {t('filters.lastDays', { count: days })}
          </MenuItem>
        ))}
      </TextField>
    </FilterPanel>
  );
}
