import { CV_LAST_ACTIVITY_DAYS, CV_SEARCH_MAX_PAGE, type CvSearchFilters } from '@terna/domain';
import { positiveInt, readListParam, wholeNumber } from '@/shared/lib/search-params';

/** A pool's search as the address holds it, so back, reload and shared links keep it. */
export interface TalentPoolSearchState {
  text: string;
  filters: CvSearchFilters;
  page: number;
}

const LISTS = {
  countryCodes: 'country',
  cities: 'city',
  areas: 'area',
  languages: 'language',
  educationLevels: 'education',
} as const;
const NUMBERS = {
  minYearsExperience: 'yearsFrom',
  maxYearsExperience: 'yearsTo',
  salaryFrom: 'salaryFrom',
  salaryTo: 'salaryTo',
} as const;

export function readSearch(params: URLSearchParams): TalentPoolSearchState {
  const filters: CvSearchFilters = {};
  for (const [field, key] of Object.entries(LISTS) as [keyof typeof LISTS, string][]) {
    const values = readListParam(params, key);
    if (values.length) filters[field] = values;
  }
  for (const [field, key] of Object.entries(NUMBERS) as [keyof typeof NUMBERS, string][]) {
    const value = wholeNumber(params.get(key));
    if (value !== null) filters[field] = value;
  }
  const days = positiveInt(params.get('active'));
  if (days !== null && (CV_LAST_ACTIVITY_DAYS as readonly number[]).includes(days)) filters.lastActivityDays = days;
  return {
    text: params.get('q') ?? '',
    filters,
    page: Math.min(positiveInt(params.get('page')) ?? 1, CV_SEARCH_MAX_PAGE),
  };
}

export function writeSearch(state: TalentPoolSearchState, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // The view (cards or table) and the bulk marker are the page's, not the search's.
  for (const key of ['view', 'bulk']) {
    const value = keep?.get(key);
    if (value) params.set(key, value);
  }
  if (state.text) params.set('q', state.text);
  for (const [field, key] of Object.entries(LISTS) as [keyof typeof LISTS, string][])
    for (const value of state.filters[field] ?? []) params.append(key, value);
  for (const [field, key] of Object.entries(NUMBERS) as [keyof typeof NUMBERS, string][]) {
    const value = state.filters[field];
    if (value != null) params.set(key, String(value));
  }
  if (state.filters.lastActivityDays != null) params.set('active', String(state.filters.lastActivityDays));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many filters are in use: the filter button shows it. */
export const activeFilters = (filters: CvSearchFilters) =>
  Object.values(filters).filter((value) => (Array.isArray(value) ? value.length > 0 : value != null)).length;
