import { useQuery } from '@apollo/client/react';
import { ProcessMonitorQuery } from '../graphql/processes.graphql';

/** getProcessMonitor: the process of the control tabs. */
export function useProcessMonitor(id: number | null) {
  const { data, loading, error } = useQuery(ProcessMonitorQuery, {
    variables: { processId: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  return { process: data?.getProcessMonitor, loading, error };
}
