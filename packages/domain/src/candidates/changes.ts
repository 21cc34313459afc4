/**
 * Why a candidate of a process changed, as the live `candidateChanged` subscription tells the screens
 * that show the candidate (list, facets, sidebar): they refetch what the reason touches.
 */
export const CANDIDATE_CHANGE_REASONS = [
  /** The evaluation status moved (started, a step finished, ended, disqualified). */
  'STATUS',
  /** A component was scored, approved or reset. */
  'COMPONENT',
  /** A trust invitation was sent or a trust result arrived. */
  'TRUST',
  'TAGS',
  'HIRED',
  'FEELINGS',
  /** A chat message about the candidate (unread counts). */
  'CHAT',
] as const;
export type CandidateChangeReason = (typeof CANDIDATE_CHANGE_REASONS)[number];

export interface CandidateChangedEvent {
  processId: number;
  processPersonId: number;
  reason: CandidateChangeReason;
}
