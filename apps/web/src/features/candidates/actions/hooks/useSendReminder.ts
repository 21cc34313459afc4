import { useMutation } from '@apollo/client/react';
import { SendReminderMutation } from '../graphql/candidate-actions.graphql';

/** sendReminder: e-mails the candidate the invitation link again. */
export function useSendReminder() {
  const [mutate, { loading }] = useMutation(SendReminderMutation);
  const sendReminder = async (candidate: { processId: number; personId: number }) => {
    await mutate({ variables: { processId: candidate.processId, personId: candidate.personId } });
  };
  return { sendReminder, sending: loading };
}
