import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { ProcessDashboardQuery } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { EmptyState } from '@/shared/ui/EmptyState';
import {
  finishedCount,
  funnelBars,
  labelledDomain,
  PERCENT_LABEL_ROOM,
  mostCommonBar,
  passRateBars,
  scoreBars,
  tagBars,
  type FunnelStage,
} from '../dashboard';
import { ChartCard } from './ChartCard';

type Dashboard = ProcessDashboardQuery['processDashboard'];

/** Horizontal charts show each value on its bar: the value axis itself would only repeat them. */
const labelledValueAxis = {
  position: 'none',
  domainLimit: (_min: unknown, max: { valueOf(): number }) => labelledDomain(max.valueOf()),
} as const;
/** A count after its bar, 0 included (the library's 'value' label leaves an empty bar unlabelled, which reads as missing). */
const countLabel = (item: { value: number | null }) => String(item.value ?? 0);
/** A share as the tables and bars print it ("64 %"), or "no data" when there is nothing to divide. */
function useShareText() {
  const { t } = useTranslation('processDashboard');
  return (value: number | null) => (value === null ? t('none') : t('percent', { value }));
}

const BAR_ROW_HEIGHT = 40;
const CHART_PADDING = 16;
const rowsHeight = (rows: number) => Math.max(rows, 1) * BAR_ROW_HEIGHT + CHART_PADDING;

/**
 * The four charts of the dashboard tab (this module brings @mui/x-charts, so the tab loads it only
 * when there are numbers to draw). The score, pass-rate and tag charts need finished candidates.
 * The drawings take no keyboard focus: each chart's numbers are on its bars and, for screen
 * readers, in its card's table (ChartCard), so a second, focusable reading would only repeat them.
 */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('processDashboard');
  const finished = finishedCount(dashboard.funnel);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <FunnelChart funnel={dashboard.funnel} />
      {finished === 0 ? (
        <EmptyState message={t('noFinished')} />
      ) : (
        <>
          <ScoreHistogram buckets={dashboard.scoreDistribution} />
          <PassRateChart rates={dashboard.componentPassRates} />
          <TagChart tags={dashboard.tags} />
        </>
      )}
    </Box>
  );
}

function FunnelChart({ funnel }: { funnel: Dashboard['funnel'] }) {
  const { t } = useTranslation('processDashboard');
  const { palette } = useTheme();
  const bars = funnelBars(funnel);
  const colors: Record<FunnelStage, string> = {
    invited: palette.primary.main,
    inProgress: palette.warning.main,
    ended: palette.success.main,
    disqualified: palette.error.main,
    hired: palette.secondary.main,
  };
  const labels = bars.map((bar) => t(`funnel.stages.${bar.stage}`));
  const share = useShareText();
  return (
    <ChartCard
      title={t('funnel.title')}
      summary={t('funnel.summary', { invited: funnel.invited, ended: funnel.ended, hired: funnel.hired })}
      table={{
        headers: [t('funnel.stage'), t('candidates'), t('funnel.share')],
        rows: bars.map((bar, index) => [labels[index]!, bar.count, share(bar.percent)]),
      }}
    >
      <BarChart
        layout="horizontal"
        height={rowsHeight(bars.length)}
        hideLegend
        skipAnimation
        disableKeyboardNavigation
        yAxis={[
          {
            scaleType: 'band',
            data: labels,
            width: 'auto',
            colorMap: { type: 'ordinal', values: labels, colors: bars.map((bar) => colors[bar.stage]) },
          },
        ]}
        xAxis={[labelledValueAxis]}
        series={[
          {
            data: bars.map((bar) => bar.count),
            label: t('candidates'),
            barLabel: countLabel,
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </ChartCard>
  );
}

function ScoreHistogram({ buckets }: { buckets: Dashboard['scoreDistribution'] }) {
  const { t } = useTranslation('processDashboard');
  const { palette } = useTheme();
  const bars = scoreBars(buckets);
  const scored = bars.reduce((sum, bar) => sum + bar.count, 0);
  const common = mostCommonBar(bars);
  return (
    <ChartCard
      title={t('scores.title')}
      summary={common ? t('scores.summary', { count: scored, range: common.label }) : t('scores.none')}
      table={{ headers: [t('scores.range'), t('candidates')], rows: bars.map((bar) => [bar.label, bar.count]) }}
    >
      <BarChart
        height={260}
        hideLegend
        skipAnimation
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), label: t('scores.axis') }]}
        yAxis={[{ tickMinStep: 1, width: 'auto' }]}
        series={[{ data: bars.map((bar) => bar.count), label: t('candidates'), color: palette.primary.main }]}
      />
    </ChartCard>
  );
}

function PassRateChart({ rates }: { rates: Dashboard['componentPassRates'] }) {
  const { t } = useTranslation('processDashboard');
  const { palette } = useTheme();
  const bars = passRateBars(rates);
  const share = useShareText();
  return (
    <ChartCard
      title={t('passRates.title')}
      summary={t('passRates.summary')}
      table={{
        headers: [t('passRates.component'), t('passRates.evaluated'), t('passRates.passed'), t('passRates.rate')],
        rows: bars.map((bar) => [bar.label, bar.evaluated, bar.passed, share(bar.percent)]),
      }}
    >
      <BarChart
        layout="horizontal"
        height={rowsHeight(bars.length)}
        hideLegend
        skipAnimation
        disableKeyboardNavigation
        yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), width: 'auto' }]}
        // Every component on one scale of 0 to 100 %, whatever the best rate.
        xAxis={[{ ...labelledValueAxis, domainLimit: () => labelledDomain(100, PERCENT_LABEL_ROOM) }]}
        series={[
          {
            data: bars.map((bar) => bar.percent),
            label: t('passRates.rate'),
            color: palette.success.main,
            valueFormatter: share,
            barLabel: (item) => (item.value === null ? null : share(item.value)),
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </ChartCard>
  );
}

function TagChart({ tags }: { tags: Dashboard['tags'] }) {
  const { t } = useTranslation('processDashboard');
  const { locale } = useLocale();
  const { palette } = useTheme();
  const bars = tagBars(tags, locale);
  const labels = bars.map((bar) => bar.label);
  return (
    <ChartCard
      title={t('tags.title')}
      summary={bars.length > 0 ? t('tags.summary', { count: bars.length }) : t('tags.none')}
      table={{ headers: [t('tags.tag'), t('candidates')], rows: bars.map((bar) => [bar.label, bar.count]) }}
    >
      {bars.length > 0 && (
        <BarChart
          layout="horizontal"
          height={rowsHeight(bars.length)}
          hideLegend
          skipAnimation
          disableKeyboardNavigation
          yAxis={[
            {
              scaleType: 'band',
              data: labels,
              width: 'auto',
              colorMap: { type: 'ordinal', values: labels, colors: bars.map((bar) => bar.color ?? palette.grey[500]) },
            },
          ]}
          xAxis={[labelledValueAxis]}
          series={[
            {
              data: bars.map((bar) => bar.count),
              label: t('candidates'),
              barLabel: countLabel,
              barLabelPlacement: 'outside',
            },
          ]}
        />
      )}
    </ChartCard>
  );
}
