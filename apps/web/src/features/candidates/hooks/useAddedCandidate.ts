import { useApolloClient } from '@apollo/client/react';
import { CANDIDATE_ADDED_STATUS_SWAP_MS } from '@terna/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProcessPersonPaginatedQueryVariables } from '@/gql/graphql';
import type { CandidateListFilters } from '../list-params';
import { withAddedCandidate } from '../added-candidate';
import { AddedCandidateQuery, CandidateListQuery } from '../graphql/candidates.graphql';

/**
 * A candidate added from the people tab (spec 2 section 4.2): it shows as ENDED for 3 seconds,
 * then as OPEN, and the OPEN counter of the list rises by 1.
 */
export function useAddedCandidate(
  variables: ProcessPersonPaginatedQueryVariables,
  statusFilter: CandidateListFilters['personEvaluationsStatus'],
) {
  const client = useApolloClient();
  const [recent, setRecent] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const onAdded = useCallback(
    async (candidate: { id: number }) => {
      setRecent((ids) => new Set(ids).add(candidate.id));
      try {
        const { data } = await client.query({
          query: AddedCandidateQuery,
          variables: { id: candidate.id },
          fetchPolicy: 'network-only',
        });
        const row = data?.processPerson;
        if (!row) return;
        client.cache.updateQuery({ query: CandidateListQuery, variables }, (list) =>
          list
            ? { ...list, processPersonPaginated: withAddedCandidate(list.processPersonPaginated, row, statusFilter) }
            : list,
        );
      } finally {
        // Counted from the moment the row is on the list, not from the invitation: on a slow network
        // the row would otherwise arrive with its real status and never show the swap.
        timers.current.push(
          setTimeout(
            () => setRecent((ids) => new Set([...ids].filter((id) => id !== candidate.id))),
            CANDIDATE_ADDED_STATUS_SWAP_MS,
          ),
        );
      }
    },
    [client, variables, statusFilter],
  );

  const statusOf = useCallback(
    (candidate: { id: number; evaluationsStatus: string }) =>
      recent.has(candidate.id) ? 'ENDED' : candidate.evaluationsStatus,
    [recent],
  );

  return { onAdded, statusOf };
}
