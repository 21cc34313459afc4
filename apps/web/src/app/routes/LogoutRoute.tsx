import { LogoutPage } from '@/features/auth/components/LogoutPage';

export default LogoutPage;
