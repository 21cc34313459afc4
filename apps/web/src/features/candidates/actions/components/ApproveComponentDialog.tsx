import { Button, DialogActions, DialogContent, DialogContentText, TextField } from '@mui/material';
import { APPROVAL_OBSERVATION_MAX_LENGTH, approvalObservationSchema } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useApproveComponents } from '../hooks/useApproveComponents';
import { useDialogAction } from '../hooks/useDialogAction';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { FormDialog } from './FormDialog';
import type { CandidateDialogProps } from './candidate-dialog';

/** Approves the rejected components of a DISQUALIFIED candidate, with the recruiter's reason (at most 250 characters). */
export function ApproveComponentDialog({ candidate, onClose, onDone }: CandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { t: tc } = useTranslation();
  const { run, announcement } = useDialogAction(onClose, onDone);
  const [observation, setObservation] = useState('');
  const { approve, approving } = useApproveComponents();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const valid = approvalObservationSchema.safeParse(observation).success;

  const submit = () => {
    if (!valid) return;
    void run(
      () => approve(candidate, observation.trim()),
      t('approve.success', { name }),
      (error) => ({ message: t('approve.error', { reason: errorText(error) }), severity: 'error' }),
    );
  };

  return (
    <FormDialog title={t('approve.title')} busy={approving} maxWidth="sm" onSubmit={submit} onClose={onClose}>
      <DialogContent>
        <DialogAnnouncer message={announcement} />
        <DialogContentText sx={{ mb: 2 }}>{t('approve.body', { name })}</DialogContentText>
        <TextField
          value={observation}
          onChange={(event) => setObservation(event.target.value)}
          label={t('approve.observation')}
          required
          autoFocus
          fullWidth
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: APPROVAL_OBSERVATION_MAX_LENGTH } }}
          helperText={t('approve.counter', { length: observation.length, max: APPROVAL_OBSERVATION_MAX_LENGTH })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={approving}>
          {tc('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!valid} loading={approving}>
          {t('approve.confirm')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
