import {
  CANDIDATE_FACETS,
  CANDIDATE_PAGE_SIZES,
  CANDIDATE_SORT_FIELDS,
  DEFAULT_CANDIDATE_SORT,
  DEFAULT_FEELING_FILTER,
  DEFAULT_PAGE,
  FEELING_FILTER_KEYS,
  GENDERS,
  MARITAL_STATUSES,
  PERSON_STATUS_NAMES,
  SORT_ORDERS,
  type CandidateSortField,
  type FacetName,
  type SortOrder,
} from '@terna/domain';
import { addDays, format, subYears } from 'date-fns';
import type { ProcessPersonPaginatedQueryVariables } from '@/gql/graphql';
import { onlyOneOf, positiveInt, readListParam, wholeNumber, writeListParam } from '@/shared/lib/search-params';

/** What the candidate's process says of them: the filter panel shows these before the salary and age ranges. */
export const PROCESS_FACETS: readonly FacetName[] = ['feelings', 'personEvaluationsStatus', 'trust', 'hired', 'tags'];
/** Personal details close the panel. */
const PERSONAL_FACETS: readonly FacetName[] = ['gender', 'maritalStatus'];
/** The facets after the ranges: the place and the CV, as in a candidate's profile, then the personal details. */
export const PROFILE_FACETS: readonly FacetName[] = [
  ...CANDIDATE_FACETS.filter((facet) => !PROCESS_FACETS.includes(facet) && !PERSONAL_FACETS.includes(facet)),
  ...PERSONAL_FACETS,
];
/**
 * The multi-valued filters of the candidate list (spec 3 section 3), each named as the API names its
 * argument and its facet, in the order the panel and the active-filter chips show them.
 */
export const FACET_FILTERS: readonly FacetName[] = [...PROCESS_FACETS, ...PROFILE_FACETS];

