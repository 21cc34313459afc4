import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearedFilters, readListParams, writeListParams, type ProcessListFilters } from '../list-params';

/**
 * The list filters read from and written to the address; any filter change goes back to page 1.
 * A change is applied synchronously so a checkbox or switch shows its new state at once.
 */
export function useProcessListParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListParams(params), [params]);

  const update = useCallback(
    (patch: Partial<ProcessListFilters>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeListParams({ ...readListParams(current), page: 1, ...patch }), { replace: options.replace, flushSync: true }),
    [setParams],
  );
  const clear = useCallback(() => setParams((current) => writeListParams(clearedFilters(readListParams(current))), { flushSync: true }), [setParams]);

  return { filters, update, clear };
}
