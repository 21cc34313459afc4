import { useQuery } from '@apollo/client/react';
import { toQueryVariables, type ProcessListFilters } from '../list-params';
import { ProcessListQuery } from '../graphql/processes.graphql';

const NO_FACETS = { status: [], owner: [], productType: [] };

/** One page of the company's processes, newest first, with the facet counts of the filters. */
export function useProcessList(filters: ProcessListFilters) {
  const { data, previousData, loading, error, refetch } = useQuery(ProcessListQuery, {
    variables: toQueryVariables(filters),
    fetchPolicy: 'cache-and-network',
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
