import { useAbility } from '@casl/react';
import type { AppAbility } from '@terna/domain';
import { Navigate } from 'react-router';
import { TagAnalyticsPage } from '@/features/company-analytics/components/TagAnalyticsPage';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';

/** cap-my-company-analytics-tags: tag usage across the company's processes (general Dashboard permission). */
export default function TagsAnalyticsRoute() {
  const ability = useAbility<AppAbility>();
  const { to } = useLocale();
  if (!ability.can('general', 'Dashboard')) return <Navigate to={to(paths.accessDenied)} replace />;
  return <TagAnalyticsPage />;
}
