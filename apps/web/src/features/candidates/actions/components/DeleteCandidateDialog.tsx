import { DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useDeleteCandidate } from '../hooks/useDeleteCandidate';
import { useDialogAction } from '../hooks/useDialogAction';
import { CandidateConfirmDialog } from './CandidateConfirmDialog';
import type { CandidateDialogProps } from './candidate-dialog';

/** Removes an OPEN candidate from the process after the user confirms. */
export function DeleteCandidateDialog({ candidate, onClose, onDone }: CandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { deleteCandidate, deleting } = useDeleteCandidate();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const confirm = () =>
    run(
      () => deleteCandidate(candidate),
      t('delete.success', { name }),
      (error) => ({ message: t('delete.error', { name, reason: errorText(error) }), severity: 'error' }),
    );

  return (
    <CandidateConfirmDialog
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      confirmColor="error"
      announcement={announcement}
      busy={deleting}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{t('delete.body', { name })}</DialogContentText>
    </CandidateConfirmDialog>
  );
}
