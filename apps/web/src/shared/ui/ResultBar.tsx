import { Box, LinearProgress, Typography } from '@mui/material';
import { displayPercent, type ScoreColor } from '@terna/domain';
import { scoreColorOf } from './ResultGauge';

interface ResultBarProps {
  label: string;
  value: number | null | undefined;
  color: ScoreColor;
  /** Shown instead of the percentage, e.g. an interview still to be graded. */
  note?: string;
}

/** The linear result bar (spec 2 section 2.11): a component's result as a percent grade. */
export function ResultBar({ label, value, color, note }: ResultBarProps) {
  const percent = value === null || value === undefined ? null : displayPercent(value);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: note ? 'text.secondary' : 'text.primary', textAlign: 'right' }}
        >
          {note ?? (percent === null ? '—' : `${percent}%`)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={note ? 0 : (percent ?? 0)}
        color={scoreColorOf(color)}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3, ...(color === 'default' && { color: 'grey.400' }) }}
      />
    </Box>
  );
}
