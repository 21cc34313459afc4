import { CompanyHomePage } from '@/features/company-home/components/CompanyHomePage';

export default CompanyHomePage;
