import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { MailPreviewDialog } from '@/shared/ui/MailPreviewDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { PendingNotificationPreviewQuery, SendNotificationByProcessIdMutation } from '../graphql/processes.graphql';

/** "Notificar a los candidatos pendientes": who will be reminded and the e-mail, then sendNotificationByProcessId once confirmed. */
export function NotifyPendingDialog({ process, onClose }: { process: { id: number }; onClose: () => void }) {
  const { t } = useTranslation('processes');
  const notify = useSnackbar();
  const { data, error } = useQuery(PendingNotificationPreviewQuery, {
    variables: { processId: process.id },
    fetchPolicy: 'network-only',
  });
  const [send, { loading }] = useMutation(SendNotificationByProcessIdMutation);

  const confirm = async () => {
    try {
      const result = await send({ variables: { processId: process.id } });
      notify({ message: t('notifyPending.success', { count: result.data?.sendNotificationByProcessId ?? 0 }) });
      onClose();
    } catch (failure) {
      notify({ message: t('notifyPending.error', { reason: errorText(failure) }), severity: 'error' });
    }
  };

  return (
    <MailPreviewDialog
      title={t('notifyPending.title')}
      intro={t('notifyPending.intro')}
      confirmLabel={t('notifyPending.confirm')}
      preview={data?.pendingNotificationPreview}
      error={error ? errorText(error) : undefined}
      busy={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
