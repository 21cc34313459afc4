import { ReportExpiredPage } from '@/features/report/components/ReportExpiredPage';

export default ReportExpiredPage;
