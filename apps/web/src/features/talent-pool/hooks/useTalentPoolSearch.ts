import { useQuery } from '@apollo/client/react';
import { CV_SEARCH_CACHE_SECONDS, type CvSearchFilters, type CvSearchPool } from '@terna/domain';
import { useEffect } from 'react';
import { TalentPoolSearchQuery } from '../graphql/talent-pool.graphql';

/**
 * When each search (pool, text, filters, page) was last fetched: a search younger than the spec's
 * cache time (CV_SEARCH_CACHE_SECONDS) is answered from Apollo's cache, an older one from the server.
 * A purchase forgets them all (forgetTalentPoolSearches), since people move from one pool to the other.
 */
const fetchedAt = new Map<string, number>();

export function forgetTalentPoolSearches(): void {
  fetchedAt.clear();
}

export interface TalentPoolSearchVariables {
  pool: CvSearchPool;
  text: string;
  filters: CvSearchFilters;
  page: number;
}

export function useTalentPoolSearch(variables: TalentPoolSearchVariables) {
  const key = JSON.stringify(variables);
  const fetched = fetchedAt.get(key);
  const fresh = fetched !== undefined && Date.now() - fetched < CV_SEARCH_CACHE_SECONDS * 1000;
  const { data, previousData, loading, error, refetch } = useQuery(TalentPoolSearchQuery, {
    variables,
    fetchPolicy: fresh ? 'cache-first' : 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const answer = data?.talentPoolSearch;
  useEffect(() => {
    if (answer && !fresh) fetchedAt.set(key, Date.now());
  }, [answer, fresh, key]);
  const shown = answer ?? previousData?.talentPoolSearch;
  return {
    people: shown?.data ?? [],
    total: shown?.total ?? 0,
    size: shown?.size ?? 0,
    /** Nothing shown yet: the first search of the page is loading (the talent-pool loader). */
    firstLoad: loading && !shown,
    loading,
    error,
    refetch,
  };
}
