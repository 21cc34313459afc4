import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import type { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import type { useReportGeneration } from '../hooks/useReportGeneration';
import { ReportStatusView } from './ReportStatusView';

export interface ReportDialogProps {
  title: string;
  /** Whose report: the candidate's name, or the process's. */
  subtitle: string;
  generation: ReturnType<typeof useReportGeneration>;
  /** The choices the options need are on their way: a skeleton meanwhile. */
  loading?: boolean;
  /** The choices could not be read: the reason and a retry. */
  loadError?: unknown;
  onReload?: () => void;
  /** The dialog's messages: the snackbar, and its live region while it stays open. */
  notice: ReturnType<typeof useDialogNotify>;
  /** Shown beside the status (the bulk dialog: who was included). */
  statusDetails?: ReactNode;
  deleting?: boolean;
  onDelete?: () => void;
  onRetry: () => void;
  onClose: () => void;
  /** The options, until a report is asked for. */
  children: ReactNode;
}

/**
 * The frame the three report dialogs share: the whole screen on phones, a close button, the
 * options until Accept, then the report's status. Esc and the backdrop do not close it while a
 * request is on its way; the report itself goes on generating if the dialog is closed.
 */
export function ReportDialog({
  title,
  subtitle,
  generation,
  loading = false,
  loadError,
  onReload,
  notice,
  statusDetails,
  deleting = false,
  onDelete,
  onRetry,
  onClose,
  children,
}: ReportDialogProps) {
  const { t } = useTranslation('candidateReports');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const busy = generation.starting || deleting;

  let body: ReactNode;
  if (generation.report) {
    body = (
      <ReportStatusView
        report={generation.report}
        pollError={generation.pollError}
        details={statusDetails}
        deleting={deleting}
        retrying={generation.starting}
        onDownloadAgain={() =>
          void generation
            .downloadAgain()
            .catch((error: unknown) =>
              notice.say({ message: t('download.refreshError', { reason: errorText(error) }), severity: 'error' }),
            )
        }
        onDelete={onDelete}
        onRetry={onRetry}
        onClose={onClose}
      />
    );
  } else if (loading) {
    body = <OptionsSkeleton onClose={onClose} />;
  } else if (loadError !== undefined) {
    body = (
      <ReportDialogMessage
        severity="error"
        message={t('dialog.loadError', { reason: errorText(loadError) })}
        action={onReload && { label: t('retry', { ns: 'common' }), onClick: onReload }}
        onClose={onClose}
      />
    );
  } else {
    body = children;
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {subtitle}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t('dialog.close')}
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogAnnouncer message={notice.announcement} />
      {body}
    </Dialog>
  );
}

/** A dialog body that only says something: nothing to choose from, or the choices could not be read. */
export function ReportDialogMessage({
  severity,
  message,
  action,
  onClose,
}: {
  severity: 'info' | 'error';
  message: string;
  action?: { label: string; onClick: () => void };
  onClose: () => void;
}) {
  const { t } = useTranslation('candidateReports');
  return (
    <>
      <DialogContent>
        <Alert severity={severity}>{message}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        {action && (
          <Button variant="contained" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function OptionsSkeleton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('candidateReports');
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }} aria-busy>
        <Typography role="status" color="text.secondary">
          {t('dialog.loading')}
        </Typography>
        <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={120} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
      </DialogActions>
    </>
  );
}
