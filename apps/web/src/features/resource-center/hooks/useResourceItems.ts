import { useQuery } from '@apollo/client/react';
import type { Locale, ResourceKind } from '@terna/domain';
import { ResourceItemsQuery } from '../graphql/resource-center.graphql';

export interface ResourceFilters {
  kind?: ResourceKind;
  language?: Locale;
  search?: string;
  page?: number;
  size?: number;
}

/** A page of the resource centre's items. */
export function useResourceItems({ kind, language, search, page = 1, size = 12 }: ResourceFilters) {
  const { data, previousData, loading, error, refetch } = useQuery(ResourceItemsQuery, {
    variables: { kind, language, search: search || undefined, page, size },
    fetchPolicy: 'cache-and-network',
  });
  // While another page or search loads, the last answer stays on screen instead of a flash of skeletons.
  const shown = data ?? previousData;
  return {
    items: shown?.resourceItems.data ?? null,
    total: shown?.resourceItems.total ?? 0,
    loading: loading && !shown,
    error,
    refetch,
  };
}
