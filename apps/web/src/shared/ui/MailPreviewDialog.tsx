import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';

/** What a process-wide e-mail will do (the server's MailPreview). */
export interface MailPreviewData {
  count: number;
  recipients: readonly { processPersonId: number; firstName: string; lastName: string; email: string }[];
  subject: string;
  body: string;
  lastSentAt?: string | null;
}

interface MailPreviewDialogProps {
  title: string;
  /** What the e-mail is for, above the figures. */
  intro: string;
  confirmLabel: string;
  /** Undefined while the preview loads. */
  preview: MailPreviewData | undefined;
  /** Why the preview could not load; the dialog then offers only to close. */
  error?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Before a process-wide e-mail leaves: who will receive it and how many, its text, and when it was
 * last sent; sending waits for the user's confirmation and is offered only when someone would get it.
 */
export function MailPreviewDialog({
  title,
  intro,
  confirmLabel,
  preview,
  error,
  busy,
  onConfirm,
  onClose,
}: MailPreviewDialogProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const bodyId = useId();
  const listId = useId();
  const lastSent = preview?.lastSentAt ? formatDateTime(preview.lastSentAt) : null;
  const hidden = preview ? preview.count - preview.recipients.length : 0;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 2 }}>
          {intro}
        </DialogContentText>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : !preview ? (
          <Box aria-busy="true" aria-label={t('loading')}>
            <Skeleton width="60%" />
            <Skeleton height={80} />
            <Skeleton height={120} />
          </Box>
        ) : (
          <>
            <Typography variant="subtitle1" component="p" id={listId} sx={{ fontWeight: 600 }}>
              {preview.count === 0 ? t('mailPreview.nobody') : t('mailPreview.recipients', { count: preview.count })}
            </Typography>
            {preview.count > 0 && (
              <List dense aria-labelledby={listId} sx={{ maxHeight: 180, overflowY: 'auto', mb: 1 }}>
                {preview.recipients.map((recipient) => (
                  <ListItem key={recipient.processPersonId} disableGutters>
                    <ListItemText
                      primary={`${recipient.firstName} ${recipient.lastName}`}
                      secondary={recipient.email}
                      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
                {hidden > 0 && (
                  <ListItem disableGutters>
                    <ListItemText secondary={t('mailPreview.more', { count: hidden })} />
                  </ListItem>
                )}
              </List>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {lastSent ? t('mailPreview.lastSent', { date: lastSent }) : t('mailPreview.neverSent')}
            </Typography>
            <Box
              component="section"
              aria-label={t('mailPreview.mail')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {t('mailPreview.subject', { subject: preview.subject })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
                {preview.body}
              </Typography>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        {!error && (
          <Button variant="contained" loading={busy} disabled={!preview || preview.count === 0} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
