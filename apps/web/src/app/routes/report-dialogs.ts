import { lazy } from 'react';
import type { CandidateReportDialogs } from '@/features/candidates/actions/report-dialogs';
import { loadNamespaces } from '@/shared/lib/i18n';

// The report dialogs' code and texts arrive when one first opens, not with the people tab.
const withReportTexts = <T>(load: Promise<T>) =>
  Promise.all([load, loadNamespaces(['candidateReports'])]).then(([module]) => module);
export const REPORT_DIALOGS: CandidateReportDialogs = {
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
