import { ApolloProvider } from '@apollo/client/react';
import { AbilityProvider } from '@casl/react';
import { isHeaderHidden, isSubscriptionBlocked } from '@terna/domain';
import { useSyncExternalStore, useState, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SkipToContent } from '@/shared/ui/SkipToContent';
import { NotificationBell } from '@/features/notifications';
import { AppHeader } from '@/features/shell/components/AppHeader';
import { ZeroCreditBanner } from '@/features/subscriptions/components/ZeroCreditBanner';
import { PrivacyPolicyGate } from '@/features/privacy-policy/components/PrivacyPolicyGate';
import { NpsPromptHost } from '@/features/processes/components/NpsPrompt';
import { useLocale } from '@/shared/hooks/useLocale';
import { apolloClient } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { resumeSession, session } from '@/shared/lib/session';
import { useClientInfo, useCurrentUser, usePermissionAbility } from '@/shared/session/useSessionData';
import { PageLoader } from '@/shared/ui/PageLoader';

function useSessionToken() {
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.token(),
  );
}

/**
 * The guards of spec 2 section 6, in order: authentication, client info with the subscription
 * check and company verification, then the privacy-policy version over the page.
 */
export function AuthenticatedLayout() {
  const token = useSessionToken();
  const location = useLocation();
  const { to } = useLocale();
  const [resumed, setResumed] = useState<boolean | null>(() => (session.isActive() ? true : null));

  useEffect(() => {
    if (resumed === null) void resumeSession().then(setResumed);
  }, [resumed]);

  if (!token || resumed === false) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${to(paths.login)}?redirect=${redirect}`} replace />;
  }
  if (resumed === null) return <PageLoader />;
  return (
    <ApolloProvider client={apolloClient()}>
      <CompanyGuards />
    </ApolloProvider>
  );
}

function CompanyGuards() {
  const { pathname } = useLocation();
  const { to } = useLocale();
  const { ability, loading: permissionsLoading } = usePermissionAbility();
  const { clientInfo, loading: clientLoading } = useClientInfo();
  // Asked with the guards' queries, not once they pass: the privacy-policy gate below reads it, and
  // waiting made a third round trip before the page's own query (a phone's first screen, issue 22).
  useCurrentUser();

  if (permissionsLoading || clientLoading) return <PageLoader />;
  if (clientInfo && isSubscriptionBlocked(clientInfo.plans)) return <Navigate to={to(paths.accessDenied)} replace />;
  if (clientInfo && !clientInfo.verified) return <Navigate to={to(paths.companyNotFound)} replace />;

  return (
    <AbilityProvider value={ability}>
      <SkipToContent />
      {!isHeaderHidden(pathname) && <AppHeader actions={<NotificationBell />} />}
      {!isHeaderHidden(pathname) && <ZeroCreditBanner />}
      <PrivacyPolicyGate>
        <Outlet />
      </PrivacyPolicyGate>
      <NpsPromptHost />
    </AbilityProvider>
  );
}
