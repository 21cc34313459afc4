import { CandidateDetailPage } from '@/features/candidate-detail/components/CandidateDetailPage';
import { CandidateDetailMenu } from '@/features/candidates/actions/components/CandidateDetailMenu';
import { CandidateReportDialogsProvider } from '@/features/candidates/actions/report-dialogs';
import { PersonalDataExportButton } from '@/features/data-subject-rights';
import { useProcessMonitor } from '@/features/processes/hooks/useProcessMonitor';
import { REPORT_DIALOGS } from './report-dialogs';

/** The candidates list's menu of this candidate, beside the detail's header. */
function DetailActions({ processId, candidateId }: { processId: number; candidateId: number }) {
  const { process } = useProcessMonitor(processId);
  if (!process) return null;
  return (
    <CandidateReportDialogsProvider value={REPORT_DIALOGS}>
      <CandidateDetailMenu process={process} candidateId={candidateId} />
    </CandidateReportDialogsProvider>
  );
}

/** The company user's candidate detail: the list's actions menu, and the administrator's personal data export. */
export default function CandidateDetailRoute() {
  return (
    <CandidateDetailPage
      actions={(ids) => <DetailActions {...ids} />}
      personActions={({ personId, name }) => <PersonalDataExportButton personId={personId} name={name} />}
    />
  );
}
