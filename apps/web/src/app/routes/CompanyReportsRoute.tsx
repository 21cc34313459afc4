import { Skeleton } from '@mui/material';
import { hasFeature } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { CompanyReportsPage } from '@/features/company-analytics/components/CompanyReportsPage';
import { useClientInfo } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';

/** cap-my-company-reports: behind the COMPANY_REPORTS or ANALYTIC_REPORT feature (the server refuses without it too). */
export default function CompanyReportsRoute() {
  const { t } = useTranslation('companyAnalytics');
  const { clientInfo, loading } = useClientInfo();
  if (!clientInfo && loading)
    return <Skeleton variant="rounded" height={240} aria-label={t('loading', { ns: 'common' })} />;
  const features = clientInfo?.features;
  if (!hasFeature(features, 'COMPANY_REPORTS') && !hasFeature(features, 'ANALYTIC_REPORT'))
    return <EmptyState message={t('gate.reports')} />;
  return <CompanyReportsPage />;
}
