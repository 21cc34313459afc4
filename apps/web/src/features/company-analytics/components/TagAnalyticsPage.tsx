import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { NO_FILTERS } from '../filters';
import { useTagAnalytics } from '../hooks/useAnalytics';
import { AnalyticsChartCard } from './AnalyticsChartCard';
import { AnalyticsFilters } from './AnalyticsFilters';
import { Chart, ChartsSkeleton } from './ProcessAnalyticsPage';

/** cap-my-company-analytics-tags: how the company's tags are used across its processes. */
export function TagAnalyticsPage() {
  const { t } = useTranslation('companyAnalytics');
  const notify = useSnackbar();
  const [filters, setFilters] = useState(NO_FILTERS);
  const { analytics, loading, error, refetch } = useTagAnalytics(filters);

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  let content;
  if (!analytics && loading) content = <ChartsSkeleton />;
  else if (!analytics)
    content = (
      <EmptyState
        message={t('loadFailed')}
        action={{ label: t('retry', { ns: 'common' }), onClick: () => void refetch().catch(() => undefined) }}
      />
    );
  else if (analytics.tags.length === 0) content = <EmptyState message={t('tags.empty')} />;
  else {
    const bars = analytics.tags.map((tag) => ({ label: tag.label, value: tag.candidates, color: tag.color }));
    content = (
      <AnalyticsChartCard
        title={t('tags.chart')}
        summary={t('tags.summary', { count: analytics.tags.length, processes: analytics.processes })}
        table={{
          headers: [t('columns.tag'), t('columns.candidates'), t('columns.processes')],
          rows: analytics.tags.map((tag) => [tag.label, tag.candidates, tag.processes]),
        }}
      >
        <Chart bars={bars} name={t('columns.candidates')} horizontal />
      </AnalyticsChartCard>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }} aria-busy={loading}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('tags.title')}
      </Typography>
      <AnalyticsFilters value={filters} onChange={setFilters} />
      {content}
    </Box>
  );
}
