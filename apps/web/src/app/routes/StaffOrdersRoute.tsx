import { StaffOrdersPage } from '@/features/subscriptions/components/StaffOrdersPage';

export default StaffOrdersPage;
