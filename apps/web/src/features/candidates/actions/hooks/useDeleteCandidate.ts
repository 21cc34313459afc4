import { useMutation } from '@apollo/client/react';
import { DeleteCandidateMutation } from '../graphql/candidate-actions.graphql';

/** deleteCandidateFromProcess: an OPEN candidate leaves the process and every list in the cache. */
export function useDeleteCandidate() {
  const [mutate, { loading }] = useMutation(DeleteCandidateMutation);
  const deleteCandidate = async (candidate: { id: number; processId: number }) => {
    await mutate({
      variables: { processId: candidate.processId, candidateId: candidate.id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'ProcessCandidate', id: candidate.id }) });
        cache.gc();
      },
    });
  };
  return { deleteCandidate, deleting: loading };
}
