import { DialogContentText } from '@mui/material';
import { APPROVAL_OBSERVATION_MAX_LENGTH, approvalObservationSchema } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormTextField } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { useApproveComponents } from '../hooks/useApproveComponents';
import { useDialogAction } from '../hooks/useDialogAction';
import type { CandidateDialogProps } from './candidate-dialog';

const approveFormSchema = z.object({ observation: approvalObservationSchema });

/** Approves the rejected components of a DISQUALIFIED candidate, with the recruiter's reason (at most 250 characters). */
export function ApproveComponentDialog({ candidate, onClose, onDone }: CandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { approve } = useApproveComponents();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const submit = ({ observation }: { observation: string }) =>
    run(
      () => approve(candidate, observation),
      t('approve.success', { name }),
      (error) => ({ message: t('approve.error', { reason: errorText(error) }), severity: 'error' }),
    );

  return (
    <FormDialog
      title={t('approve.title')}
      schema={approveFormSchema}
      defaultValues={{ observation: '' }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('approve.confirm')}
      // The spec's dialog keeps Approve off until there is a reason to record.
      submitDisabled={(values) => !approvalObservationSchema.safeParse(values.observation).success}
      announcement={announcement}
      maxWidth="sm"
      fullScreenOnPhone
    >
      {(form) => (
        <>
          <DialogContentText sx={{ mb: 2 }}>{t('approve.body', { name })}</DialogContentText>
          <FormTextField
            name="observation"
            label={t('approve.observation')}
            required
            autoFocus
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: APPROVAL_OBSERVATION_MAX_LENGTH } }}
            helperText={t('approve.counter', {
              length: form.watch('observation').length,
              max: APPROVAL_OBSERVATION_MAX_LENGTH,
            })}
          />
        </>
      )}
    </FormDialog>
  );
}
