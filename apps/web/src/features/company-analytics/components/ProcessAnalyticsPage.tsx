import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAnalyticsQuery } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { NO_FILTERS } from '../filters';
import { useCompanyAnalytics } from '../hooks/useAnalytics';
import { AnalyticsChartCard } from './AnalyticsChartCard';
import { AnalyticsFilters } from './AnalyticsFilters';
import type { Bar } from './BarChartView';

// The chart library is the heaviest part of the page: it loads with the first numbers to draw.
const BarChartView = lazy(() => import('./BarChartView'));

type Analytics = CompanyAnalyticsQuery['companyAnalytics'];

/** cap-my-company-analytics-process (the header's Dashboard): the company's processes, candidates and hires in charts. */
export function ProcessAnalyticsPage() {
  const { t } = useTranslation('companyAnalytics');
  const notify = useSnackbar();
  const [filters, setFilters] = useState(NO_FILTERS);
  const { analytics, loading, error, refetch } = useCompanyAnalytics(filters);

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
  else if (analytics.processes === 0) content = <EmptyState message={t('empty')} />;
  else content = <ProcessCharts analytics={analytics} />;

  return (
    <Box sx={{ display: 'grid', gap: 3 }} aria-busy={loading}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('process.title')}
      </Typography>
      <AnalyticsFilters value={filters} onChange={setFilters} />
      {content}
    </Box>
  );
}

function ProcessCharts({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation('companyAnalytics');
  const number = new Intl.NumberFormat(i18n.language);
  const processBars: Bar[] = analytics.processesByStatus.map((row) => ({
    label: t(`processStatus.${row.status}`),
    value: row.count,
  }));
  const monthBars: Bar[] = analytics.processesByMonth.map((row) => ({
    label: monthLabel(row.month, i18n.language),
    value: row.count,
  }));
  const statusBars: Bar[] = analytics.candidatesByStatus.map((row) => ({
    label: t(`personStatus.${row.status}`),
    value: row.count,
  }));
  const sourceBars: Bar[] = analytics.candidatesBySource.map((row) => ({
    label: t(`source.${row.source}`),
    value: row.count,
  }));
  const bandBars: Bar[] = analytics.timeToHire.bands.map((band) => ({
    label:
      band.to === null
        ? t('timeToHire.bandOpen', { from: band.from })
        : t('timeToHire.band', { from: band.from, to: band.to }),
    value: band.count,
  }));
  const median = analytics.timeToHire.medianDays;
  const figures = [
    { label: t('figures.processes'), value: number.format(analytics.processes) },
    { label: t('figures.candidates'), value: number.format(analytics.candidates) },
    { label: t('figures.hires'), value: number.format(analytics.timeToHire.hires) },
    { label: t('figures.median'), value: median === null ? t('none') : t('days', { count: median }) },
  ];
  const table = (header: string, bars: Bar[], counted: string) => ({
    headers: [header, counted],
    rows: bars.map((bar) => [bar.label, bar.value]),
  });
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {figures.map((figure) => (
          <Paper key={figure.label} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <AnalyticsChartCard
          title={t('process.byStatus')}
          summary={t('process.byStatusSummary', { count: analytics.processes })}
          table={table(t('columns.status'), processBars, t('columns.processes'))}
        >
          <Chart bars={processBars} name={t('columns.processes')} horizontal />
        </AnalyticsChartCard>
        <AnalyticsChartCard
          title={t('process.byMonth')}
          summary={t('process.byMonthSummary', { count: monthBars.length })}
          table={table(t('columns.month'), monthBars, t('columns.processes'))}
        >
          <Chart bars={monthBars} name={t('columns.processes')} />
        </AnalyticsChartCard>
        <AnalyticsChartCard
          title={t('candidates.byStatus')}
          summary={t('candidates.summary', { count: analytics.candidates })}
          table={table(t('columns.status'), statusBars, t('columns.candidates'))}
        >
          <Chart bars={statusBars} name={t('columns.candidates')} horizontal />
        </AnalyticsChartCard>
        <AnalyticsChartCard
          title={t('candidates.bySource')}
          summary={t('candidates.sourceSummary', { count: sourceBars.length })}
          table={table(t('columns.source'), sourceBars, t('columns.candidates'))}
        >
          <Chart bars={sourceBars} name={t('columns.candidates')} horizontal />
        </AnalyticsChartCard>
        <AnalyticsChartCard
          title={t('timeToHire.title')}
          summary={
            median === null
              ? t('timeToHire.none')
              : t('timeToHire.summary', { count: analytics.timeToHire.hires, median: t('days', { count: median }) })
          }
          table={table(t('columns.days'), bandBars, t('columns.hires'))}
        >
          <Chart bars={bandBars} name={t('columns.hires')} />
        </AnalyticsChartCard>
      </Box>
    </>
  );
}

export function Chart(props: { bars: Bar[]; name: string; horizontal?: boolean }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
      <BarChartView {...props} />
    </Suspense>
  );
}

/** "2026-03" as the reader's short month and year ("mar 2026"). */
function monthLabel(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, index! - 1, 1)),
  );
}

export function ChartsSkeleton() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={280} />
      ))}
    </Box>
  );
}
