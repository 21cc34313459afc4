import { useQuery } from '@apollo/client/react';
import { InvitableProcessesQuery } from '../graphql/invitations.graphql';

/** One page of the launched, active processes a candidate can be invited to, the current one left out. */
export function useInvitableProcesses(input: {
  page: number;
  size: number;
  wildcard: string;
  /** The process the candidates come from; null when they come from no process (the talent pool). */
  excludeId: number | null;
  skip: boolean;
}) {
  const { data, previousData, loading, error } = useQuery(InvitableProcessesQuery, {
    variables: { page: input.page, size: input.size, wildcard: input.wildcard || null, excludeId: input.excludeId },
    skip: input.skip,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return { processes: shown?.processPaginated.data ?? [], total: shown?.processPaginated.total ?? 0, loading, error };
}
