import { useApolloClient, useMutation } from '@apollo/client/react';
import { BlacklistQuery, RemoveFromBlacklistMutation } from '../graphql/blacklist.graphql';

export interface BlacklistEntryRef {
  id: number;
  personId: number;
  processId: number;
}

/**
 * Takes a person off the company's unwanted list: setPersonToBlackList with listed false, so a
 * person a colleague removed a moment before stays off instead of being toggled back on. The
 * process's list and the candidate's flag in the cache follow at once.
 */
export function useRemoveFromBlacklist() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveFromBlacklistMutation);

  const remove = async (entry: BlacklistEntryRef): Promise<void> => {
    await mutate({ variables: { personId: entry.personId, processId: entry.processId } });
    client.cache.updateQuery({ query: BlacklistQuery, variables: { processId: entry.processId } }, (data) =>
      data
        ? { getBlackListByProcessId: data.getBlackListByProcessId.filter((item) => item.personId !== entry.personId) }
        : data,
    );
    client.cache.modify({
      id: client.cache.identify({ __typename: 'ProcessCandidate', id: entry.id }),
      fields: { blackListed: () => false },
    });
  };

  return { remove, removing: loading };
}
