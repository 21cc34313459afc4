import { Skeleton } from '@mui/material';
import { useCandidateDetail } from '../../hooks/useCandidateDetail';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { CandidateMenu } from './CandidateMenu';

interface CandidateDetailMenuProps {
  process: ProcessForActions;
  /** The processPersonId. */
  candidateId: number;
}

/**
 * The candidate menu of the list, on the candidate's detail page: the same items and dialogs, read
 * from the sidebar's query (already cached when the detail was opened from the list).
 */
export function CandidateDetailMenu({ process, candidateId }: CandidateDetailMenuProps) {
  const { candidate } = useCandidateDetail(candidateId);
  // A closed process has no candidate actions, as in the list.
  if (process.statusName === 'CLOSED') return null;
  if (!candidate) return <Skeleton variant="rounded" width={40} height={40} />;
  return <CandidateMenu candidate={candidate} process={process} />;
}
