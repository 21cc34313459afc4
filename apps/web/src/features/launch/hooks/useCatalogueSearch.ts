import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback';

/** How long the typing pauses before a search is sent. */
const SEARCH_DELAY_MS = 250;

/**
 * A search as the user types: the catalogues need a non-empty filter, so nothing is asked for blank
 * text; answers that arrive after a newer search started are dropped.
 */
export function useCatalogueSearch<T>(text: string, search: (filter: string) => Promise<T>) {
  const [state, setState] = useState<{ filter: string; result?: T; failed?: boolean }>({ filter: '' });
  const [loading, setLoading] = useState(false);
  const filter = text.trim();

  const run = useDebouncedCallback((value: string) => {
    search(value).then(
      (result) => setState((current) => (current.filter === value ? { filter: value, result } : current)),
      () => setState((current) => (current.filter === value ? { filter: value, failed: true } : current)),
    );
  }, SEARCH_DELAY_MS);

  useEffect(() => {
    setState({ filter });
    setLoading(filter !== '');
    if (filter) run(filter);
  }, [filter, run]);

  useEffect(() => {
    if (state.result !== undefined || state.failed) setLoading(false);
  }, [state]);

  return { result: state.filter === filter ? state.result : undefined, failed: Boolean(state.failed), loading };
}
