import { CompanyTagsPage } from '@/features/company-records/components/CompanyTagsPage';

export default CompanyTagsPage;
