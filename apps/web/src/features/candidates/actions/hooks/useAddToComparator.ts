import { useMutation } from '@apollo/client/react';
import { AddToComparatorMutation } from '../graphql/candidate-actions.graphql';

/** addCandidatesToComparator: answers whether it was added and the server's message (spec 1 section 8). */
export function useAddToComparator() {
  const [mutate, { loading }] = useMutation(AddToComparatorMutation);
  const addToComparator = async (candidate: { id: number; processId: number }) => {
    const { data } = await mutate({ variables: { ids: [candidate.id], processId: candidate.processId } });
    if (!data) throw new Error('addCandidatesToComparator answered nothing');
    return data.addCandidatesToComparator;
  };
  return { addToComparator, adding: loading };
}
