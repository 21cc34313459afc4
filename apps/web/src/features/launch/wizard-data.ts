import type { EditField, EditReason, LaunchCost, LaunchDraft, ProcessKind, WizardStep } from '@terna/domain';

/** A field a launched process can no longer change, and why (the domain's edit rules). */
export interface LockedField {
  field: EditField;
  reason: EditReason;
  /** The reason in the user's language. */
  message: string;
}

/** Something the draft lacks to launch, as the summary lists it. */
export interface WizardIssue {
  step: WizardStep;
  field: string;
  message: string;
}

/** Everything the wizard shows for one process, from getLaunchDraft. */
export interface WizardData {
  processId: number;
  name: string;
  statusName: string;
  kind: ProcessKind;
  typeCompanyPlan: string;
  hasProfile: boolean;
  draftStep: WizardStep | null;
  timeZone: string;
  draft: LaunchDraft;
  issues: WizardIssue[];
  cost: LaunchCost | null;
  /** Credits of the company before launch (CREDIT plans). */
  availableCredits: number | null;
  /** Processes of the plan still free (PROCESS plans). */
  processesLeft: number | null;
  lockedFields: LockedField[];
  /** How far the end date of a launched process may move. */
  editRules: { minEndDate: string; maxEndDate: string | null } | null;
  /** Whether "Sugerir" may suggest competences (AI_PROFILE on a PROCESS plan). */
  canSuggestCompetences: boolean;
  publicLink: string | null;
}
