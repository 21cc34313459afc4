import { ResourceListPage } from '@/features/resource-center/components/ResourceListPage';

export default function ResourceVideosRoute() {
  return <ResourceListPage kind="VIDEO" />;
}
