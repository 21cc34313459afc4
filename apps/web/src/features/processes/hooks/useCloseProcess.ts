import { useMutation } from '@apollo/client/react';
import { CloseProcessMutation } from '../graphql/processes.graphql';
import { useRefreshProcessesLater } from './useRefreshProcessesLater';

/** close(id, noValidate: true): the answer updates the process in the cache; the lists refresh later. */
export function useCloseProcess() {
  const [mutate, { loading }] = useMutation(CloseProcessMutation);
  const refreshLater = useRefreshProcessesLater();
  const close = async (id: number) => {
    await mutate({ variables: { id } });
    refreshLater();
  };
  return { close, closing: loading };
}
