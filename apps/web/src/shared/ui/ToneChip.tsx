import { Chip, type ChipProps } from '@mui/material';
import { alpha, darken, getContrastRatio } from '@mui/material/styles';
import type { ScoreColor } from '@terna/domain';

interface ToneChipProps extends Omit<ChipProps, 'color'> {
  tone: ScoreColor;
}

/**
 * A chip in a soft shade of a status colour. The text is a darker shade of the same colour, so it
 * keeps WCAG AA contrast even for warning orange, whose main shade fails on white.
 */
export function ToneChip({ tone, sx, ...props }: ToneChipProps) {
  return (
    <Chip
      size="small"
      {...props}
      sx={[
        (theme) => {
          if (tone === 'default') return { bgcolor: 'grey.100', color: 'text.primary', fontWeight: 600 };
          const main = theme.palette[tone].main;
          return {
            bgcolor: alpha(main, 0.12),
            color: darken(main, 0.4),
            fontWeight: 600,
            '& .MuiChip-icon': { color: 'inherit' },
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** Black or white, whichever reads better on a background colour of the user's choosing (a tag's). */
export const textColorOn = (background: string) =>
  getContrastRatio(background, '#000') >= getContrastRatio(background, '#fff') ? '#000' : '#fff';
