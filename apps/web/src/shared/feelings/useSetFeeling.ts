import { useApolloClient, useMutation } from '@apollo/client/react';
import type { Feeling } from '@terna/domain';
import { useCallback, useState } from 'react';
import type { ShortlistFeelingChangeFragment, ShortlistFeelingFragment } from '@/gql/graphql';
import { ApiError, restFetch } from '@/shared/lib/api';
import { isSessionErrorCode } from '@/shared/lib/apollo';
import { observerHeaders, useReviewer } from '@/shared/session/reviewer';
import { FeelingChangeFragment, SetFeelingMutation } from './feelings.graphql';

const OBSERVER_FEELINGS_PATH = '/process-web/observers/feelings';

interface FeelingTarget {
  id: number;
  processId: number;
}

/**
 * Records the reviewer's own feeling on a candidate (null clears it): a company user through
 * addPersonShortlisted, an observer through the observers' REST route with their link token. Either
 * way the candidate's feelings and the viewer's own one are written into the cache, so the row
 * shows the change without a refetch. Answers the candidate's feelings; throws the server's refusal.
 */
export function useSetFeeling() {
  const reviewer = useReviewer();
  const client = useApolloClient();
  const [mutate] = useMutation(SetFeelingMutation);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const setFeeling = useCallback(
    async (candidate: FeelingTarget, feeling: Feeling | null): Promise<ShortlistFeelingFragment[]> => {
      setPending((ids) => new Set(ids).add(candidate.id));
      try {
        let feelings: ShortlistFeelingFragment[];
        if (reviewer.realm === 'observer') {
          const body = {
            feeling,
            observerId: reviewer.observerId,
            processId: candidate.processId,
            processPersonId: candidate.id,
          };
          const data = await restFetch<{ feelings: Omit<ShortlistFeelingFragment, '__typename'>[] }>(
            OBSERVER_FEELINGS_PATH,
            {
              method: 'POST',
              body,
              headers: observerHeaders(reviewer.token),
            },
          ).catch((error: unknown) => {
            // The link was revoked or expired since the page loaded: the visit ends as any report request would end it.
            if (error instanceof ApiError && isSessionErrorCode(error.code)) reviewer.onSessionEnd();
            throw error;
          });
          feelings = data.feelings.map((entry) => ({ ...entry, __typename: 'CandidateFeeling' }));
        } else {
          const { data } = await mutate({
            variables: { processId: candidate.processId, processPersonId: String(candidate.id), feeling },
          });
          if (!data) throw new Error('addPersonShortlisted answered nothing');
          feelings = data.addPersonShortlisted.feelings;
        }
        // The cache finds the candidate by its type name and id, as the queries stored it.
        const change: ShortlistFeelingChangeFragment & { __typename: 'ProcessCandidate' } = {
          __typename: 'ProcessCandidate',
          id: candidate.id,
          viewerFeeling: feeling,
          feelings,
        };
        client.cache.writeFragment({
          fragment: FeelingChangeFragment,
          fragmentName: 'ShortlistFeelingChange',
          data: change,
        });
        return feelings;
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(candidate.id);
          return next;
        });
      }
    },
    [client, mutate, reviewer],
  );

  return { setFeeling, isPending: (id: number) => pending.has(id) };
}
