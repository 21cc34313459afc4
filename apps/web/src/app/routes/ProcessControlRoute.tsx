import { lazy, type ReactNode } from 'react';
import { BlacklistTab } from '@/features/blacklist/components/BlacklistTab';
import {
  CandidateReportDialogsProvider,
  type CandidateReportDialogs,
} from '@/features/candidates/actions/report-dialogs';
import { CandidateListPage } from '@/features/candidates/components/CandidateListPage';
import { ComparatorView } from '@/features/comparator/components/ComparatorView';
import { ObserversButton } from '@/features/observers/components/ObserversButton';
import { ProcessDashboardTab } from '@/features/process-dashboard/components/ProcessDashboardTab';
import { ProcessControlPage, type ControlTabContext } from '@/features/processes/components/ProcessControlPage';
import type { ControlTab } from '@/features/processes/routing';
import { ShortlistView } from '@/features/shortlist/components/ShortlistView';
import { loadNamespaces } from '@/shared/lib/i18n';

type MonitoredProcess = ControlTabContext['process'];

// The report dialogs' code and texts arrive when one first opens, not with the people tab.
const withReportTexts = <T,>(load: Promise<T>) =>
  Promise.all([load, loadNamespaces(['candidateReports'])]).then(([module]) => module);
const REPORT_DIALOGS: CandidateReportDialogs = {
  DownloadReport: lazy(() =>
    withReportTexts(import('@/features/candidate-reports/components/DownloadReportDialog')).then((m) => ({
      default: m.DownloadReportDialog,
    })),
  ),
  DownloadTrustReport: lazy(() =>
    withReportTexts(import('@/features/candidate-reports/components/DownloadTrustReportDialog')).then((m) => ({
      default: m.DownloadTrustReportDialog,
    })),
  ),
  BulkReport: lazy(() =>
    withReportTexts(import('@/features/candidate-reports/components/BulkReportDialog')).then((m) => ({
      default: m.BulkReportDialog,
    })),
  ),
};

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
