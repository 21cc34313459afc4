import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

interface PagedState {
  page: number;
}

interface SearchParamsCodec<T extends PagedState> {
  read: (params: URLSearchParams) => T;
  write: (state: T) => URLSearchParams;
  /** The state "clear filters" leaves. */
  cleared: (state: T) => T;
}

/**
 * A list's filters read from and written to the address; any change that does not name a page
 * goes back to page 1. A change is applied synchronously so a checkbox shows its new state at once.
 */
export function useSearchParamsState<T extends PagedState>({ read, write, cleared }: SearchParamsCodec<T>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);

  const update = useCallback(
    (patch: Partial<T>, options: { replace?: boolean } = {}) =>
      setParams((current) => write({ ...read(current), page: 1, ...patch }), {
        replace: options.replace,
        flushSync: true,
      }),
    [setParams, read, write],
  );
  const clear = useCallback(
    () => setParams((current) => write(cleared(read(current))), { flushSync: true }),
    [setParams, read, write, cleared],
  );

  return { state, update, clear };
}
