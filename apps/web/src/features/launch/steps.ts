import {
  competencesDraftSchema,
  componentsDraftSchema,
  curriculumDraftSchema,
  datesDraftSchema,
  interviewDraftSchema,
  jobProfileDraftSchema,
  stepsFor,
  testsDraftSchema,
  trustFeaturesSchema,
  type LaunchDraft,
  type ProcessKind,
  type WizardStep,
} from '@terna/domain';
import type { LaunchStep as ApiStep } from '@/gql/graphql';
import type { z } from 'zod';

/** The steps that hold a part of the draft; the summary shows them all and saves nothing. */
export type DataStep = Exclude<WizardStep, 'summary'>;

/** Where each step keeps its part of the draft (decision 013, `processes.launch_draft`). */
export const DRAFT_KEY = {
  'job-profile': 'jobProfile',
  curriculum: 'curriculum',
  competences: 'competences',
  tests: 'tests',
  interview: 'interview',
  components: 'components',
  'trust-features': 'trustFeatures',
  dates: 'dates',
} as const satisfies Record<DataStep, keyof LaunchDraft>;

/** The schema "Siguiente" checks, the same the server checks on save; dates are judged against today. */
export function stepDraftSchema(step: DataStep, today: string): z.ZodType {
  switch (step) {
    case 'job-profile':
      return jobProfileDraftSchema;
    case 'curriculum':
      return curriculumDraftSchema;
    case 'competences':
      return competencesDraftSchema;
    case 'tests':
      return testsDraftSchema;
    case 'interview':
      return interviewDraftSchema;
    case 'components':
      return componentsDraftSchema;
    case 'trust-features':
      return trustFeaturesSchema;
    case 'dates':
      return datesDraftSchema(today);
  }
}

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
