import { ResourceCenterHome } from '@/features/resource-center/components/ResourceCenterHome';

export default ResourceCenterHome;
