import { createContext, useContext, type ComponentType } from 'react';
import type { CandidateActionsFragment } from '@/gql/graphql';
import type { GroupCandidate } from '../group-selection';
import type { ProcessForActions } from './graphql/candidate-actions.graphql';

export interface CandidateReportDialogProps {
  candidate: CandidateActionsFragment;
  onClose: () => void;
}

export interface BulkReportDialogProps {
  process: ProcessForActions;
  candidates: readonly GroupCandidate[];
  onClose: () => void;
}

/**
 * The report dialogs the candidate menu and the group bar open. They belong to the reports
 * feature, and features do not import each other: the app provides them around the list
 * (CandidateReportDialogsProvider), lazily, so the people page carries none of their code until one opens.
 */
export interface CandidateReportDialogs {
  DownloadReport: ComponentType<CandidateReportDialogProps>;
  DownloadTrustReport: ComponentType<CandidateReportDialogProps>;
  BulkReport: ComponentType<BulkReportDialogProps>;
}

const ReportDialogsContext = createContext<CandidateReportDialogs | null>(null);

export const CandidateReportDialogsProvider = ReportDialogsContext.Provider;

export function useCandidateReportDialogs(): CandidateReportDialogs {
  const dialogs = useContext(ReportDialogsContext);
  if (!dialogs) throw new Error('The candidate list needs a CandidateReportDialogsProvider.');
  return dialogs;
}
