import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetProcessMonitorQuery } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { FUNNEL_STAGES } from '../dashboard';
import { useProcessDashboard } from '../hooks/useProcessDashboard';

// The chart library is the heaviest part of the tab: it loads with the first numbers to draw.
const DashboardCharts = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.DashboardCharts })));

/**
 * The dashboard tab (spec 2 section 2.4): where the process's candidates are (funnel), how the
 * finished ones scored, how often each component is passed, and how the tags are used.
 */
export function ProcessDashboardTab({ process }: { process: GetProcessMonitorQuery['getProcessMonitor'] }) {
  const { t } = useTranslation('processDashboard');
  const notify = useSnackbar();
  const titleId = useId();
  const { dashboard, loading, error, refetch } = useProcessDashboard(process.id);
  const refresh = () => void refetch().catch(() => undefined);

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  let content;
  if (!dashboard && loading) content = <DashboardSkeleton />;
  else if (!dashboard)
    content = (
      <EmptyState message={t('loadFailed')} action={{ label: t('retry', { ns: 'common' }), onClick: refresh }} />
    );
  else if (FUNNEL_STAGES.every((stage) => dashboard.funnel[stage] === 0)) content = <EmptyState message={t('empty')} />;
  else
    content = (
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardCharts dashboard={dashboard} />
      </Suspense>
    );

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={loading} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {content}
    </Box>
  );
}

function DashboardSkeleton() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={300} />
      ))}
    </Box>
  );
}
