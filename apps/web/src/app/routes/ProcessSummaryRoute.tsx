import { ProcessSummaryPage } from '@/features/processes/components/ProcessSummaryPage';

export default ProcessSummaryPage;
