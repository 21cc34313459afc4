import { useQuery } from '@apollo/client/react';
import { ResourceCenterPublisherQuery } from '../graphql/resource-center.graphql';

/** Whether the signed-in user is a Terna administrator, who publishes, edits and deletes items. */
export function useResourcePublisher(): boolean {
  const { data } = useQuery(ResourceCenterPublisherQuery);
  return data?.resourceCenterPublisher ?? false;
}
