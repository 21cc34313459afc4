import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneDialog } from '../hooks/usePhoneDialog';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';

interface CandidateConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  busy: boolean;
  /** The latest outcome, read by screen readers while the dialog stays open (useDialogNotify). */
  announcement?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question about a candidate action; Esc and Cancel close it unless the action is running. */
export function CandidateConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmColor = 'primary',
  busy,
  announcement = '',
  onConfirm,
  onClose,
}: CandidateConfirmDialogProps) {
  const { t } = useTranslation();
  const fullScreen = usePhoneDialog();
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={bodyId}>{children}</DialogContent>
      <DialogAnnouncer message={announcement} />
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
