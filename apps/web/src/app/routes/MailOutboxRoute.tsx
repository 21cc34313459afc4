import { MailOutboxPage } from '@/features/company-records/components/MailOutboxPage';

export default MailOutboxPage;
