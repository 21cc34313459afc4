import type { LaunchCost, LaunchDraft, LaunchIssue, ProcessKind } from '@terna/domain';

/** A field a launched process can no longer change, and why (decision 013, edit rules). */
export interface LockedField {
  /** The draft path, `jobProfile.name`, or a whole step part, `curriculum`. */
  field: string;
  reason: string;
}

export interface Choice {
  id: number;
  name: string;
}

/** Everything the wizard shows for one process, from getLaunchDraft. */
export interface WizardData {
  processId: number;
  processName: string;
  statusName: string;
  kind: ProcessKind;
  typeCompanyPlan: string;
  draftStep: string | null;
  draft: LaunchDraft;
  issues: LaunchIssue[];
  cost: LaunchCost | null;
  /** Credits of the company before launch (CREDIT plans). */
  balance: number | null;
  /** Processes of the plan still free (PROCESS plans). */
  processesLeft: number | null;
  lockedFields: LockedField[];
  agencies: Choice[];
  departments: Choice[];
  /** Whether "Sugerir" may suggest competences (AI_PROFILE on a PROCESS plan). */
  canSuggestCompetences: boolean;
  publicLink: string | null;
}

/** The reason a field is locked, matching the field itself or any part above it (`jobProfile` locks all of it). */
export function lockedReason(locked: readonly LockedField[], path: string): string | undefined {
  return locked.find((entry) => path === entry.field || path.startsWith(`${entry.field}.`))?.reason;
}
