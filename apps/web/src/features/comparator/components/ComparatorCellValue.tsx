import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box } from '@mui/material';
import { formatMoney, formatPercent, trustResult } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import type { ComparatorCell } from '../comparator-rows';

/** What a cell shows as text; null when it has no value. */
function useCellText() {
  const { t } = useTranslation('comparator');
  return (cell: ComparatorCell): string | null => {
    switch (cell.type) {
      case 'score':
        if (cell.value !== null) return formatPercent(cell.value);
        return cell.status && cell.status !== 'SUCCESS' && cell.status !== 'REJECT'
          ? t(`componentStatus.${cell.status}`, { defaultValue: cell.status })
          : null;
      case 'archetype':
        return cell.value;
      case 'trust':
        return cell.value === null ? null : t(`trust.${trustResult(cell.value).result}`);
      case 'salary':
        return cell.value === null ? null : formatMoney(cell.value, { currency: cell.currency });
    }
  };
}

/**
 * One value of the comparator. The row's best value is bold with a trophy and says so to screen
 * readers too, so the mark never rests on colour alone.
 */
export function ComparatorCellValue({ cell, best }: { cell: ComparatorCell; best: boolean }) {
  const { t } = useTranslation('comparator');
  const text = useCellText()(cell);
  if (text === null) {
    return (
      <>
        <span aria-hidden>—</span>
        <Box component="span" sx={visuallyHidden}>
          {t('noValue')}
        </Box>
      </>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: best ? 700 : 400,
        color: best ? 'success.dark' : 'inherit',
      }}
    >
      {best && <EmojiEventsIcon fontSize="small" aria-hidden data-best />}
      <span>{text}</span>
      {best && (
        <Box component="span" sx={visuallyHidden}>
          {` (${t('best')})`}
        </Box>
      )}
    </Box>
  );
}
