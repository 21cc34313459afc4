import { stepsFor, type DataStep, type ProcessKind, type WizardStep } from '@terna/domain';
import type { LaunchStep as ApiStep } from '@/gql/graphql';

export function isWizardStep(kind: ProcessKind, step: string | undefined): step is WizardStep {
  return (stepsFor(kind) as readonly string[]).includes(step ?? '');
}

/** The step after `step` in the kind's order, or null on the last one. */
export function nextStep(kind: ProcessKind, step: WizardStep): WizardStep | null {
  const steps = stepsFor(kind);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first one. */
export function previousStep(kind: ProcessKind, step: WizardStep): WizardStep | null {
  const steps = stepsFor(kind);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}

/**
 * Where a wizard opened without a step resumes: after the last step saved (`draftStep`), or on it
 * when it was the last one; the first step for a new draft or a step the kind does not have.
 */
export function resumeStep(kind: ProcessKind, draftStep: string | null | undefined): WizardStep {
  const steps = stepsFor(kind);
  if (!isWizardStep(kind, draftStep ?? undefined)) return steps[0]!;
  return nextStep(kind, draftStep as WizardStep) ?? (draftStep as WizardStep);
}

export const isDataStep = (step: WizardStep): step is DataStep => step !== 'summary';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A form's values without the fields left empty (blank text), in nested groups too; lists are kept as they are. */
export function dropEmpty(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !(typeof item === 'string' && item.trim() === ''))
      .map(([key, item]) => [key, dropEmpty(item)]),
  );
}

/** The GraphQL name of a step: job-profile → JOB_PROFILE. */
export const toApiStep = (step: WizardStep): ApiStep => step.toUpperCase().replace('-', '_') as ApiStep;

/** The wizard step of a GraphQL step name: TRUST_FEATURES → trust-features. */
export const fromApiStep = (step: ApiStep): WizardStep => step.toLowerCase().replace('_', '-') as WizardStep;
