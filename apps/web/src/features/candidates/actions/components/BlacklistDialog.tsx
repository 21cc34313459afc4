import { DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useBlacklistPerson } from '../hooks/useBlacklistPerson';
import { useDialogAction } from '../hooks/useDialogAction';
import { CandidateConfirmDialog } from './CandidateConfirmDialog';
import type { CandidateDialogProps } from './candidate-dialog';

/** Puts the person on the company's unwanted list, after explaining what that means. */
export function BlacklistDialog({ candidate, onClose, onDone }: CandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { blacklist, blacklisting } = useBlacklistPerson();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const confirm = () =>
    run(
      () => blacklist(candidate),
      t('blacklist.success', { name }),
      (error) => ({ message: t('blacklist.error', { reason: errorText(error) }), severity: 'error' }),
    );

  return (
    <CandidateConfirmDialog
      title={t('blacklist.title')}
      confirmLabel={t('blacklist.confirm')}
      confirmColor="error"
      announcement={announcement}
      busy={blacklisting}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1.5 }}>{t('blacklist.body', { name })}</DialogContentText>
      <DialogContentText>{t('blacklist.feelings')}</DialogContentText>
    </CandidateConfirmDialog>
  );
}
