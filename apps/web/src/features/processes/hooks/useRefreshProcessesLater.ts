import { useApolloClient } from '@apollo/client/react';
import { PROCESS_ACTION_REFRESH_DELAY_MS } from '@terna/domain';
import { useCallback } from 'react';

/** The process queries on screen: the list, the monitor header and the summary. */
const PROCESS_QUERIES = new Set(['GetProcessPaginated', 'GetProcessMonitor', 'ProcessSummary']);

/**
 * Close, archive and extend refresh the processes on screen 3 s after success (spec 1 section 4):
 * the server's lists and facets have settled by then. Only queries still on screen are refetched.
 */
export function useRefreshProcessesLater(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    setTimeout(() => {
      void client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => PROCESS_QUERIES.has(query.queryName ?? ''),
      });
    }, PROCESS_ACTION_REFRESH_DELAY_MS);
  }, [client]);
}
