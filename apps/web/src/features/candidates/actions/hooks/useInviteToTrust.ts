import { useMutation } from '@apollo/client/react';
import type { TrustCheck } from '@terna/domain';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { AddPeopleToTrustProcessMutation, LaunchSubProcessMutation } from '../graphql/trust.graphql';

interface TrustInvitee {
  personId: number;
  mail?: string | null;
}

/**
 * Invites candidates to the process's trust check (spec 3 section 4): the first invitation creates
 * the trust sub-process with the chosen optional checks (launchSubProcess), every invitation then
 * adds the people to it. The company's balance is read again afterwards (one credit per person).
 */
export function useInviteToTrust() {
  // The process reads its new sub-process, so the next invitation goes straight to adding people.
  const [launch, launching] = useMutation(LaunchSubProcessMutation, { refetchQueries: ['GetProcessMonitor'] });
  const [addPeople, adding] = useMutation(AddPeopleToTrustProcessMutation, {
    refetchQueries: [ClientInfoQuery],
  });
  const inviteToTrust = async (
    process: { id: number; children: readonly number[] },
    candidates: readonly TrustInvitee[],
    optionalChecks: readonly TrustCheck[],
  ) => {
    const childId =
      process.children[0] ??
      (await launch({ variables: { processId: process.id, competences: [...optionalChecks] } })).data!.launchSubProcess
        .id;
    await addPeople({
      variables: {
        processId: childId,
        peopleList: candidates.map((c) => ({ id: c.personId, email: c.mail ?? null })),
      },
    });
  };
  return { inviteToTrust, inviting: launching.loading || adding.loading };
}
