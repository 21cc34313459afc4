import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { MailPreviewDialog } from '@/shared/ui/MailPreviewDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { NotHiredMailPreviewQuery } from '../graphql/invitations.graphql';
import { useNotHiredMail } from '../hooks/useNotHiredMail';

/**
 * "Agradecer a los no contratados": shows who will be thanked (finished candidates not hired), how
 * many, the e-mail and when it was last sent, then sends once the user confirms.
 */
export function NotHiredMailButton({ processId }: { processId: number }) {
  const { t } = useTranslation('candidateActions');
  const { ability } = usePermissionAbility();
  const [confirming, setConfirming] = useState(false);

  if (!ability.can('update', 'Candidate')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<MarkEmailReadIcon />} onClick={() => setConfirming(true)}>
        {t('notHired.button')}
      </Button>
      {confirming && <NotHiredMailDialog processId={processId} onClose={() => setConfirming(false)} />}
    </>
  );
}

function NotHiredMailDialog({ processId, onClose }: { processId: number; onClose: () => void }) {
  const { t } = useTranslation('candidateActions');
  const notify = useSnackbar();
  const { send, sending } = useNotHiredMail();
  const { data, error } = useQuery(NotHiredMailPreviewQuery, { variables: { processId }, fetchPolicy: 'network-only' });

  const confirm = async () => {
    try {
      const message = await send(processId);
      notify({ message: message ?? t('notHired.success') });
      onClose();
    } catch (failure) {
      notify({ message: errorText(failure), severity: 'error' });
    }
  };

  return (
    <MailPreviewDialog
      title={t('notHired.title')}
      intro={`${t('notHired.body')} ${t('notHired.once')}`}
      confirmLabel={t('notHired.confirm')}
      preview={data?.notHiredMailPreview}
      error={error ? errorText(error) : undefined}
      busy={sending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
