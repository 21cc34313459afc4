import {
  candidateMenuItems,
  processKind,
  type AppAbility,
  type CandidateMenuItem,
  type MenuCandidate,
  type MenuContext,
  type Subject,
} from '@terna/domain';

/** The candidate fields the menu rules read (a subset of the CandidateActions fragment). */
export interface CandidateForMenu {
  evaluationsStatus: string;
  blackListed: boolean;
  composedCapResult: { value?: number | null; status: boolean };
  componentStatus: readonly { componentType: string; status: string; value?: number | null; notified: boolean }[];
}

/** The process fields the menu rules read. */
export interface ProcessForMenu {
  statusName: string;
  typeCompanyPlan: string;
  environmentTypeName: string;
  fullProfile: boolean;
  parent?: number | null;
  jobOpportunity?: { components: readonly { componentType: string }[] } | null;
}

export interface MenuEnvironment {
  companyHasReliabilityPlan: boolean;
  canResetEvaluation: boolean;
  onCandidatesPage: boolean;
}

export function toMenuCandidate(candidate: CandidateForMenu): MenuCandidate {
  const component = (type: string) => candidate.componentStatus.find((c) => c.componentType === type);
  const reliability = component('RELIABILITY');
  return {
    evaluationsStatus: candidate.evaluationsStatus,
    blackListed: candidate.blackListed,
    composedResult: { value: candidate.composedCapResult.value ?? null, active: candidate.composedCapResult.status },
    interviewStatus: component('INTERVIEW')?.status ?? null,
    // The trust result is active once it has been scored.
    reliability: reliability
      ? { status: reliability.status, active: reliability.value != null, notified: reliability.notified }
      : null,
    hasComponentStatus: candidate.componentStatus.length > 0,
  };
}

export function toMenuContext(process: ProcessForMenu, environment: MenuEnvironment): MenuContext {
  return {
    processKind: processKind({
      typeCompanyPlan: process.typeCompanyPlan,
      environmentType: process.environmentTypeName,
      fullProfile: process.fullProfile,
    }),
    processStatus: process.statusName,
    processHasParent: process.parent != null,
    processHasReliabilityComponent: Boolean(
      process.jobOpportunity?.components.some((c) => c.componentType === 'RELIABILITY'),
    ),
    companyHasReliabilityPlan: environment.companyHasReliabilityPlan,
    onCandidatesPage: environment.onCandidatesPage,
    canResetEvaluation: environment.canResetEvaluation,
  };
}

/**
 * The permission each item needs besides its state rule. Blacklisting asks only to manage
 * candidates here: without `reset Evaluation` it stays and explains the refusal (spec 1 section 6).
 */
export const ITEM_ABILITY: Record<CandidateMenuItem, [action: string, subject: Subject]> = {
  delete: ['delete', 'Candidate'],
  approveComponent: ['update', 'Candidate'],
  downloadReport: ['generate', 'Report'],
  downloadTrustReport: ['generate', 'Report'],
  sendReminder: ['update', 'Candidate'],
  renewInvitation: ['update', 'Candidate'],
  inviteToTrust: ['invite', 'Candidate'],
  evaluateInterview: ['update', 'Candidate'],
  compare: ['update', 'Candidate'],
  blacklist: ['update', 'Candidate'],
  hire: ['update', 'Candidate'],
  tags: ['update', 'Candidate'],
};

/** The items the candidate's state allows (domain rule) and the user may use. */
export function visibleMenuItems(
  candidate: MenuCandidate,
  context: MenuContext,
  ability: AppAbility,
): CandidateMenuItem[] {
  return candidateMenuItems(candidate, context).filter((item) => ability.can(...ITEM_ABILITY[item]));
}

/** The candidates page (cap-process-id-candidates) lets the interview be evaluated whatever the candidate's status. */
export function isCandidatesPage(pathname: string): boolean {
  return /\/cap\/process\/\d+\/candidates(\/|$)/.test(pathname);
}
