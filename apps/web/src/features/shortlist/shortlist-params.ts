import { DEFAULT_PAGE } from '@terna/domain';
import { positiveInt } from '@/shared/lib/search-params';

/** The shortlist's page, search and observer filter, kept in the address so back and reload keep them. */
export interface ShortlistParams {
  page: number;
  search: string;
  /** Only candidates these observers like or doubt; empty: everybody's. */
  observers: number[];
}

const KEYS = { page: 'page', search: 'search', observer: 'observer' } as const;

export function readShortlistParams(params: URLSearchParams): ShortlistParams {
  const observers = params.getAll(KEYS.observer).flatMap((value) => {
    const id = positiveInt(value);
    return id === null ? [] : [id];
  });
  return {
    page: positiveInt(params.get(KEYS.page)) ?? DEFAULT_PAGE,
    search: params.get(KEYS.search) ?? '',
    observers: [...new Set(observers)],
  };
}

export function writeShortlistParams(state: ShortlistParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== DEFAULT_PAGE) params.set(KEYS.page, String(state.page));
  if (state.search.trim()) params.set(KEYS.search, state.search);
  state.observers.forEach((id) => params.append(KEYS.observer, String(id)));
  return params;
}

export const clearedShortlistParams = (): ShortlistParams => ({ page: DEFAULT_PAGE, search: '', observers: [] });
