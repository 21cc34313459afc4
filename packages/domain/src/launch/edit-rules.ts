import { EXTENSION_OPTIONS } from '../processes/extension.js';
import type { LaunchDraft } from './draft.js';

/**
 * What may change in a launched process (issue 16, "Edit and relaunch"): what candidates have not
 * yet met may change, what would change results already given is refused with a reason. The web
 * shows the reason next to the field; the server refuses the same change with EDIT_NOT_ALLOWED.
 */
export const EDIT_REASONS = [
  'CANDIDATES_STARTED',
  'CANDIDATES_FINISHED',
  'INTERVIEW_ANSWERED',
  'PROCESS_STARTED',
  'END_BEFORE_TODAY',
  'END_BEYOND_PAID',
] as const;
export type EditReason = (typeof EDIT_REASONS)[number];

/** Where a launched process stands, as far as editing it is concerned. Days are yyyy-MM-dd in its time zone. */
export interface LaunchedState {
  today: string;
  /** The start day stored on the process. */
  startDate: string | null;
  /** The last day the publication is paid for; a later end needs the extend action. */
  paidEndDate: string | null;
  /** Some candidate left OPEN (started an evaluation). */
  anyStarted: boolean;
  /** Some candidate ENDED or was DISQUALIFIED. */
  anyFinished: boolean;
  /** Some candidate's INTERVIEW component is past PENDING. */
  interviewAnswered: boolean;
}

/**
 * The editable fields, by the draft part they live in. Job-profile fields beside the three that
 * only label the offer shape what candidates are judged against, so they follow the curriculum.
 */
export const EDIT_FIELDS = [
  'description',
  'publicationInfoName',
  'confidential',
  'jobProfile',
  'curriculum',
  'competences',
  'tests',
  'interview',
  'components',
  'componentWeights',
  'trustFeatures',
  'startDate',
  'endDate',
  'publication',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
/** The draft parts a wizard step saves (`paid` is set by launch, never edited). */
export type DraftPart = Exclude<keyof LaunchDraft, 'paid'>;

const ALWAYS_EDITABLE_PROFILE = ['description', 'publicationInfoName', 'confidential'] as const;

/** Why a field cannot change at all now, or null when it may (endDate may, within bounds: see editRefusal). */
export function fieldLock(field: EditField, state: LaunchedState): EditReason | null {
  switch (field) {
    case 'description':
    case 'publicationInfoName':
    case 'confidential':
    case 'publication':
    case 'endDate':
      return null;
    case 'startDate':
      return state.startDate !== null && state.startDate <= state.today ? 'PROCESS_STARTED' : null;
    case 'interview':
      return state.interviewAnswered ? 'INTERVIEW_ANSWERED' : null;
    case 'componentWeights':
      return state.anyFinished ? 'CANDIDATES_FINISHED' : null;
    case 'jobProfile':
    case 'curriculum':
    case 'competences':
    case 'tests':
    case 'components':
    case 'trustFeatures':
      return state.anyStarted ? 'CANDIDATES_STARTED' : null;
  }
}

/** The fields locked now, with why: what getLaunchDraft shows beside each field. */
export function lockedFields(state: LaunchedState): { field: EditField; reason: EditReason }[] {
  return EDIT_FIELDS.flatMap((field) => {
    const reason = fieldLock(field, state);
    return reason ? [{ field, reason }] : [];
  });
}

/** The last day a publication launched over `days` days is paid for: the end of its credit tier. */
export function paidEndDay(startDay: string, days: number): string {
  const tier = EXTENSION_OPTIONS.find((option) => option.days >= days) ?? EXTENSION_OPTIONS.at(-1)!;
  const end = new Date(Date.parse(`${startDay}T00:00:00Z`) + Math.max(days, tier.days) * 86_400_000);
  return end.toISOString().slice(0, 10);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The edit fields a new value of one draft part changes, compared with the stored part. */
export function changedFields(part: DraftPart, before: LaunchDraft, after: LaunchDraft): EditField[] {
  const old = (before[part] ?? {}) as Record<string, unknown>;
  const next = (after[part] ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((key) => !same(old[key], next[key]));
  if (keys.length === 0) return [];
  switch (part) {
    case 'jobProfile':
      return [
        ...new Set(
          keys.map((key): EditField =>
            (ALWAYS_EDITABLE_PROFILE as readonly string[]).includes(key) ? (key as EditField) : 'jobProfile',
          ),
        ),
      ];
    case 'dates':
      return [
        ...new Set(
          keys.map((key): EditField =>
            key === 'startDate' ? 'startDate' : key === 'endDate' ? 'endDate' : 'publication',
          ),
        ),
      ];
    case 'components': {
      const shape = (value: Record<string, unknown>) =>
        ((value.components ?? []) as { componentType: string; order: number }[]).map((c) => [c.componentType, c.order]);
      return same(shape(old), shape(next)) ? ['componentWeights'] : ['components'];
    }
    default:
      return [part];
  }
}

export interface EditRefusal {
  field: EditField;
  reason: EditReason;
}

/**
 * The first refused change a new value of one part makes, or null when every change is allowed.
 * The end date may move, but not before today nor past the paid tier's end (longer: extend).
 */
export function editRefusal(
  part: DraftPart,
  before: LaunchDraft,
  after: LaunchDraft,
  state: LaunchedState,
): EditRefusal | null {
  for (const field of changedFields(part, before, after)) {
    const locked = fieldLock(field, state);
    if (locked) return { field, reason: locked };
    if (field === 'endDate') {
      const end = after.dates?.endDate;
      if (!end || end < state.today) return { field, reason: 'END_BEFORE_TODAY' };
      if (state.paidEndDate && end > state.paidEndDate) return { field, reason: 'END_BEYOND_PAID' };
    }
  }
  return null;
}
