import { ProcessListPage } from '@/features/processes/components/ProcessListPage';

export default ProcessListPage;
