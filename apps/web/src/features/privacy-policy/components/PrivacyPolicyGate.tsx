import { needsPolicyAcceptance } from '@terna/domain';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { privacyPolicyRefusal } from '@/shared/lib/privacy-policy-refusal';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { PageLoader } from '@/shared/ui/PageLoader';

// Few users see it (only until they accept a new version): it loads when needed, with its catalogue.
const PrivacyPolicyDialog = lazy(() =>
  import('./PrivacyPolicyDialog').then((module) => ({ default: module.PrivacyPolicyDialog })),
);

/**
 * Shows the persistent policy dialog over the page while the user has not accepted the current
 * version: as the profile says, or as soon as the server refuses any call for that reason (then the
 * profile and the policy are read again, so the version accepted is the one in force).
 */
export function PrivacyPolicyGate({ children }: { children: ReactNode }) {
  const { user, privacyPolicy, loading, refetch } = useCurrentUser();
  const refused = useSyncExternalStore(privacyPolicyRefusal.subscribe, privacyPolicyRefusal.happened);
  useEffect(() => {
    // A failed read keeps the cached profile and policy: the dialog shows all the same.
    if (refused) void refetch().catch(() => undefined);
  }, [refused, refetch]);
  if (loading && !user) return <PageLoader />;
  const pending = refused || Boolean(user && needsPolicyAcceptance(user.termsAndConditions, privacyPolicy?.value));
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
