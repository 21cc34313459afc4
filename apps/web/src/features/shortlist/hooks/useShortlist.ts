import { useQuery } from '@apollo/client/react';
import { SHORTLIST_PAGE_SIZE } from '@terna/domain';
import { useReviewer } from '@/shared/session/reviewer';
import { ObserverShortlistQuery, ShortlistQuery } from '../graphql/shortlist.graphql';
import type { ShortlistParams } from '../shortlist-params';

/**
 * One page of the shortlist: the company's (processPersonShortlisted, with the observer filter) or,
 * under the report, the observer's (processPersonObserverShortListed, their visible candidates only).
 */
export function useShortlist(processId: number, params: ShortlistParams) {
  const reviewer = useReviewer();
  const observer = reviewer.realm === 'observer' ? reviewer : null;
  const wildcard = params.search.trim() || undefined;
  const common = { processId, page: params.page, size: SHORTLIST_PAGE_SIZE, wildcard };

  const company = useQuery(ShortlistQuery, {
    variables: { ...common, observersIds: params.observers.length > 0 ? params.observers : undefined },
    skip: observer !== null,
    fetchPolicy: 'cache-and-network',
  });
  const external = useQuery(ObserverShortlistQuery, {
    variables: { ...common, observerId: observer?.observerId ?? 0 },
    skip: observer === null,
    fetchPolicy: 'cache-and-network',
  });

  const page = observer ? external.data?.processPersonObserverShortListed : company.data?.processPersonShortlisted;
  const { loading, error, refetch } = observer ? external : company;
  return {
    candidates: page?.data,
    total: page?.total ?? 0,
    loading,
    error,
    refetch: () => refetch().then(() => undefined),
  };
}
