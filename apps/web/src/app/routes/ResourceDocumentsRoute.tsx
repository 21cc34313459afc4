import { ResourceListPage } from '@/features/resource-center/components/ResourceListPage';

export default function ResourceDocumentsRoute() {
  return <ResourceListPage kind="DOCUMENT" />;
}
