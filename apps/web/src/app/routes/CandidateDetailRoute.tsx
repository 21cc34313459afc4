import { CandidateDetailPage } from '@/features/candidate-detail/components/CandidateDetailPage';
import { CandidateDetailMenu } from '@/features/candidates/actions/components/CandidateDetailMenu';
import { CandidateReportDialogsProvider } from '@/features/candidates/actions/report-dialogs';
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

export default function CandidateDetailRoute() {
  return <CandidateDetailPage actions={(ids) => <DetailActions {...ids} />} />;
}
