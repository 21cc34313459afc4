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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RemoveFromBlacklistDialogProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before taking a person off the company's unwanted list; Esc and Cancel close it unless the removal is running. */
export function RemoveFromBlacklistDialog({ name, busy, onConfirm, onClose }: RemoveFromBlacklistDialogProps) {
  const { t } = useTranslation('blacklist');
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
      <DialogTitle id={titleId}>{t('remove.title')}</DialogTitle>
      <DialogContent id={bodyId}>
        <DialogContentText sx={{ mb: 1.5 }}>{t('remove.body', { name })}</DialogContentText>
        <DialogContentText>{t('remove.feelings')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy} autoFocus>
          {t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
