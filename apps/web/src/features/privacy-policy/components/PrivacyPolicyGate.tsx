import { needsPolicyAcceptance } from '@terna/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { PageLoader } from '@/shared/ui/PageLoader';

// Few users see it (only until they accept a new version): it loads when needed, with its catalogue.
const PrivacyPolicyDialog = lazy(() =>
  import('./PrivacyPolicyDialog').then((module) => ({ default: module.PrivacyPolicyDialog })),
);

/** Shows the persistent policy dialog over the page while the user has not accepted the current version. */
export function PrivacyPolicyGate({ children }: { children: ReactNode }) {
  const { user, privacyPolicy, loading } = useCurrentUser();
  if (loading && !user) return <PageLoader />;
  const pending = Boolean(user && needsPolicyAcceptance(user.termsAndConditions, privacyPolicy?.value));
  return (
    <>
      {children}
      {pending && privacyPolicy && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog link={privacyPolicy.link} />
        </Suspense>
      )}
    </>
  );
}
