import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useArchiveProcess } from '../hooks/useArchiveProcess';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

/** Archives a process, or brings an archived one back, after the user confirms. */
export function ArchiveProcessDialog({
  process,
  onClose,
}: {
  process: { id: number; processName: string; archived: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation('processes');
  const notify = useSnackbar();
  const { setArchived, saving } = useArchiveProcess();
  const action = process.archived ? 'unarchive' : 'archive';

  const confirm = async () => {
    try {
      await setArchived(process.id, !process.archived);
      notify({ message: t(`${action}.success`, { name: process.processName }) });
      onClose();
    } catch (error) {
      notify({ message: t(`${action}.error`, { reason: errorText(error) }), severity: 'error' });
    }
  };

  return (
    <ConfirmDialog
      title={t(`${action}.title`)}
      body={t(`${action}.body`, { name: process.processName })}
      confirmLabel={t(`${action}.confirm`)}
      busy={saving}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
