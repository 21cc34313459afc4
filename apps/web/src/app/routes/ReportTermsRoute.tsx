import { ReportTermsPage } from '@/features/report/components/ReportTermsPage';

export default ReportTermsPage;
