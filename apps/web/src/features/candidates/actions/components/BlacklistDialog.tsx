import { DialogContentText, TextField } from '@mui/material';
import { UNWANTED_REASON_MAX_LENGTH } from '@terna/domain';
import { useState } from 'react';
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
  const [reason, setReason] = useState('');
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const confirm = () =>
    run(
      () => blacklist(candidate, reason),
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
      <DialogContentText sx={{ mb: 2 }}>{t('blacklist.feelings')}</DialogContentText>
      <TextField
        label={t('blacklist.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        disabled={blacklisting}
        slotProps={{ htmlInput: { maxLength: UNWANTED_REASON_MAX_LENGTH } }}
      />
    </CandidateConfirmDialog>
  );
}
