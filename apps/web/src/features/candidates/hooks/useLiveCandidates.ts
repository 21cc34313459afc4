import { useApolloClient, useSubscription } from '@apollo/client/react';
import { LIVE_REFRESH_DEBOUNCE_MS } from '@terna/domain';
import { useEffect, useRef } from 'react';
import { CandidateChangedSubscription, CandidateDetailQuery, CandidateListQuery } from '../graphql/candidates.graphql';

/**
 * Keeps the process's candidate list, its facet counts and the open sidebar current without polling:
 * each candidateChanged event (another member tagged or hired someone, a candidate finished a step,
 * a trust result arrived) asks both again, once per burst of events.
 */
export function useLiveCandidates(processId: number): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useSubscription(CandidateChangedSubscription, {
    variables: { processId },
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void client.refetchQueries({ include: [CandidateListQuery, CandidateDetailQuery] }),
        LIVE_REFRESH_DEBOUNCE_MS,
      );
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}
