import { CompanyNotFoundPage } from '@/features/errors/components/ErrorPages';

export default CompanyNotFoundPage;
