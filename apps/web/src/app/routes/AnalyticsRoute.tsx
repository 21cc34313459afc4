import { useAbility } from '@casl/react';
import type { AppAbility } from '@terna/domain';
import { Navigate } from 'react-router';
import { ProcessAnalyticsPage } from '@/features/company-analytics/components/ProcessAnalyticsPage';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';

/** cap-my-company-analytics-process, the header's Dashboard; without the general Dashboard permission, access denied. */
export default function AnalyticsRoute() {
  const ability = useAbility<AppAbility>();
  const { to } = useLocale();
  if (!ability.can('general', 'Dashboard')) return <Navigate to={to(paths.accessDenied)} replace />;
  return <ProcessAnalyticsPage />;
}
