import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  PROCESS_STATUSES,
  PRODUCT_TYPES,
  type ProcessStatus,
  type ProductType,
} from '@terna/domain';
import type { GetProcessPaginatedQueryVariables } from '@/gql/graphql';
import { positiveInt, readEnumListParam, writeListParam } from '@/shared/lib/search-params';

/** The process list's search and filters, kept in the address so back, reload and shared links keep them. */
export interface ProcessListFilters {
  /** The search box as typed; it is trimmed and lower-cased when sent. */
  search: string;
  status: ProcessStatus[];
  owner: number[];
  productType: ProductType[];
  confidential: boolean;
  archived: boolean;
  hired: HiredFilter;
  dateAgo: DateAgo | null;
  page: number;
  view: ListView;
}

export const HIRED_FILTERS = ['any', 'with', 'without'] as const;
export type HiredFilter = (typeof HIRED_FILTERS)[number];
export const DATE_AGO_OPTIONS = [7, 30, 90] as const;
export type DateAgo = (typeof DATE_AGO_OPTIONS)[number];
export type ListView = 'cards' | 'rows';

/** The list opens on launched processes (spec 3 section 4). */
const DEFAULT_STATUS: ProcessStatus[] = ['LAUNCHED'];

export const DEFAULT_FILTERS: ProcessListFilters = {
  search: '',
  status: DEFAULT_STATUS,
  owner: [],
  productType: [],
  confidential: false,
  archived: false,
  hired: 'any',
  dateAgo: null,
  page: DEFAULT_PAGE,
  view: 'cards',
};

export function readListParams(params: URLSearchParams): ProcessListFilters {
  const hired = params.get('hired');
  const dateAgo = positiveInt(params.get('dateAgo'));
  return {
    search: params.get('q') ?? '',
    // No status parameter means the default; an empty one means every status.
    status: readEnumListParam(params, 'status', PROCESS_STATUSES, DEFAULT_STATUS),
    owner: params
      .getAll('owner')
      .map(positiveInt)
      .filter((id): id is number => id !== null),
    productType: readEnumListParam(params, 'productType', PRODUCT_TYPES),
    confidential: params.get('confidential') === 'true',
    archived: params.get('archived') === 'true',
    hired: (HIRED_FILTERS as readonly string[]).includes(hired ?? '') ? (hired as HiredFilter) : 'any',
    dateAgo: (DATE_AGO_OPTIONS as readonly number[]).includes(dateAgo ?? 0) ? (dateAgo as DateAgo) : null,
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    view: params.get('view') === 'rows' ? 'rows' : 'cards',
  };
}

/** The address parameters of some filters; defaults are left out so the plain list has a plain address. */
export function writeListParams(filters: ProcessListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  writeListParam(params, 'status', filters.status, DEFAULT_STATUS);
  filters.owner.forEach((owner) => params.append('owner', String(owner)));
  filters.productType.forEach((type) => params.append('productType', type));
  if (filters.confidential) params.set('confidential', 'true');
  if (filters.archived) params.set('archived', 'true');
  if (filters.hired !== 'any') params.set('hired', filters.hired);
  if (filters.dateAgo) params.set('dateAgo', String(filters.dateAgo));
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.view !== 'cards') params.set('view', filters.view);
  return params;
}

/** The getProcessPaginated variables: the search trimmed and lower-cased, empty filters left out. */
export function toQueryVariables(filters: ProcessListFilters): GetProcessPaginatedQueryVariables {
  const wildcard = filters.search.trim().toLowerCase();
  return {
    page: filters.page,
    size: DEFAULT_PAGE_SIZE,
    wildcard: wildcard || undefined,
    processStatus: filters.status.length ? filters.status : undefined,
    owner: filters.owner.length ? filters.owner : undefined,
    productType: filters.productType.length ? filters.productType : undefined,
    isConfidential: filters.confidential || undefined,
    archived: filters.archived || undefined,
    hired: filters.hired === 'any' ? undefined : filters.hired === 'with',
    dateAgo: filters.dateAgo ?? undefined,
  };
}

/** How many filters differ from the opening list (the badge on the filters button). */
export function activeFilterCount(filters: ProcessListFilters): number {
  const statusChanged = writeListParams({ ...DEFAULT_FILTERS, status: filters.status }).has('status');
  return [
    statusChanged,
    filters.owner.length > 0,
    filters.productType.length > 0,
    filters.confidential,
    filters.archived,
    filters.hired !== 'any',
    filters.dateAgo !== null,
  ].filter(Boolean).length;
}

/** Every filter off: all statuses, no search; the chosen view stays. */
export function clearedFilters(filters: ProcessListFilters): ProcessListFilters {
  return { ...DEFAULT_FILTERS, status: [], view: filters.view };
}
