import type { PersonStatus, ScoreColor } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '@/shared/ui/ToneChip';

const STATUS_TONES: Record<PersonStatus, ScoreColor> = {
  ENDED: 'success',
  INPROGRESS: 'info',
  OPEN: 'default',
  DISQUALIFIED: 'error',
};

/** A shortlisted candidate's evaluation status: a feeling can be changed only while it is ENDED. */
export function ShortlistStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('shortlist');
  return (
    <ToneChip
      tone={STATUS_TONES[status as PersonStatus] ?? 'default'}
      label={t(`status.${status}`, { defaultValue: status })}
    />
  );
}
