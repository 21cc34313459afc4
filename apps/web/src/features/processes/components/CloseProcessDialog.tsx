import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useCloseProcess } from '../hooks/useCloseProcess';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { askProcessNps } from './NpsPrompt';

/** Closes a launched process after the user confirms; when it hired and has no NPS yet, asks for the score next. */
export function CloseProcessDialog({
  process,
  onClose,
}: {
  process: { id: number; processName: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('processes');
  const notify = useSnackbar();
  const { close, closing } = useCloseProcess();

  const confirm = async () => {
    try {
      const feedback = await close(process.id);
      notify({ message: t('close.success', { name: process.processName }) });
      if (feedback?.hasHired && !feedback.hasNps) askProcessNps(process.id);
      onClose();
    } catch (error) {
      notify({ message: t('close.error', { reason: errorText(error) }), severity: 'error' });
    }
  };

  return (
    <ConfirmDialog
      title={t('close.title')}
      body={t('close.body', { name: process.processName })}
      confirmLabel={t('close.confirm')}
      busy={closing}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
