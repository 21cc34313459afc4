import { useAbility } from '@casl/react';
import type { AppAbility } from '@terna/domain';
import { Navigate } from 'react-router';
import { CreditsPage } from '@/features/company-analytics/components/CreditsPage';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';

/** cap-my-company-credits: the credits Dashboard permission. */
export default function CreditsRoute() {
  const ability = useAbility<AppAbility>();
  const { to } = useLocale();
  if (!ability.can('credits', 'Dashboard')) return <Navigate to={to(paths.accessDenied)} replace />;
  return <CreditsPage />;
}
