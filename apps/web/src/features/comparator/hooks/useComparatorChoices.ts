import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '@terna/domain';
import { useReviewer } from '@/shared/session/reviewer';
import { ComparatorChoicesQuery, ObserverComparatorChoicesQuery } from '../graphql/comparator.graphql';

/**
 * The candidates the picker offers for a search: a company user's finished candidates of the
 * process, an observer's visible shortlist. Asked for only while the picker is open.
 */
export function useComparatorChoices(processId: number, search: string, open: boolean) {
  const reviewer = useReviewer();
  const observerId = reviewer.realm === 'observer' ? reviewer.observerId : null;
  const common = { processId, wildcard: search.trim() || undefined, size: DEFAULT_PAGE_SIZE };
  const company = useQuery(ComparatorChoicesQuery, {
    variables: common,
    skip: !open || observerId !== null,
    fetchPolicy: 'cache-and-network',
  });
  const external = useQuery(ObserverComparatorChoicesQuery, {
    variables: { ...common, observerId: observerId ?? 0 },
    skip: !open || observerId === null,
    fetchPolicy: 'cache-and-network',
  });
  const choices =
    observerId === null
      ? company.data?.processPersonPaginated.data
      : external.data?.processPersonObserverShortListed.data;
  const { loading, error } = observerId === null ? company : external;
  return { choices: choices ?? [], loading, error };
}
