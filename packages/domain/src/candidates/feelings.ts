import { FEELINGS, type Feeling, type PersonStatus } from '../enums.js';

/** The feeling names, in the spec's order (YES "Me gusta", MAYBE "Tal vez", NO "No me gusta"). */
export const FEELING_NAMES = Object.keys(FEELINGS) as Feeling[];

/** The feelings that put a candidate on the shortlist; NO takes them off (spec 2 section 4.6). */
export const SHORTLIST_FEELINGS = ['YES', 'MAYBE'] as const satisfies readonly Feeling[];

/** Who gave a feeling: a company user or an external observer (stored by observer id). */
export const REVIEWER_KINDS = ['USER', 'OBSERVER'] as const;
export type ReviewerKind = (typeof REVIEWER_KINDS)[number];

/** Only a finished evaluation can be judged (spec 3 section 6). */
export const FEELING_CANDIDATE_STATUS: PersonStatus = 'ENDED';

/**
 * The reviewer's feeling after choosing `chosen` with `current` active: another feeling replaces
 * it, choosing the active one again clears it, and null clears it (spec 3 section 4, Feelings).
 */
export function nextFeeling(current: Feeling | null, chosen: Feeling | null): Feeling | null {
  return chosen === current ? null : chosen;
}

/** Whether a candidate can be given a feeling: ENDED and not on the company's unwanted list. */
export function canReceiveFeeling(candidate: { evaluationsStatus: string; blackListed: boolean }): boolean {
  return candidate.evaluationsStatus === FEELING_CANDIDATE_STATUS && !candidate.blackListed;
}

/** Whether any reviewer's feeling puts the candidate on the shortlist. */
export function isShortlisted(feelings: readonly { feeling: string }[]): boolean {
  return feelings.some((f) => (SHORTLIST_FEELINGS as readonly string[]).includes(f.feeling));
}
