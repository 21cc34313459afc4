import { ActivityLogPage } from '@/features/company-records/components/ActivityLogPage';

export default ActivityLogPage;
