import { useQuery } from '@apollo/client/react';
import { ResourceGuideQuery } from '../graphql/resource-center.graphql';

/** A guide by its slug, with its Markdown. */
export function useResourceGuide(slug: string) {
  const { data, loading, error } = useQuery(ResourceGuideQuery, { variables: { slug } });
  return {
    guide: data?.resourceItem ?? null,
    loading: loading && !data,
    error,
  };
}
