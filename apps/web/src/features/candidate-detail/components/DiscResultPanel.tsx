import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DISC_FACTOR_NAMES, type DiscFactor } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { DiscResultPanel_DiscFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { discBars } from '../detail';

export const DiscResultPanelFragment = graphql(`
  fragment DiscResultPanel_disc on DiscResult {
    factors {
      factor
      value
    }
    archetype
    interpretation
  }
`);

/** The DISC profile: a bar per factor and the archetype with what it means. */
export function DiscResultPanel({ disc }: { disc: DiscResultPanel_DiscFragment }) {
  const { t } = useTranslation('candidateDetail');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <DiscChart factors={disc.factors} />
      <Box component="section" sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {disc.archetype ? t('disc.archetype', { archetype: disc.archetype }) : t('disc.noArchetype')}
        </Typography>
        {disc.interpretation && <Typography>{disc.interpretation}</Typography>}
      </Box>
    </Box>
  );
}

// The chart's own units: the SVG scales to its box, so it reads the same from 360 px up.
const WIDTH = 320;
const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 32;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const GRID = [0, 25, 50, 75, 100];

/** The bar chart of the four factors in plain SVG; the figure's label and the legend say the values, so colour is never the only cue. */
function DiscChart({ factors }: { factors: DiscResultPanel_DiscFragment['factors'] }) {
  const { t } = useTranslation('candidateDetail');
  const { locale } = useLocale();
  const theme = useTheme();
  const bars = discBars(factors);
  const names: Record<DiscFactor, string> = DISC_FACTOR_NAMES[locale];
  const colors: Record<DiscFactor, string> = {
    D: theme.palette.error.main,
    I: theme.palette.warning.main,
    S: theme.palette.success.main,
    C: theme.palette.info.main,
  };
  if (bars.length === 0) return null;
  const slot = (WIDTH - LEFT) / bars.length;
  const barWidth = Math.min(48, slot * 0.6);
  const y = (percent: number) => TOP + PLOT_HEIGHT * (1 - percent / 100);
  const summary = bars
    .map((bar) => t('disc.factorValue', { name: names[bar.factor], percent: bar.percent }))
    .join(', ');

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('disc.chart', { values: summary })}
        sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
      >
        {GRID.map((line) => (
          <g key={line}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(line)}
              y2={y(line)}
              stroke={theme.palette.divider}
              strokeDasharray={line === 0 ? undefined : '3 3'}
            />
            <text x={LEFT - 6} y={y(line) + 4} textAnchor="end" fontSize={10} fill={theme.palette.text.secondary}>
              {line}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = LEFT + slot * index + (slot - barWidth) / 2;
          return (
            <g key={bar.factor}>
              <rect
                x={x}
                y={y(bar.percent)}
                width={barWidth}
                height={PLOT_HEIGHT * (bar.percent / 100)}
                rx={3}
                fill={colors[bar.factor]}
              />
              <text
                x={x + barWidth / 2}
                y={y(bar.percent) - 4}
                textAnchor="middle"
                fontSize={11}
                fontWeight={700}
                fill={theme.palette.text.primary}
              >
                {bar.percent}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize={13}
                fontWeight={700}
                fill={theme.palette.text.primary}
              >
                {bar.factor}
              </text>
            </g>
          );
        })}
      </Box>
      <Box component="figcaption">
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          {bars.map((bar) => (
            <Typography
              component="li"
              variant="body2"
              key={bar.factor}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colors[bar.factor] }}
              />
              {t('disc.legend', { factor: bar.factor, name: names[bar.factor], percent: bar.percent })}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
