import { useMutation } from '@apollo/client/react';
import { MANUAL_INVITATION_SOURCE } from '@terna/domain';
import { AddPeopleToProcessMutation, SendBulkInvitationMutation } from '../graphql/invitations.graphql';

export interface InvitedCandidate {
  personId: number;
  firstName: string;
  lastName: string;
  mail?: string | null;
  identification?: string | null;
}

/**
 * Invites existing people from the source process to another one: one through addPeopleToProcess,
 * a group through sendBulkInvitation. Each answers whether anyone was new to the process.
 */
export function useInviteToProcess(sourceProcessId: number | null) {
  const [addPeople] = useMutation(AddPeopleToProcessMutation);
  const [sendBulk] = useMutation(SendBulkInvitationMutation);

  const inviteOne = async (processId: number, candidate: InvitedCandidate): Promise<{ invited: boolean }> => {
    const { data } = await addPeople({
      variables: {
        processAddPeopleInput: {
          processId,
          sourceProcessId,
          peopleList: [
            {
              id: candidate.personId,
              email: candidate.mail ?? null,
              identification: candidate.identification ?? null,
              firstName: candidate.firstName,
              lastName: candidate.lastName,
            },
          ],
        },
      },
    });
    return { invited: (data?.addPeopleToProcess.length ?? 0) > 0 };
  };

  const inviteGroup = async (
    processId: number,
    candidates: readonly InvitedCandidate[],
  ): Promise<{ invited: number; skipped: number }> => {
    const { data } = await sendBulk({
      variables: {
        processId,
        sourceProcessId,
        candidates: candidates.map((candidate) => ({
          id: candidate.personId,
          email: candidate.mail ?? null,
          identification: candidate.identification ?? null,
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          source: MANUAL_INVITATION_SOURCE,
        })),
      },
    });
    if (!data) throw new Error('sendBulkInvitation answered nothing');
    return { invited: data.sendBulkInvitation.invited, skipped: data.sendBulkInvitation.skipped };
  };

  return { inviteOne, inviteGroup };
}
