import { useMutation } from '@apollo/client/react';
import { ArchiveProcessMutation } from '../graphql/processes.graphql';
import { useRefreshProcessesLater } from './useRefreshProcessesLater';

/** archive(id, status): true archives, false unarchives; the lists refresh later. */
export function useArchiveProcess() {
  const [mutate, { loading }] = useMutation(ArchiveProcessMutation);
  const refreshLater = useRefreshProcessesLater();
  const setArchived = async (id: number, archived: boolean) => {
    await mutate({ variables: { id, status: archived } });
    refreshLater();
  };
  return { setArchived, saving: loading };
}
