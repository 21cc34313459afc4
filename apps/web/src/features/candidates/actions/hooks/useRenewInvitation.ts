import { useMutation } from '@apollo/client/react';
import { RenewInvitationMutation } from '../graphql/candidate-actions.graphql';

/** renewInvitation: e-mails the candidate a fresh link, valid until the process's current end date. */
export function useRenewInvitation() {
  const [mutate, { loading }] = useMutation(RenewInvitationMutation);
  const renewInvitation = async (candidate: { id: number }) => {
    await mutate({ variables: { processPersonId: candidate.id } });
  };
  return { renewInvitation, renewing: loading };
}