export const RANGE_FILTERS = ['salary', 'age'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

export interface NumberRange {
  from: number | null;
  to: number | null;
}

export type CandidatePageSize = (typeof CANDIDATE_PAGE_SIZES)[number];

export interface CandidateSort {
  field: CandidateSortField;
  order: SortOrder;
}

/** The candidate list's search, filters, page and order, kept in the address. */
export type CandidateListFilters = Record<FacetName, string[]> &
  Record<RangeFilter, NumberRange> & {
    /** The search box as typed; it is sent trimmed and lower-cased. */
    search: string;
    page: number;
    size: CandidatePageSize;
    sort: CandidateSort;
  };

/** Address names that differ from the filter names. */
const PARAM_NAMES: Partial<Record<FacetName, string>> = { personEvaluationsStatus: 'status' };
const paramOf = (filter: FacetName) => PARAM_NAMES[filter] ?? filter;
const FACET_DEFAULTS: Partial<Record<FacetName, readonly string[]>> = { feelings: DEFAULT_FEELING_FILTER };

const NO_RANGE: NumberRange = { from: null, to: null };

export const DEFAULT_FILTERS: CandidateListFilters = {
  ...(Object.fromEntries(FACET_FILTERS.map((filter) => [filter, [...(FACET_DEFAULTS[filter] ?? [])]])) as Record<
    FacetName,
    string[]
  >),
  salary: NO_RANGE,
  age: NO_RANGE,
  search: '',
  page: DEFAULT_PAGE,
  size: CANDIDATE_PAGE_SIZES[0],
  sort: DEFAULT_CANDIDATE_SORT,
};

/** The orders the list offers, each a field and a direction. */
export const SORT_OPTIONS: readonly CandidateSort[] = [
  { field: 'composedCapResult', order: 'DESC' },
  { field: 'composedCapResult', order: 'ASC' },
  { field: 'ranking', order: 'ASC' },
  { field: 'lastName', order: 'ASC' },
  { field: 'firstName', order: 'ASC' },
  { field: 'createdAt', order: 'DESC' },
  { field: 'createdAt', order: 'ASC' },
];
export const sortKey = (sort: CandidateSort) => `${sort.field}.${sort.order}`;

function readRange(params: URLSearchParams, name: RangeFilter): NumberRange {
  return { from: wholeNumber(params.get(`${name}From`)), to: wholeNumber(params.get(`${name}To`)) };
}

function writeRange(params: URLSearchParams, name: RangeFilter, range: NumberRange) {
  if (range.from !== null) params.set(`${name}From`, String(range.from));
  if (range.to !== null) params.set(`${name}To`, String(range.to));
}

export function readListParams(params: URLSearchParams): CandidateListFilters {
  const size = positiveInt(params.get('size'));
  const field = params.get('sort');
  const order = params.get('order');
  const facets = Object.fromEntries(
    FACET_FILTERS.map((filter) => [filter, readListParam(params, paramOf(filter), FACET_DEFAULTS[filter])]),
  );
  return {
    ...(facets as Record<FacetName, string[]>),
    salary: readRange(params, 'salary'),
    age: readRange(params, 'age'),
    search: params.get('q') ?? '',
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    size: (CANDIDATE_PAGE_SIZES as readonly number[]).includes(size ?? 0)
      ? (size as CandidatePageSize)
      : DEFAULT_FILTERS.size,
    sort: {
      field: (CANDIDATE_SORT_FIELDS as readonly string[]).includes(field ?? '')
        ? (field as CandidateSortField)
        : DEFAULT_CANDIDATE_SORT.field,
      order: (SORT_ORDERS as readonly string[]).includes(order ?? '')
        ? (order as SortOrder)
        : DEFAULT_CANDIDATE_SORT.order,
    },
  };
}

/** The address of a state of the list; defaults are left out so the plain list has a plain address. */
export function writeListParams(filters: CandidateListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  for (const filter of FACET_FILTERS) writeListParam(params, paramOf(filter), filters[filter], FACET_DEFAULTS[filter]);
  for (const range of RANGE_FILTERS) writeRange(params, range, filters[range]);
  if (filters.sort.field !== DEFAULT_CANDIDATE_SORT.field || filters.sort.order !== DEFAULT_CANDIDATE_SORT.order) {
    params.set('sort', filters.sort.field);
    params.set('order', filters.sort.order);
  }
  if (filters.size !== DEFAULT_FILTERS.size) params.set('size', String(filters.size));
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  return params;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The birth dates of the people aged between `from` and `to` years (both included) on `today`:
 * at least `from` means born on or before today `from` years ago; at most `to` means born after
 * today `to + 1` years ago.
 */
export function birthDateRange(age: NumberRange, today: Date): { from?: string; to?: string } | undefined {
  if (age.from === null && age.to === null) return undefined;
  return {
    ...(age.to !== null && { from: day(addDays(subYears(today, age.to + 1), 1)) }),
    ...(age.from !== null && { to: day(subYears(today, age.from)) }),
  };
}

const presentList = <Value extends string>(values: Value[]) => (values.length ? values : undefined);

/** The processPersonPaginated variables of a state of the list on a given day. */
export function toQueryVariables(
  processId: number,
  filters: CandidateListFilters,
  today: Date,
): ProcessPersonPaginatedQueryVariables {
  const wildcard = filters.search.trim().toLowerCase();
  const salary = filters.salary.from !== null || filters.salary.to !== null ? filters.salary : undefined;
  return {
    processId,
    page: filters.page,
    size: filters.size,
    sortBy: filters.sort,
    wildcard: wildcard || undefined,
    // An empty feelings list is sent as such: it means "every feeling", not the default.
    feelings: onlyOneOf(FEELING_FILTER_KEYS, filters.feelings),
    personEvaluationsStatus: presentList(onlyOneOf(PERSON_STATUS_NAMES, filters.personEvaluationsStatus)),
    trust: presentList(filters.trust),
    // The API takes one answer: both or neither checked means "hired or not".
    hired: filters.hired.length === 1 ? filters.hired[0] === 'true' : undefined,
    tags: presentList(filters.tags),
    place: presentList(filters.place),
    industry: presentList(filters.industry),
    areaExperience: presentList(filters.areaExperience),
    subExperience: presentList(filters.subExperience),
    education: presentList(filters.education),
    institution: presentList(filters.institution),
    company: presentList(filters.company),
    skill: presentList(filters.skill),
    language: presentList(filters.language),
    gender: presentList(onlyOneOf(GENDERS, filters.gender)),
    maritalStatus: presentList(onlyOneOf(MARITAL_STATUSES, filters.maritalStatus)),
    salary,
    birthDate: birthDateRange(filters.age, today),
  };
}

/** One active filter, as a chip above the list shows it. */
export type ActiveFilter =
  { kind: 'facet'; filter: FacetName; value: string } | { kind: 'range'; filter: RangeFilter; range: NumberRange };

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The filters that narrow the list beyond its opening state; the default feelings are not counted. */
export function activeFilters(filters: CandidateListFilters): ActiveFilter[] {
  const facets = FACET_FILTERS.flatMap((filter): ActiveFilter[] =>
    filter === 'feelings' && sameValues(filters.feelings, DEFAULT_FEELING_FILTER)
      ? []
      : filters[filter].map((value) => ({ kind: 'facet', filter, value })),
  );
  const ranges = RANGE_FILTERS.flatMap((filter): ActiveFilter[] =>
    filters[filter].from !== null || filters[filter].to !== null
      ? [{ kind: 'range', filter, range: filters[filter] }]
      : [],
  );
  return [...facets, ...ranges];
}

/** The change that takes one active filter off. */
export function withoutFilter(filters: CandidateListFilters, active: ActiveFilter): Partial<CandidateListFilters> {
  if (active.kind === 'range') return { [active.filter]: NO_RANGE };
  return { [active.filter]: filters[active.filter].filter((value) => value !== active.value) };
}

/** Every filter back to the opening list (default feelings, no search); the order and page size stay. */
export function clearedFilters(filters: CandidateListFilters): CandidateListFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort, size: filters.size };
}
