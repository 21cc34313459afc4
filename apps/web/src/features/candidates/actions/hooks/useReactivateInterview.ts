import { useMutation } from '@apollo/client/react';
import { ReactivateComponentMutation } from '../graphql/candidate-actions.graphql';

/** reactivateComponent(INTERVIEW): the interview goes back to pending and the candidate to INPROGRESS. */
export function useReactivateInterview() {
  const [mutate, { loading }] = useMutation(ReactivateComponentMutation);
  const reactivate = async (candidate: { processId: number; personId: number }) => {
    await mutate({
      variables: { processId: candidate.processId, personId: candidate.personId, positionComponentType: 'INTERVIEW' },
    });
  };
  return { reactivate, reactivating: loading };
}
