import { Box, CircularProgress, Typography } from '@mui/material';
import { composedScoreColor, displayPercent, type ScoreColor } from '@terna/domain';
import { useTranslation } from 'react-i18next';

/** MUI colours of the scoring colours; "default" (no score) paints grey. */
export const scoreColorOf = (color: ScoreColor) => (color === 'default' ? 'inherit' : color);

interface ResultGaugeProps {
  /** What the gauge measures, for screen readers ("Resultado general"). */
  label: string;
  value: number | null | undefined;
  /** The result counts (its status is active); otherwise a dash shows. */
  active: boolean;
  size?: number;
}

/** The circular result gauge (spec 2 section 2.11): the percentage when the result is active, else a dash. */
export function ResultGauge({ label, value, active, size = 56 }: ResultGaugeProps) {
  const { t } = useTranslation();
  const shown = active && value !== null && value !== undefined;
  const percent = shown ? displayPercent(value) : 0;
  const color = shown ? composedScoreColor(value) : 'default';
  return (
    <Box
      role="img"
      aria-label={shown ? t('result.value', { label, percent }) : t('result.none', { label })}
      sx={{ position: 'relative', display: 'inline-flex', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={4}
        sx={{ color: 'grey.200', position: 'absolute' }}
        aria-hidden
      />
      <CircularProgress
        variant="determinate"
        value={percent}
        size={size}
        thickness={4}
        color={scoreColorOf(color)}
        sx={color === 'default' ? { color: 'grey.400' } : undefined}
        aria-hidden
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size / 4 }}>
          {shown ? `${percent}%` : '—'}
        </Typography>
      </Box>
    </Box>
  );
}
