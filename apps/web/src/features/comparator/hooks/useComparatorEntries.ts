import { useMutation } from '@apollo/client/react';
import { AddToComparatorMutation, RemoveFromComparatorMutation } from '../graphql/comparator.graphql';

/**
 * A company user's comparator entries: adding and removing answer the server's outcome and its
 * translated message (full, already there, added, removed: spec 3 section 5) for the snackbar.
 */
export function useComparatorEntries(processId: number) {
  const [add, adding] = useMutation(AddToComparatorMutation);
  const [remove, removing] = useMutation(RemoveFromComparatorMutation);

  const addCandidate = async (id: number) => {
    const { data } = await add({ variables: { ids: [id], processId } });
    if (!data) throw new Error('addCandidatesToComparator answered nothing');
    return data.addCandidatesToComparator;
  };
  const removeCandidate = async (id: number) => {
    const { data } = await remove({ variables: { id, processId } });
    if (!data) throw new Error('removeCandidateFromComparator answered nothing');
    return data.removeCandidateFromComparator;
  };
  return { addCandidate, removeCandidate, busy: adding.loading || removing.loading };
}
