import type { PersonStatus, ScoreColor } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '@/shared/ui/ToneChip';

const STATUS_TONES: Record<PersonStatus, ScoreColor> = {
  ENDED: 'success',
  INPROGRESS: 'info',
  OPEN: 'default',
  DISQUALIFIED: 'error',
};

/** A candidate's evaluation status (OPEN, INPROGRESS, ENDED, DISQUALIFIED). */
export function CandidateStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('candidates');
  return (
    <ToneChip
      tone={STATUS_TONES[status as PersonStatus] ?? 'default'}
      label={t(`status.${status}`, { defaultValue: status })}
    />
  );
}
