import { useMutation, useQuery } from '@apollo/client/react';
import { RemoveUnwantedMutation, UnwantedPersonsQuery } from '../graphql/company-records.graphql';

export const UNWANTED_PAGE_SIZE = 25;

/** A page of the company's unwanted list, and taking a person off it with a note. */
export function useUnwantedPersons(page: number, search: string) {
  const variables = { page, size: UNWANTED_PAGE_SIZE, search: search || null };
  const { data, loading, error, refetch } = useQuery(UnwantedPersonsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(RemoveUnwantedMutation, {
    refetchQueries: [{ query: UnwantedPersonsQuery, variables }],
    awaitRefetchQueries: true,
  });
  return {
    page: data?.unwantedPersons,
    loading,
    error,
    refetch,
    remove: (personId: number, note: string) => remove({ variables: { personId, note } }),
    removing: removing.loading,
  };
}
