import { useCallback, useEffect, useState } from 'react';

/** Answers by key, shared by the wizard's steps: catalogues and banks change rarely during a launch. */
const cache = new Map<string, Promise<unknown>>();

interface RestData<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Forgets the cached answer and asks again (after a change to a bank). */
  reload: () => void;
}

/** A REST read by key, cached for the session of the page; a failed read is asked again next time. */
export function useRestData<T>(key: string | null, load: () => Promise<T>): RestData<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    let pending = cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    pending.then(
      (data) => active && setState({ key, data }),
      (error: unknown) => active && setState({ key, error }),
    );
    return () => {
      active = false;
    };
    // `load` is keyed by `key`: a new function for the same key reads the same data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const reload = useCallback(() => {
    if (key !== null) cache.delete(key);
    setVersion((value) => value + 1);
  }, [key]);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    loading: key !== null && (!current || (state.data === undefined && state.error === undefined)),
    error: current ? state.error : undefined,
    reload,
  };
}
