import { useMutation } from '@apollo/client/react';
import { ApproveComponentsMutation } from '../graphql/candidate-actions.graphql';

/** aproveComponents: the rejected components pass with the recruiter's observation; the answer refreshes the candidate in the cache. */
export function useApproveComponents() {
  const [mutate, { loading }] = useMutation(ApproveComponentsMutation);
  const approve = async (candidate: { id: number; processId: number }, observation: string) => {
    await mutate({ variables: { processId: candidate.processId, candidateId: candidate.id, observation } });
  };
  return { approve, approving: loading };
}
