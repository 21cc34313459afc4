import { trustResult } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '@/shared/ui/ToneChip';

/** The trust result: 1 reliable, 2 medium, 3 unreliable, not invited, or pending (spec 3 section 4). */
export function TrustChip({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation('candidates');
  const { result, color } = trustResult(code);
  return <ToneChip tone={color} variant="outlined" label={t('trust.label', { result: t(`trust.${result}`) })} />;
}
