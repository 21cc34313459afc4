import { useMutation } from '@apollo/client/react';
import { CloseProcessMutation } from '../graphql/processes.graphql';
import { useRefreshProcessesLater } from './useRefreshProcessesLater';

/** close(id, noValidate: true): the answer updates the process in the cache; the lists refresh later. Answers its processFeedback. */
export function useCloseProcess() {
  const [mutate, { loading }] = useMutation(CloseProcessMutation);
  const refreshLater = useRefreshProcessesLater();
  const close = async (id: number) => {
    const result = await mutate({ variables: { id } });
    refreshLater();
    return result.data?.close.processFeedback;
  };
  return { close, closing: loading };
}
