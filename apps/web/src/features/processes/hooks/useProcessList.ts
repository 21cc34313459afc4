import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { apolloClient } from '@/shared/lib/apollo';
import { session } from '@/shared/lib/session';
import { readListParams, toQueryVariables, type ProcessListFilters } from '../list-params';
import { ProcessListQuery } from '../graphql/processes.graphql';

const NO_FACETS = { status: [], owner: [], productType: [] };

/** The variables of the page prefetchProcessList read when the route was entered last. */
let prefetched: string | null = null;

/** Other filters or pages show what the cache holds at once and ask the server all the same. */
const afterFirst = (current: WatchQueryFetchPolicy, { reason }: { reason: 'after-fetch' | 'variables-changed' }) =>
  reason === 'variables-changed' ? 'cache-and-network' : current;

/** One page of the company's processes, newest first, with the facet counts of the filters. */
export function useProcessList(filters: ProcessListFilters) {
  const variables = toQueryVariables(filters);
  // The page the route's prefetch has just read is not asked for again. (Only read here: a render
  // that suspends is thrown away and runs again.)
  const [fresh] = useState(() => prefetched === JSON.stringify(variables));
  const { data, previousData, loading, error, refetch } = useQuery(ProcessListQuery, {
    variables,
    fetchPolicy: fresh ? 'cache-first' : 'cache-and-network',
    nextFetchPolicy: afterFirst,
  });
  const page = data?.getProcessPaginated;
  // The facets keep the previous counts while the next page loads, so the panel does not jump.
  const facets = (page ?? previousData?.getProcessPaginated)?.filters ?? NO_FACETS;
  return {
    processes: page?.data,
    total: page?.total ?? 0,
    facets,
    loading,
    error,
    refetch,
  };
}

/**
 * Asks for the page of the list that `url` shows as soon as the list's code is in (its route's
 * loader), into the cache the page then reads: not once the session's guards have answered and the
 * page rendered, two round trips later (a phone's first screen, issue 22). The page's own query
 * joins it while it is in flight, and does not repeat it once answered. Nothing without a live
 * session: the layout first renews an expired one or sends the visitor to sign-in.
 */
export function prefetchProcessList(url: URL): void {
  prefetched = null;
  if (!session.isActive()) return;
  const variables = toQueryVariables(readListParams(url.searchParams));
  apolloClient()
    // From the server: the page reads this answer from the cache without asking again.
    .query({ query: ProcessListQuery, variables, fetchPolicy: 'network-only' })
    .then(() => (prefetched = JSON.stringify(variables)))
    // The page's own query shows any failure.
    .catch(() => undefined);
}
