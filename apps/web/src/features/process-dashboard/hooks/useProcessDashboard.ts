import { useQuery } from '@apollo/client/react';
import { ProcessDashboardQuery } from '../graphql/process-dashboard.graphql';

/** The process's dashboard numbers, fetched again on every visit: candidates move while the process runs. */
export function useProcessDashboard(processId: number) {
  const { data, loading, error, refetch } = useQuery(ProcessDashboardQuery, {
    variables: { processId },
    fetchPolicy: 'cache-and-network',
  });
  return { dashboard: data?.processDashboard, loading, error, refetch };
}
