import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CandidateListQuery } from '../graphql/candidates.graphql';
import { toQueryVariables, type CandidateListFilters } from '../list-params';
import { useLiveCandidates } from './useLiveCandidates';

/** One page of a process's candidates with the count of every filter value, kept current live. */
export function useCandidates(processId: number, filters: CandidateListFilters) {
  // The age filter is relative to today; the day is read once per change of filters.
  const variables = useMemo(() => toQueryVariables(processId, filters, new Date()), [processId, filters]);
  const { data, previousData, loading, error, refetch } = useQuery(CandidateListQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  useLiveCandidates(processId);
  const page = data?.processPersonPaginated;
  // The facets keep the previous counts while the next page loads, so the panel does not jump.
  const facets = (page ?? previousData?.processPersonPaginated)?.filters;
  return {
    candidates: page?.data,
    total: page?.total ?? 0,
    processTotal: page?.processTotal ?? 0,
    facets,
    loading,
    error,
    refetch,
    variables,
  };
}
