import { SignInPage } from '@/features/auth/components/SignInPage';

export default SignInPage;
