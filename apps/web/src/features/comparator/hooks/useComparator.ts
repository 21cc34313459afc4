import { useQuery } from '@apollo/client/react';
import { COMPARATOR_PAGE_SIZE, DEFAULT_PAGE } from '@terna/domain';
import { useReviewer } from '@/shared/session/reviewer';
import { ComparatorQuery } from '../graphql/comparator.graphql';

/**
 * The comparator page: a company user's own comparator of the process, or the candidates an
 * observer picked (`ids`; nothing is asked for before they pick one, the server wants at least one).
 */
export function useComparator(processId: number, page: number, ids: readonly number[]) {
  const reviewer = useReviewer();
  const observer = reviewer.realm === 'observer';
  const { data, previousData, loading, error, refetch } = useQuery(ComparatorQuery, {
    variables: observer
      ? { processId, page: DEFAULT_PAGE, size: COMPARATOR_PAGE_SIZE, ids: [...ids] }
      : { processId, page, size: COMPARATOR_PAGE_SIZE },
    skip: observer && ids.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  // An observer's change of pick keeps the last table on screen until the new one arrives.
  const comparator = (data ?? (observer ? previousData : undefined))?.processPersonComparator;
  return { comparator, loading, error, refetch: () => refetch().then(() => undefined) };
}
