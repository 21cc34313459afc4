import { UnwantedPage } from '@/features/company-records/components/UnwantedPage';

export default UnwantedPage;
