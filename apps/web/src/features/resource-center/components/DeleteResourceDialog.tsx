import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useResourceEditing } from '../hooks/useResourceEditing';

export interface DeleteResourceDialogProps {
  item: { id: number; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Confirms removing an item for every company (its uploaded file goes with it). */
export function DeleteResourceDialog({ item, onClose, onDeleted }: DeleteResourceDialogProps) {
  const { t } = useTranslation('resourceCenter');
  const { t: common } = useTranslation();
  const notify = useSnackbar();
  const { remove } = useResourceEditing();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await remove(item.id);
      notify({ message: t('delete.done', { title: item.title }) });
      onDeleted?.();
      onClose();
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
    setBusy(false);
  };

  return (
    <Dialog
      open={item !== null}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('delete.body', { title: item?.title ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {common('cancel')}
        </Button>
        <Button color="error" variant="contained" loading={busy} onClick={() => void confirm()}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
