import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { PersonByEmailQuery } from '../graphql/invitations.graphql';

/** getPersonByEmail, always from the server: the person known by that e-mail, or null. */
export function usePersonLookup() {
  const client = useApolloClient();
  return useCallback(
    async (email: string) => {
      const { data } = await client.query({
        query: PersonByEmailQuery,
        variables: { email },
        fetchPolicy: 'network-only',
      });
      return data?.getPersonByEmail ?? null;
    },
    [client],
  );
}
