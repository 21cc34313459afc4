import { Divider } from '@mui/material';
import { FEELING_FILTER_KEYS, PERSON_STATUSES, TRUST_FILTER_KEYS } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { toggleValue } from '@/shared/lib/search-params';
import { FacetGroup, type Facet } from '@/shared/ui/FacetGroup';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import {
  FACET_FILTERS,
  type CandidateListFilters,
  type FacetFilter,
  type RangeFilter as RangeFilterName,
} from '../list-params';
import { RangeFilter } from './RangeFilter';

export type CandidateFacets = Record<FacetFilter, readonly Facet[]>;

interface CandidateFiltersProps {
  filters: CandidateListFilters;
  facets: CandidateFacets | undefined;
  labelOf: (filter: FacetFilter, key: string) => string;
  onChange: (patch: Partial<CandidateListFilters>) => void;
  onClear: () => void;
}

/** Values with a natural order keep it; the others come as the server counts them (most first). */
const FIXED_ORDER: Partial<Record<FacetFilter, readonly string[]>> = {
  feelings: FEELING_FILTER_KEYS,
  personEvaluationsStatus: Object.keys(PERSON_STATUSES).sort(
    (a, b) =>
      PERSON_STATUSES[a as keyof typeof PERSON_STATUSES].order -
      PERSON_STATUSES[b as keyof typeof PERSON_STATUSES].order,
  ),
  trust: TRUST_FILTER_KEYS,
  hired: ['true', 'false'],
};

function ordered(filter: FacetFilter, facets: readonly Facet[]): readonly Facet[] {
  const order = FIXED_ORDER[filter];
  if (!order) return facets;
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...facets].sort((a, b) => rank(a.key) - rank(b.key));
}

/** Long lists (cities, skills, companies…) show their first values and a "show more" button. */
const VISIBLE_VALUES = 6;
/** The CV facets come after the ranges, as in a candidate's profile. */
const BEFORE_RANGES: readonly FacetFilter[] = ['feelings', 'personEvaluationsStatus', 'trust', 'hired', 'tags'];
const RANGES: readonly RangeFilterName[] = ['salary', 'age'];

/** The filter panel of the candidate list: every facet with the server's counts, and the salary and age ranges. */
export function CandidateFilters({ filters, facets, labelOf, onChange, onClear }: CandidateFiltersProps) {
  const { t } = useTranslation('candidates');
  const group = (filter: FacetFilter) => (
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
      {BEFORE_RANGES.map(group)}
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
      {FACET_FILTERS.filter((filter) => !BEFORE_RANGES.includes(filter)).map(group)}
    </FilterPanel>
  );
}
