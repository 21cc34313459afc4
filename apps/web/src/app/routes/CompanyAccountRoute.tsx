import { CompanyAccountPage } from '@/features/company-account/components/CompanyAccountPage';

export default CompanyAccountPage;
