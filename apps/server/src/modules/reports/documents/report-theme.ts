import { PRIMARY_COLOR, type DiscFactor, type ScoreColor } from '@terna/domain';

/**
 * The report's palette: the web theme's (apps/web/src/shared/lib/theme.ts, MUI's default status
 * colours), so a score reads in the same red, amber or green on paper as on screen.
 */
export const REPORT_COLORS = {
  brand: PRIMARY_COLOR,
  /** The darker brand shade the web uses for text (WCAG AA on white). */
  primary: '#1670A6',
  primaryDark: '#105683',
  text: '#1F2937',
  secondary: '#4A5565',
  muted: '#6B7280',
  border: '#E3E8EF',
  band: '#F5F7FA',
  track: '#E9EDF2',
  white: '#FFFFFF',
} as const;

/** MUI's light-mode `main` of each status colour; `default` is a neutral grey. */
export const SCORE_COLORS = {
  error: '#D32F2F',
  warning: '#ED6C02',
  success: '#2E7D32',
  info: '#0288D1',
  default: '#6B7280',
} as const satisfies Record<ScoreColor, string>;

/** The pale background of a status chip, so its coloured text keeps its contrast. */
export const SCORE_TINTS = {
  error: '#FDECEA',
  warning: '#FFF4E5',
  success: '#EDF7ED',
  info: '#E5F6FD',
  default: '#F1F3F5',
} as const satisfies Record<ScoreColor, string>;

/** The DISC chart's factor colours, the ones DISC profiles are conventionally drawn in. */
export const DISC_COLORS = {
  D: '#C62828',
  I: '#F2A900',
  S: '#2E7D32',
  C: '#1670A6',
} as const satisfies Record<DiscFactor, string>;
/** The factor letters: the same colours, the amber darkened so a letter on white stays readable. */
export const DISC_LABEL_COLORS = { ...DISC_COLORS, I: '#A86F00' } as const satisfies Record<DiscFactor, string>;

/** A hex colour without its '#', as docx wants it. */
export const docxColor = (hex: string) => hex.replace('#', '').toUpperCase();
