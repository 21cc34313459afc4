import { useSearchParamsState } from '@/shared/hooks/useSearchParamsState';
import { clearedFilters, readListParams, writeListParams } from '../list-params';

const codec = { read: readListParams, write: writeListParams, cleared: clearedFilters };

/** The process list's filters, kept in the address. */
export function useProcessListParams() {
  const { state: filters, update, clear } = useSearchParamsState(codec);
  return { filters, update, clear };
}
