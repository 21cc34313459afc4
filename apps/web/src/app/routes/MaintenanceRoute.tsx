import { MaintenancePage } from '@/features/errors/components/ErrorPages';

export default MaintenancePage;
