import { Divider } from '@mui/material';
import { FEELING_FILTER_KEYS, PERSON_STATUSES, TRUST_FILTER_KEYS, type FacetName } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { toggleValue } from '@/shared/lib/search-params';
import { FacetGroup, type Facet } from '@/shared/ui/FacetGroup';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import {
  PROCESS_FACETS,
  PROFILE_FACETS,
  type CandidateListFilters,
  type RangeFilter as RangeFilterName,
} from '../list-params';
import { RangeFilter } from './RangeFilter';

export type CandidateFacets = Record<FacetName, readonly Facet[]>;

interface CandidateFiltersProps {
  filters: CandidateListFilters;
  facets: CandidateFacets | undefined;
  labelOf: (filter: FacetName, key: string) => string;
  onChange: (patch: Partial<CandidateListFilters>) => void;
  onClear: () => void;
}

/** Values with a natural order keep it; the others come as the server counts them (most first). */
const FIXED_ORDER: Partial<Record<FacetName, readonly string[]>> = {
  feelings: FEELING_FILTER_KEYS,
  personEvaluationsStatus: Object.keys(PERSON_STATUSES).sort(
    (a, b) =>
      PERSON_STATUSES[a as keyof typeof PERSON_STATUSES].order -
      PERSON_STATUSES[b as keyof typeof PERSON_STATUSES].order,
  ),
  trust: TRUST_FILTER_KEYS,
  hired: ['true', 'false'],
};

function ordered(filter: FacetName, facets: readonly Facet[]): readonly Facet[] {
  const order = FIXED_ORDER[filter];
  if (!order) return facets;
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...facets].sort((a, b) => rank(a.key) - rank(b.key));
}

/** Long lists (cities, skills, companies…) show their first values and a "show more" button. */
const VISIBLE_VALUES = 6;
const RANGES: readonly RangeFilterName[] = ['salary', 'age'];

/** The filter panel of the candidate list: every facet with the server's counts, and the salary and age ranges. */
export function CandidateFilters({ filters, facets, labelOf, onChange, onClear }: CandidateFiltersProps) {
  const { t } = useTranslation('candidates');
  const group = (filter: FacetName) => (
    <FacetGroup
      key={filter}
      legend={t(`filters.${filter}`)}
      facets={ordered(filter, facets?.[filter] ?? [])}
      selected={filters[filter]}
      labelOf={(facet) => labelOf(filter, facet.key)}
      onToggle={(key) => onChange({ [filter]: toggleValue(filters[filter], key) })}
      visibleCount={VISIBLE_VALUES}
    />
  );
  return (
    <FilterPanel onClear={onClear}>
      {PROCESS_FACETS.map(group)}
      <Divider />
      {RANGES.map((range) => (
        <RangeFilter
          key={range}
          legend={t(`filters.${range}`)}
          value={filters[range]}
          onCommit={(value) => onChange({ [range]: value })}
        />
      ))}
      <Divider />
      {PROFILE_FACETS.map(group)}
    </FilterPanel>
  );
}
