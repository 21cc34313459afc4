import { useSearchParamsState } from '@/shared/hooks/useSearchParamsState';
import { clearedFilters, readListParams, writeListParams } from '../list-params';

const codec = { read: readListParams, write: writeListParams, cleared: clearedFilters };

/** The candidate list's search, filters, page, size and order, kept in the address. */
export function useCandidateListParams() {
  const { state: filters, update, clear } = useSearchParamsState(codec);
  return { filters, update, clear };
}
