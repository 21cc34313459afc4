import { Suspense, type ReactNode } from 'react';
import { CandidateReportDialogsProvider } from '@/features/candidates/actions/report-dialogs';
import { CandidateListPage } from '@/features/candidates/components/CandidateListPage';
import { ObserversButton } from '@/features/observers/components/ObserversButton';
import { ProcessControlPage, type ControlTabContext } from '@/features/processes/components/ProcessControlPage';
import type { ControlTab } from '@/features/processes/routing';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { PageLoader } from '@/shared/ui/PageLoader';
import { REPORT_DIALOGS } from './report-dialogs';

// The people tab is where a recruiter lands; the other tabs load when opened, so its first screen
// does not carry their code (initial JavaScript budget, docs/performance.md).
const ComparatorView = lazyNamed(() => import('@/features/comparator/components/ComparatorView'), 'ComparatorView');
const ShortlistView = lazyNamed(() => import('@/features/shortlist/components/ShortlistView'), 'ShortlistView');
const BlacklistTab = lazyNamed(() => import('@/features/blacklist/components/BlacklistTab'), 'BlacklistTab');
const ProcessDashboardTab = lazyNamed(
  () => import('@/features/process-dashboard/components/ProcessDashboardTab'),
  'ProcessDashboardTab',
);

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
      {({ tab, process }) => <Suspense fallback={<PageLoader />}>{TAB_CONTENT[tab](process)}</Suspense>}
    </ProcessControlPage>
  );
}
