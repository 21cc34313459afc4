import { useMutation } from '@apollo/client/react';
import { BlacklistPersonMutation } from '../graphql/candidate-actions.graphql';

/** setPersonToBlackList: company-wide for the person; the candidate's flag follows the answer at once. */
export function useBlacklistPerson() {
  const [mutate, { loading }] = useMutation(BlacklistPersonMutation);
  const blacklist = async (candidate: { id: number; personId: number; processId: number }, reason?: string) => {
    await mutate({
      variables: { personId: candidate.personId, processId: candidate.processId, reason: reason?.trim() || null },
      update: (cache, { data }) => {
        if (data == null) return;
        cache.modify({
          id: cache.identify({ __typename: 'ProcessCandidate', id: candidate.id }),
          fields: { blackListed: () => data.setPersonToBlackList },
        });
      },
    });
  };
  return { blacklist, blacklisting: loading };
}
