import type { ReactNode } from 'react';
import { BlacklistTab } from '@/features/blacklist/components/BlacklistTab';
import { CandidateReportDialogsProvider } from '@/features/candidates/actions/report-dialogs';
import { CandidateListPage } from '@/features/candidates/components/CandidateListPage';
import { ComparatorView } from '@/features/comparator/components/ComparatorView';
import { ObserversButton } from '@/features/observers/components/ObserversButton';
import { ProcessDashboardTab } from '@/features/process-dashboard/components/ProcessDashboardTab';
import { ProcessControlPage, type ControlTabContext } from '@/features/processes/components/ProcessControlPage';
import type { ControlTab } from '@/features/processes/routing';
import { ShortlistView } from '@/features/shortlist/components/ShortlistView';
import { REPORT_DIALOGS } from './report-dialogs';

type MonitoredProcess = ControlTabContext['process'];

// Each control tab's content comes from its feature; the shortlist and the comparator also serve the observer's report.
const TAB_CONTENT: Record<ControlTab, (process: MonitoredProcess) => ReactNode> = {
  people: (process) => (
    <CandidateReportDialogsProvider value={REPORT_DIALOGS}>
      <CandidateListPage key={process.id} process={process} />
    </CandidateReportDialogsProvider>
  ),
  comparator: (process) => <ComparatorView key={process.id} processId={process.id} />,
  shortlisted: (process) => <ShortlistView key={process.id} processId={process.id} />,
  blacklist: (process) => <BlacklistTab key={process.id} process={process} />,
  dashboard: (process) => <ProcessDashboardTab key={process.id} process={process} />,
};

export default function ProcessControlRoute() {
  return (
    <ProcessControlPage headerActions={(process) => <ObserversButton process={process} />}>
      {({ tab, process }) => TAB_CONTENT[tab](process)}
    </ProcessControlPage>
  );
}
