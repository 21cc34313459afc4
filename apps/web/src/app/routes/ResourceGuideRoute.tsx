import { ResourceGuidePage } from '@/features/resource-center/components/ResourceGuidePage';

export default ResourceGuidePage;
