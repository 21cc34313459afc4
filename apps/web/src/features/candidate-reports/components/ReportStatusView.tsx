import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, DialogActions, DialogContent, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import type { GeneratedReport } from '../hooks/useReportGeneration';
import { isUrlExpired, reportStatus } from '../report-options';

export interface ReportStatusViewProps {
  report: GeneratedReport;
  /** A failed status read while the report is followed (the poll goes on). */
  pollError?: unknown;
  /** More about what the report holds (the bulk dialog: who was included). */
  details?: ReactNode;
  deleting?: boolean;
  /** Asking again after a failure. */
  retrying?: boolean;
  /** Downloads the file again; called when the address at hand has expired, to fetch a fresh one. */
  onDownloadAgain: () => void;
  /** Offered once the file is stored; the bulk ZIP has none. */
  onDelete?: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Where a report's generation stands (spec 3: IN_QUEUE, WAITING, IN_PROGRESS, COMPLETED, and our
 * FAILED), read out to screen readers as it changes, with a progress bar (members done of the
 * total for a bundle); once stored, a link to download it again and, for one candidate's report,
 * a button to delete it (spec 1 section 8).
 */
export function ReportStatusView({
  report,
  pollError,
  details,
  deleting = false,
  retrying = false,
  onDownloadAgain,
  onDelete,
  onRetry,
  onClose,
}: ReportStatusViewProps) {
  const { t } = useTranslation('candidateReports');
  const statusId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const status = reportStatus(report.status);
  const running = status !== 'COMPLETED' && status !== 'FAILED';
  const { progress } = report;
  const counted =
    progress && progress.total > 0 ? t('status.progress', { done: progress.done, total: progress.total }) : null;

  // Accept, which had the focus, is gone: the status takes it, so it is read out and the keyboard stays in the dialog.
  useEffect(() => statusRef.current?.focus(), []);

  // The signed address is a plain link; once expired, the click asks for a fresh one instead.
  const downloadAgain = (event: MouseEvent<HTMLAnchorElement>) => {
    if (report.url && !isUrlExpired(report.urlExpiresAt)) return;
    event.preventDefault();
    onDownloadAgain();
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box role="status" aria-live="polite" id={statusId} ref={statusRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <Typography sx={{ fontWeight: 600 }}>{t(`status.${status}`)}</Typography>
          {counted && <Typography color="text.secondary">{counted}</Typography>}
        </Box>
        {running && (
          <LinearProgress
            aria-labelledby={statusId}
            aria-valuetext={counted ?? t(`status.${status}`)}
            {...(counted && progress ? { variant: 'determinate', value: (progress.done / progress.total) * 100 } : {})}
          />
        )}
        {details}
        {running && (
          <Typography variant="body2" color="text.secondary">
            {t('status.keepWorking')}
          </Typography>
        )}
        {running && pollError !== undefined && (
          <Alert severity="warning">{t('status.pollError', { reason: errorText(pollError) })}</Alert>
        )}
        {status === 'FAILED' && report.error && <Alert severity="error">{report.error}</Alert>}
        {status === 'COMPLETED' && (
          <Box>
            <Button
              component="a"
              href={report.url ?? undefined}
              download={report.fileName ?? ''}
              onClick={downloadAgain}
              startIcon={<DownloadIcon />}
              variant="outlined"
            >
              {t('download.again')}
            </Button>
            {report.fileName && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {report.fileName}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting || retrying}>
          {t('dialog.close')}
        </Button>
        {status === 'FAILED' && (
          <Button variant="contained" loading={retrying} onClick={onRetry}>
            {t('status.retry')}
          </Button>
        )}
        {status === 'COMPLETED' && onDelete && (
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} loading={deleting} onClick={onDelete}>
            {t('delete.button')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
