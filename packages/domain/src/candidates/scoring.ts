import type { ComponentStatus, ComponentType } from '../enums.js';

export type ScoreColor = 'error' | 'warning' | 'success' | 'info' | 'default';

/** Composed score colours (spec 3 section 5): up to 70 red, up to 85 yellow, above 85 green. */
export const COMPOSED_RED_MAX = 70;
export const COMPOSED_YELLOW_MAX = 85;
/** A candidate counts as above the minimum from this composed score. */
export const ABOVE_MINIMUM_SCORE = 85;

export function composedScoreColor(value: number | null | undefined): ScoreColor {
  if (value === null || value === undefined) return 'default';
  if (value <= COMPOSED_RED_MAX) return 'error';
  if (value <= COMPOSED_YELLOW_MAX) return 'warning';
  return 'success';
}

export const isAboveMinimum = (value: number | null | undefined) =>
  value !== null && value !== undefined && value >= ABOVE_MINIMUM_SCORE;

/** Interview grade (0-10): below 6 danger, 6 to under 8 warning, 8 or more success, otherwise pending. */
export function interviewGradeColor(grade: number | null | undefined): ScoreColor {
  if (grade === null || grade === undefined || Number.isNaN(grade)) return 'info';
  if (grade < 6) return 'error';
  if (grade < 8) return 'warning';
  return 'success';
}

/** Component weight sum: exactly 100 green, under 100 orange, over 100 red. */
export function weightColor(total: number): ScoreColor {
  if (total === 100) return 'success';
  return total < 100 ? 'warning' : 'error';
}

/** Percentages are shown rounded to integers and never above 100. */
export const displayPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export type TrustResult = 'RELIABLE' | 'MEDIUM' | 'UNRELIABLE' | 'NOT_INVITED' | 'PENDING';

/** Trust result codes (spec 3 section 4): 1 reliable, 2 medium, 3 unreliable, NOT_INVITED; anything else pending. */
export function trustResult(code: string | null | undefined): { result: TrustResult; color: ScoreColor } {
  switch (code) {
    case '1':
      return { result: 'RELIABLE', color: 'success' };
    case '2':
      return { result: 'MEDIUM', color: 'warning' };
    case '3':
      return { result: 'UNRELIABLE', color: 'error' };
    case 'NOT_INVITED':
      return { result: 'NOT_INVITED', color: 'info' };
    default:
      return { result: 'PENDING', color: 'default' };
  }
}

export const RISK_COLORS = { HIGH_RISK: 'error', MID_RISK: 'warning', LOW_RISK: 'success' } as const satisfies Record<
  string,
  ScoreColor
>;

/** The colour of a trust check's risk level; an unknown level (data older than the catalogue) is neutral. */
export function riskColor(level: string): ScoreColor {
  const colors: Record<string, ScoreColor> = RISK_COLORS;
  return colors[level] ?? 'default';
}

export const COMPETENCE_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type CompetenceLevel = (typeof COMPETENCE_LEVELS)[number];

/**
 * How a competence score (0-100) reads in a report. The spec gives no scale of its own, so it uses
 * the composed score's colour bands (spec 3 section 5), the one the recruiter already reads every
 * score by: up to 70 low, up to 85 medium, above 85 high.
 */
export function competenceLevel(value: number): CompetenceLevel {
  if (value <= COMPOSED_RED_MAX) return 'LOW';
  if (value <= COMPOSED_YELLOW_MAX) return 'MEDIUM';
  return 'HIGH';
}

export interface WeightedComponent {
  componentType: ComponentType | string;
  weight: number;
  minValueToPass: number;
}

export interface ComponentOutcome {
  componentType: ComponentType | string;
  status: ComponentStatus | string;
  value: number | null;
}

/** A component result below its minimum to pass is REJECT, otherwise SUCCESS. */
export function componentStatusFor(value: number, minValueToPass: number): 'SUCCESS' | 'REJECT' {
  return value < minValueToPass ? 'REJECT' : 'SUCCESS';
}

/**
 * The composed score: the mean of the finished components' results weighted by the job
 * opportunity's weights, rounded to two decimals; null while no weighted component has a result.
 */
export function composedScore(
  components: readonly WeightedComponent[],
  outcomes: readonly ComponentOutcome[],
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const component of components) {
    const outcome = outcomes.find((o) => o.componentType === component.componentType);
    if (!outcome || outcome.value === null || (outcome.status !== 'SUCCESS' && outcome.status !== 'REJECT')) continue;
    weighted += outcome.value * component.weight;
    weights += component.weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100) / 100;
}

/** A candidate is disqualified while any component stands rejected. */
export const isDisqualified = (outcomes: readonly ComponentOutcome[]) => outcomes.some((o) => o.status === 'REJECT');
