import { useQuery } from '@apollo/client/react';
import { useReviewer } from '@/shared/session/reviewer';
import { ShortlistObserversQuery } from '../graphql/shortlist.graphql';

/**
 * The process's observers for the company's filter (only for those who may manage observers); none
 * for an observer, who sees only their own list. A failure only leaves the filter out.
 */
export function useShortlistObservers(processId: number, enabled: boolean) {
  const reviewer = useReviewer();
  const { data, error } = useQuery(ShortlistObserversQuery, {
    variables: { processId },
    skip: !enabled || reviewer.realm !== 'company',
  });
  return { observers: data?.getObservers ?? [], error };
}
