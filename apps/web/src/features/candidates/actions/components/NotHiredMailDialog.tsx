import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { MailPreviewDialog } from '@/shared/ui/MailPreviewDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { NotHiredMailPreviewQuery } from '../graphql/invitations.graphql';
import { useNotHiredMail } from '../hooks/useNotHiredMail';

/** The thank-you mail's preview: who will receive it and when it was last sent; sends once confirmed. */
export function NotHiredMailDialog({ processId, onClose }: { processId: number; onClose: () => void }) {
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
