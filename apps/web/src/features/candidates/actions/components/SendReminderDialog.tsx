import { Dialog, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { usePhoneDialog } from '../hooks/usePhoneDialog';
import { useSendReminder } from '../hooks/useSendReminder';
import type { CandidateDialogProps } from './candidate-dialog';

/** Sends the reminder as soon as it opens, shows the progress, then closes with the outcome (spec 1 section 4). */
export function SendReminderDialog({ candidate, onClose, onDone }: CandidateDialogProps) {
  const { t } = useTranslation('candidateActions');
  const notify = useSnackbar();
  const fullScreen = usePhoneDialog();
  const titleId = useId();
  const { sendReminder } = useSendReminder();
  const started = useRef(false);
  const name = `${candidate.firstName} ${candidate.lastName}`;

  useEffect(() => {
    // Once per opening, also under StrictMode's second mount.
    if (started.current) return;
    started.current = true;
    sendReminder(candidate).then(
      () => {
        notify({ message: t('reminder.success', { name }) });
        onClose();
        onDone();
      },
      (error: unknown) => {
        notify({ message: errorText(error), severity: 'error' });
        onClose();
      },
    );
  }, [candidate, name, notify, onClose, onDone, sendReminder, t]);

  return (
    <Dialog open fullScreen={fullScreen} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-busy="true">
      <DialogTitle id={titleId}>{t('reminder.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('reminder.sending', { name })}</DialogContentText>
        <LinearProgress aria-label={t('reminder.sending', { name })} />
      </DialogContent>
    </Dialog>
  );
}
