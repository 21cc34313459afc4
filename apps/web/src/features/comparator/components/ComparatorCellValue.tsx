import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box } from '@mui/material';
import { displayPercent, trustResult } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import type { ComparatorCell } from '../comparator-rows';

/** An amount in its currency when the code is one Intl knows, else the amount and the code as given. */
function formatSalary(locale: string, value: number, currency: string | null): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
    } catch {
      return `${new Intl.NumberFormat(locale).format(value)} ${currency}`;
    }
  }
  return new Intl.NumberFormat(locale).format(value);
}

/** What a cell shows as text; null when it has no value. */
function useCellText() {
  const { t } = useTranslation('comparator');
  const { locale } = useLocale();
  return (cell: ComparatorCell): string | null => {
    switch (cell.type) {
      case 'score':
        if (cell.value !== null) return `${displayPercent(cell.value)}%`;
        return cell.status && cell.status !== 'SUCCESS' && cell.status !== 'REJECT'
          ? t(`componentStatus.${cell.status}`, { defaultValue: cell.status })
          : null;
      case 'archetype':
        return cell.value;
      case 'trust':
        return cell.value === null ? null : t(`trust.${trustResult(cell.value).result}`);
      case 'salary':
        return cell.value === null ? null : formatSalary(locale, cell.value, cell.currency);
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
