import { ReportLayout } from '@/features/report/components/ReportLayout';

export default ReportLayout;
