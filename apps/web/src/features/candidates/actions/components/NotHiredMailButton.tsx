import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button, DialogContentText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { useNotHiredMail } from '../hooks/useNotHiredMail';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { CandidateConfirmDialog } from './CandidateConfirmDialog';

/** Sends the thank-you e-mail to every candidate of the process not hired, after the user confirms. */
export function NotHiredMailButton({ processId }: { processId: number }) {
  const { t } = useTranslation('candidateActions');
  const { say, announcement } = useDialogNotify();
  const { ability } = usePermissionAbility();
  const { send, sending } = useNotHiredMail();
  const [confirming, setConfirming] = useState(false);

  if (!ability.can('update', 'Candidate')) return null;

  const confirm = async () => {
    try {
      const message = await send(processId);
      say({ message: message ?? t('notHired.success') });
      setConfirming(false);
    } catch (error) {
      say({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<MarkEmailReadIcon />} onClick={() => setConfirming(true)}>
        {t('notHired.button')}
      </Button>
      {confirming && (
        <CandidateConfirmDialog
          title={t('notHired.title')}
          confirmLabel={t('notHired.confirm')}
          announcement={announcement}
          busy={sending}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          <DialogContentText sx={{ mb: 1.5 }}>{t('notHired.body')}</DialogContentText>
          <DialogContentText>{t('notHired.once')}</DialogContentText>
        </CandidateConfirmDialog>
      )}
    </>
  );
}
