import { needsPolicyAcceptance } from '@terna/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog';

/** Shows the persistent policy dialog over the page while the user has not accepted the current version. */
export function PrivacyPolicyGate({ children }: { children: ReactNode }) {
  const { user, privacyPolicy, loading } = useCurrentUser();
  if (loading && !user) return <PageLoader />;
  const pending = Boolean(user && needsPolicyAcceptance(user.termsAndConditions, privacyPolicy?.value));
  return (
    <>
      {children}
      {pending && privacyPolicy && <PrivacyPolicyDialog link={privacyPolicy.link} />}
    </>
  );
}
