import { useMutation } from '@apollo/client/react';
import { CloneProcessMutation } from '../graphql/processes.graphql';

/** clone(id, {name, timeZone}): a new draft copy in the browser's time zone; answers the new id. */
export function useCloneProcess() {
  const [mutate, { loading }] = useMutation(CloneProcessMutation);
  const clone = async (id: number, name: string): Promise<number> => {
    const { data } = await mutate({
      variables: { id, relaunchProcessCreateDto: { name, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } },
    });
    if (!data) throw new Error('clone answered no id');
    return data.clone;
  };
  return { clone, cloning: loading };
}
