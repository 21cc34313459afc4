import { HiredPage } from '@/features/company-records/components/HiredPage';

export default HiredPage;
