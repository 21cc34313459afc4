import { useMutation, useQuery } from '@apollo/client/react';
import { HiredPersonsQuery, UndoHireMutation } from '../graphql/company-records.graphql';

export const HIRED_PAGE_SIZE = 25;

/** A page of the company's hires, and undoing one through the candidate actions' hire mutation. */
export function useHiredPersons(page: number, search: string) {
  const variables = { page, size: HIRED_PAGE_SIZE, search: search || null };
  const { data, loading, error, refetch } = useQuery(HiredPersonsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [undo, undoing] = useMutation(UndoHireMutation, {
    refetchQueries: [{ query: HiredPersonsQuery, variables }],
    awaitRefetchQueries: true,
  });
  return {
    page: data?.hiredPersons,
    loading,
    error,
    refetch,
    undo: (processId: number, processPersonId: number) => undo({ variables: { processId, processPersonId } }),
    undoing: undoing.loading,
  };
}
