import { AccessDeniedPage } from '@/features/errors/components/ErrorPages';

export default AccessDeniedPage;
