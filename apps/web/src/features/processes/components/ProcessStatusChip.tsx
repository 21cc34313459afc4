import { Chip } from '@mui/material';
import { amber, grey } from '@mui/material/colors';
import { PROCESS_STATUS_CHIP_COLORS, type ProcessStatus } from '@terna/domain';
import { useTranslation } from 'react-i18next';

/** How each colour of PROCESS_STATUS_CHIP_COLORS is painted, with readable text on it. Every status chip of the app is this one component. */
const CHIP_STYLE = {
  green: { bgcolor: 'success.main', color: 'success.contrastText' },
  red: { bgcolor: 'error.main', color: 'error.contrastText' },
  dark: { bgcolor: grey[900], color: 'common.white' },
  amber: { bgcolor: amber[600], color: grey[900] },
} as const;

export function ProcessStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('processes');
  const color = PROCESS_STATUS_CHIP_COLORS[status as ProcessStatus];
  const sx = color ? CHIP_STYLE[color] : undefined;
  return <Chip size={size} label={t(`status.${status}`, { defaultValue: status })} sx={{ fontWeight: 600, ...sx }} />;
}
