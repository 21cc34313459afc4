import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readComparedIds, writeComparedIds } from '../comparator-params';

/** The observer's compared candidates, kept in the address. */
export function useComparedIds() {
  const [params, setParams] = useSearchParams();
  const ids = useMemo(() => readComparedIds(params), [params]);
  const setIds = useCallback(
    (next: readonly number[]) => setParams((current) => writeComparedIds(current, next), { replace: true }),
    [setParams],
  );
  return { ids, setIds };
}
