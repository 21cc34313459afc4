import { DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { useReactivateInterview } from '../hooks/useReactivateInterview';
import { useDialogAction } from '../hooks/useDialogAction';
import { CandidateConfirmDialog } from './CandidateConfirmDialog';
import type { CandidateDialogProps } from './candidate-dialog';

/** Reopens the candidate's interview so it can be evaluated again. */
export function EvaluateInterviewDialog({ candidate, onClose, onDone }: CandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { reactivate, reactivating } = useReactivateInterview();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const confirm = () =>
    run(
      () => reactivate(candidate),
      t('interview.success', { name }),
      (error) =>
        // A candidate who has not ended cannot have the interview evaluated (spec 1 section 8).
        errorCode(error) === 'CANDIDATE_STATUS_INVALID'
          ? { message: t('interview.notEnded', { name }), severity: 'warning' }
          : { message: t('interview.error', { reason: errorText(error) }), severity: 'error' },
    );

  return (
    <CandidateConfirmDialog
      title={t('interview.title')}
      confirmLabel={t('interview.confirm')}
      announcement={announcement}
      busy={reactivating}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{t('interview.body', { name })}</DialogContentText>
    </CandidateConfirmDialog>
  );
}
