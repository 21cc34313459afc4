import { UserCompaniesPage } from '@/features/companies/components/UserCompaniesPage';

export default UserCompaniesPage;
