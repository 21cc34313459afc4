import { Dialog, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { usePhoneDialog } from '../hooks/usePhoneDialog';

interface FormDialogProps {
  title: string;
  /** Saving: Esc and the backdrop do not close the dialog. */
  busy: boolean;
  maxWidth?: 'xs' | 'sm';
  onSubmit: () => void;
  onClose: () => void;
  /** The DialogContent and the DialogActions with a submit button. */
  children: ReactNode;
}

/** A dialog that is one form: Enter in a field submits it; the whole screen on phones. */
export function FormDialog({ title, busy, maxWidth = 'xs', onSubmit, onClose, children }: FormDialogProps) {
  const fullScreen = usePhoneDialog();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
    >
      <form
        noValidate
        // No box of its own: on phones the dialog's actions stay at the bottom of the screen.
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children}
      </form>
    </Dialog>
  );
}
