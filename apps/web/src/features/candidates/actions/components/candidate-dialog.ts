import type { CandidateActionsFragment } from '@/gql/graphql';

/** What the candidate menu gives each of its action dialogs. */
export interface CandidateDialogProps {
  candidate: CandidateActionsFragment;
  onClose: () => void;
  /** After the action changed the candidate: the list refreshes. */
  onDone: () => void;
}
