import { useQuery } from '@apollo/client/react';
import { ProcessSummaryQuery } from '../graphql/processes.graphql';

/** processSummary: the process of the summary page. */
export function useProcessSummary(id: number | null) {
  const { data, loading, error } = useQuery(ProcessSummaryQuery, {
    variables: { processId: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  return { process: data?.processSummary, loading, error };
}
