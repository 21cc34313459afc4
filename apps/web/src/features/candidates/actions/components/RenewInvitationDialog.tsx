import { DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { useDialogAction } from '../hooks/useDialogAction';
import { useRenewInvitation } from '../hooks/useRenewInvitation';
import { CandidateConfirmDialog } from './CandidateConfirmDialog';
import type { CandidateDialogProps } from './candidate-dialog';

/**
 * Sends the candidate a new personal link once the user confirms: it expires at the process's end
 * date as it is now (links sent before keep the date they were made with).
 */
export function RenewInvitationDialog({
  candidate,
  endDate,
  onClose,
  onDone,
}: CandidateDialogProps & { endDate: string | null | undefined }) {
  const { t } = useTranslation('candidateActions');
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { renewInvitation, renewing } = useRenewInvitation();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const confirm = () =>
    run(
      () => renewInvitation(candidate),
      t('renew.success', { name }),
      (error) => ({ message: t('renew.error', { name, reason: errorText(error) }), severity: 'error' }),
    );

  return (
    <CandidateConfirmDialog
      title={t('renew.title')}
      confirmLabel={t('renew.confirm')}
      announcement={announcement}
      busy={renewing}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{t('renew.body', { name, date: formatDate(endDate) ?? '' })}</DialogContentText>
    </CandidateConfirmDialog>
  );
}
