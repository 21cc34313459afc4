import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ObserverLinkState } from '@terna/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteObserverDialogProps {
  observer: { name: string; email: string; status: ObserverLinkState };
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting an invitation: a sent link stops working for good, an unsent one is never mailed. */
export function DeleteObserverDialog({ observer, busy, onConfirm, onClose }: DeleteObserverDialogProps) {
  const { t } = useTranslation('observers');
  const { t: tc } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          {t(observer.status === 'RECENTLY_ADDED' ? 'delete.bodyUnsent' : 'delete.body', {
            name: observer.name,
            email: observer.email,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tc('cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={busy} autoFocus>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
