import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { useFinishedSections } from '../hooks/useFinishedSections';
import { useReportGeneration } from '../hooks/useReportGeneration';
import { useCandidateReportMutations } from '../hooks/useReportMutations';
import { useReportTemplates } from '../hooks/useReportTemplates';
import type { ChosenReportOptions } from '../report-options';
import { ReportDialog, ReportDialogMessage } from './ReportDialog';
import { ReportOptionsForm } from './ReportOptionsForm';

/** The candidate the report is about (the candidate menu's candidate has these and more). */
export interface ReportCandidate {
  processId: number;
  personId: number;
  processPersonId: number;
  firstName: string;
  lastName: string;
}

export interface DownloadReportDialogProps {
  candidate: ReportCandidate;
  onClose: () => void;
}

/**
 * The candidate menu's "download report" (spec 1 sections 3, 5, 7 and 8): the options among the
 * company's templates and the candidate's finished sections, then the report's status until the
 * file downloads. A failed generate or delete shows the server's own message.
 */
export function DownloadReportDialog({ candidate, onClose }: DownloadReportDialogProps) {
  const { t } = useTranslation('candidateReports');
  const notice = useDialogNotify();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const templates = useReportTemplates();
  const finished = useFinishedSections(candidate.processId, candidate.personId);
  const generation = useReportGeneration();
  const { generate, remove, deleting } = useCandidateReportMutations(candidate.processPersonId);

  const fail = (error: unknown) => notice.say({ message: errorText(error), severity: 'error' });
  const accept = (options: ChosenReportOptions) => void generation.start(() => generate(options)).catch(fail);
  const deleteReport = async () => {
    if (!generation.report) return;
    try {
      await remove(generation.report);
      notice.say({ message: t('delete.success') });
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <ReportDialog
      title={t('dialog.report')}
      subtitle={name}
      generation={generation}
      loading={templates.loading || finished.loading}
      loadError={templates.error ?? finished.error}
      onReload={() => {
        if (templates.error) templates.refetch();
        if (finished.error) finished.refetch();
      }}
      notice={notice}
      deleting={deleting}
      onDelete={() => void deleteReport()}
      onRetry={() => void generation.retry().catch(fail)}
      onClose={onClose}
    >
      {finished.sections.length === 0 ? (
        <ReportDialogMessage severity="info" message={t('dialog.empty', { name })} onClose={onClose} />
      ) : (
        <ReportOptionsForm
          templates={templates.templates}
          sections={finished.sections}
          multiLanguage={templates.multiLanguage}
          busy={generation.starting}
          onSubmit={accept}
          onCancel={onClose}
        />
      )}
    </ReportDialog>
  );
}
