import { restFetch } from '@/shared/lib/api';
import type { SessionTokens } from '@/shared/lib/session';

export interface SignInResult extends SessionTokens {
  user: { id: number; firstName: string; lastName: string; mail: string; companyId: number };
}

export interface DemoAccount {
  email: string;
  role: 'OWNER' | 'RECRUITER' | 'VIEWER';
  company: string;
  acceptedPolicy: boolean;
}

export const signIn = (email: string, password: string) =>
  restFetch<SignInResult>('/auth/login', { method: 'POST', body: { email, password } });

export const signOut = () => restFetch<{ ok: boolean }>('/auth/logout', { method: 'POST', body: {} });

export const fetchDemoAccounts = () => restFetch<{ password: string; accounts: DemoAccount[] }>('/auth/demo-accounts');
