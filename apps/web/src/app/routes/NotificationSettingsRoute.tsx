import { NotificationSettingsPage } from '@/features/company-records/components/NotificationSettingsPage';

export default NotificationSettingsPage;
