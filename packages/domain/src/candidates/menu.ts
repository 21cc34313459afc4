import type { PersonStatus } from '../enums.js';
import type { ProcessKind } from '../plans/plans.js';

export interface MenuCandidate {
  evaluationsStatus: PersonStatus | string;
  blackListed: boolean;
  composedResult: { value: number | null; active: boolean } | null;
  interviewStatus: string | null;
  reliability: { status: string | null; active: boolean; notified: boolean } | null;
  /** The candidate has component statuses at all (trust invitations need them). */
  hasComponentStatus: boolean;
}

export interface MenuContext {
  processKind: ProcessKind;
  processStatus: string;
  processHasParent: boolean;
  processHasReliabilityComponent: boolean;
  companyHasReliabilityPlan: boolean;
  /** The candidates page allows evaluating the interview whatever the candidate's status. */
  onCandidatesPage: boolean;
  canResetEvaluation: boolean;
}

export const CANDIDATE_MENU_ITEMS = [
  'delete',
  'approveComponent',
  'downloadReport',
  'downloadTrustReport',
  'sendReminder',
  'renewInvitation',
  'inviteToTrust',
  'evaluateInterview',
  'compare',
  'blacklist',
  'hire',
  'tags',
] as const;
export type CandidateMenuItem = (typeof CANDIDATE_MENU_ITEMS)[number];

/** Why blacklisting is refused: shown as a warning instead of acting (spec 1 section 6). */
export function blacklistRefusal(context: MenuContext): 'BASIC_PROCESS' | 'NO_PERMISSION' | null {
  if (!context.canResetEvaluation) return 'NO_PERMISSION';
  return context.processKind === 'CONTROLLED_BASIC' ? 'BASIC_PROCESS' : null;
}

const isTrust = (c: MenuContext) => c.processKind === 'TRUST';
const isBasic = (c: MenuContext) => c.processKind === 'CONTROLLED_BASIC';

/** The conditions of spec 1 section 6 for each candidate action. */
const CONDITIONS: Record<CandidateMenuItem, (candidate: MenuCandidate, context: MenuContext) => boolean> = {
  delete: (c) => c.evaluationsStatus === 'OPEN',
  approveComponent: (c) => c.evaluationsStatus === 'DISQUALIFIED',
  downloadReport: (c, ctx) =>
    !isTrust(ctx) && c.composedResult?.value != null && c.composedResult.active && c.evaluationsStatus !== 'OPEN',
  downloadTrustReport: (c) => c.reliability?.status === 'SUCCESS' && c.reliability.active,
  sendReminder: (c, ctx) => !isBasic(ctx) && c.evaluationsStatus !== 'DISQUALIFIED' && c.evaluationsStatus !== 'ENDED',
  // A fresh personal link (issue 17): only while the candidate can still take the process.
  renewInvitation: (c, ctx) =>
    !isBasic(ctx) &&
    ctx.processStatus === 'LAUNCHED' &&
    c.evaluationsStatus !== 'DISQUALIFIED' &&
    c.evaluationsStatus !== 'ENDED',
  inviteToTrust: (c, ctx) =>
    ctx.companyHasReliabilityPlan &&
    !isTrust(ctx) &&
    !isBasic(ctx) &&
    ctx.processStatus !== 'CLOSED' &&
    !ctx.processHasParent &&
    !ctx.processHasReliabilityComponent &&
    c.hasComponentStatus &&
    !c.reliability?.notified,
  evaluateInterview: (c, ctx) =>
    c.interviewStatus === 'PENDING' && (c.evaluationsStatus === 'ENDED' || ctx.onCandidatesPage),
  compare: (c, ctx) => !isTrust(ctx) && !isBasic(ctx) && c.evaluationsStatus === 'ENDED',
  // Blacklisting is offered to everyone; a refusal is explained by a warning (blacklistRefusal).
  blacklist: () => true,
  hire: (c) => c.evaluationsStatus === 'ENDED',
  tags: () => true,
};

/** The candidate's menu; a blacklisted candidate's menu is disabled as a whole. */
export function candidateMenuItems(candidate: MenuCandidate, context: MenuContext): CandidateMenuItem[] {
  if (candidate.blackListed) return [];
  return CANDIDATE_MENU_ITEMS.filter((item) => CONDITIONS[item](candidate, context));
}

export function canShowCandidateItem(item: CandidateMenuItem, candidate: MenuCandidate, context: MenuContext): boolean {
  return !candidate.blackListed && CONDITIONS[item](candidate, context);
}
