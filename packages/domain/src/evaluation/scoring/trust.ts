import { LIKERT_VALUES } from '../protocol.js';
import type { RiskLevel, TrustCheck } from '../../enums.js';
import type { CompetenceItem, LikertAnswer } from '../content-types.js';
import { likertPointsByGroup } from './competences.js';
import { round2 } from './round.js';

const LIKERT_MIN = LIKERT_VALUES[0];
const LIKERT_MAX = LIKERT_VALUES[LIKERT_VALUES.length - 1]!;

/** Risk (0-100) from which a check reads MID_RISK, and HIGH_RISK (docs/decisions/022). */
export const TRUST_RISK_BANDS = { mid: 35, high: 60 } as const;

export type TrustResultCode = '1' | '2' | '3';

export interface TrustCheckScore {
  name: TrustCheck;
  /** How often the answers show the risky behaviour, 0-100. */
  risk: number;
  riskLevel: RiskLevel;
}

export const riskLevelOf = (risk: number): RiskLevel =>
  risk >= TRUST_RISK_BANDS.high ? 'HIGH_RISK' : risk >= TRUST_RISK_BANDS.mid ? 'MID_RISK' : 'LOW_RISK';

/**
 * The trust result (spec 3 section 4; decision 022). Each check's risk is the mean of its answered
 * items (a reverse-keyed item counts 6 - value) mapped onto 0-100; a check with no answer counts as
 * the highest risk, so skipping never helps. The code is the worst level: any HIGH_RISK is 3
 * (unreliable), any MID_RISK 2 (medium), all LOW_RISK 1 (reliable). The value is 100 minus the mean risk.
 */
export function scoreTrust(
  items: readonly CompetenceItem[],
  answers: readonly LikertAnswer[],
  checks: readonly TrustCheck[],
): { value: number; code: TrustResultCode; checks: TrustCheckScore[] } {
  const points = likertPointsByGroup(items, answers);
  const scores = checks.map((name): TrustCheckScore => {
    const own = points.get(name) ?? [];
    const mean = own.length ? own.reduce((sum, value) => sum + value, 0) / own.length : LIKERT_MAX;
    const risk = round2(((mean - LIKERT_MIN) / (LIKERT_MAX - LIKERT_MIN)) * 100);
    return { name, risk, riskLevel: riskLevelOf(risk) };
  });
  const levels = new Set(scores.map((s) => s.riskLevel));
  const code: TrustResultCode = levels.has('HIGH_RISK') ? '3' : levels.has('MID_RISK') ? '2' : '1';
  const meanRisk = scores.length ? scores.reduce((sum, s) => sum + s.risk, 0) / scores.length : 100;
  return { value: round2(100 - meanRisk), code, checks: scores };
}
