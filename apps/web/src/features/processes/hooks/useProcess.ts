import { useQuery } from '@apollo/client/react';
import { ProcessQuery } from '../graphql/processes.graphql';

/** getProcess: the process of the edit, relaunch and profile-choice pages. */
export function useProcess(id: number | null) {
  const { data, loading, error } = useQuery(ProcessQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  return { process: data?.getProcess, loading, error };
}
