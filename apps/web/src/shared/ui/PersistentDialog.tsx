import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PersistentDialogProps {
  open: boolean;
  /** The spec's width in px: the dialog never grows past it, and keeps an 8 px margin on a phone. */
  maxWidth: number;
  /** The id the title carries, for aria-labelledby and for descriptions that point at it. */
  titleId: string;
  title: ReactNode;
  /** The close button in the title and the Cancel/Close buttons call it; backdrop and Escape do not. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog the spec calls persistent: a click outside or Escape does not close it (a half-made
 * purchase is not lost), only its close button or its own actions do.
 */
export function PersistentDialog({ open, maxWidth, titleId, title, onClose, children }: PersistentDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
      }}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth, m: { xs: 1, sm: 4 }, width: 'calc(100% - 16px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}
