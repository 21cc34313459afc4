import { Alert, Typography } from '@mui/material';
import { REPORTS_PER_BUNDLE_MAX } from '@terna/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { useReportGeneration } from '../hooks/useReportGeneration';
import { useBulkReportMutation } from '../hooks/useReportMutations';
import { useReportTemplates } from '../hooks/useReportTemplates';
import { processSectionChoices, type ChosenReportOptions } from '../report-options';
import { ReportDialog, ReportDialogMessage } from './ReportDialog';
import { ReportOptionsForm } from './ReportOptionsForm';

export interface BulkReportProcess {
  id: number;
  processName: string;
  jobOpportunity?: { components: readonly { componentType: string }[] } | null;
}

export interface BulkReportDialogProps {
  process: BulkReportProcess;
  /** The people tab's selection, from any page. */
  candidates: readonly { processPersonId: number }[];
  onClose: () => void;
}

/**
 * The people tab's "download reports": one ZIP with the report of each selected candidate, the
 * same options as one report (sections: those the process's components offer; each report holds
 * the ones its candidate finished). The server leaves out who cannot have a report: the status
 * says how many were included, and the progress counts their reports.
 */
export function BulkReportDialog({ process, candidates, onClose }: BulkReportDialogProps) {
  const { t } = useTranslation('candidateReports');
  const notice = useDialogNotify();
  const templates = useReportTemplates();
  const generation = useReportGeneration();
  const generate = useBulkReportMutation(process.id);
  const components = process.jobOpportunity?.components;
  const sections = useMemo(
    () =>
      processSectionChoices(components?.map((component) => component.componentType) ?? [], (section) =>
        t(`sections.${section}`),
      ),
    [components, t],
  );
  const count = candidates.length;
  const tooMany = count > REPORTS_PER_BUNDLE_MAX;

  const fail = (error: unknown) => notice.say({ message: errorText(error), severity: 'error' });
  const accept = (options: ChosenReportOptions) =>
    void generation
      .start(() =>
        generate(
          candidates.map((candidate) => candidate.processPersonId),
          options,
        ),
      )
      .catch(fail);

  const included = generation.report?.progress?.total;
  const statusDetails = included !== undefined && (
    <Typography>
      {t('bulk.included', { total: included, count })}
      {included < count && ` ${t('bulk.skipped', { count: count - included })}`}
    </Typography>
  );

  return (
    <ReportDialog
      title={t('dialog.bulk')}
      subtitle={process.processName}
      generation={generation}
      loading={templates.loading}
      loadError={templates.error}
      onReload={templates.refetch}
      notice={notice}
      statusDetails={statusDetails}
      onRetry={() => void generation.retry().catch(fail)}
      onClose={onClose}
    >
      {sections.length === 0 ? (
        <ReportDialogMessage severity="info" message={t('bulk.noSections')} onClose={onClose} />
      ) : (
        <ReportOptionsForm
          templates={templates.templates}
          sections={sections}
          multiLanguage={templates.multiLanguage}
          notice={
            <>
              <Typography>
                {t('bulk.selected', { count })} {t('bulk.hint')}
              </Typography>
              {tooMany && <Alert severity="warning">{t('bulk.tooMany', { max: REPORTS_PER_BUNDLE_MAX })}</Alert>}
            </>
          }
          blocked={tooMany}
          busy={generation.starting}
          onSubmit={accept}
          onCancel={onClose}
        />
      )}
    </ReportDialog>
  );
}
