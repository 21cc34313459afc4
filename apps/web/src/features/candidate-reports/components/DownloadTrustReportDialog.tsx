import { Alert, Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { useReportGeneration } from '../hooks/useReportGeneration';
import { useTrustReportMutations } from '../hooks/useReportMutations';
import { ReportDialog } from './ReportDialog';

export interface TrustReportCandidate {
  processPersonId: number;
  firstName: string;
  lastName: string;
  /** The candidate's RELIABILITY result (component_results.id); null when there is none. */
  reliabilityScoredResult: { reliabilityComposedCapId: number } | null;
}

export interface DownloadTrustReportDialogProps {
  candidate: TrustReportCandidate;
  onClose: () => void;
}

/**
 * The candidate menu's "download trust report" (spec 1 sections 6 to 9): a PDF of the EVALUAR
 * engine, nothing to choose; the same status, download and delete as the candidate report. Its
 * failures read as the trust report's own messages, not the server's (spec 1 section 8).
 */
export function DownloadTrustReportDialog({ candidate, onClose }: DownloadTrustReportDialogProps) {
  const { t } = useTranslation('candidateReports');
  const notice = useDialogNotify();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const resultId = candidate.reliabilityScoredResult?.reliabilityComposedCapId ?? null;
  const generation = useReportGeneration();
  const { generate, remove, deleting } = useTrustReportMutations(candidate.processPersonId);

  const generateFailed = () => notice.say({ message: t('trust.generateError'), severity: 'error' });
  const accept = () => {
    if (resultId !== null) void generation.start(() => generate(resultId)).catch(generateFailed);
  };
  const deleteReport = async () => {
    if (!generation.report) return;
    try {
      await remove(generation.report);
      notice.say({ message: t('delete.success') });
      onClose();
    } catch {
      notice.say({ message: t('trust.deleteError'), severity: 'error' });
    }
  };

  return (
    <ReportDialog
      title={t('dialog.trust')}
      subtitle={name}
      generation={generation}
      notice={notice}
      deleting={deleting}
      onDelete={() => void deleteReport()}
      onRetry={() => void generation.retry().catch(generateFailed)}
      onClose={onClose}
    >
      <DialogContent>
        {resultId === null ? (
          <Alert severity="warning">{t('trust.missingResult', { name })}</Alert>
        ) : (
          <DialogContentText>{t('trust.intro', { name })}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={generation.starting}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button
          variant="contained"
          loading={generation.starting}
          disabled={resultId === null}
          onClick={accept}
          autoFocus
        >
          {t('accept', { ns: 'common' })}
        </Button>
      </DialogActions>
    </ReportDialog>
  );
}
