import { describe, expect, it } from 'vitest';
import { TRUST_CHECKS, TRUST_CHECKS_OPTIONAL, TRUST_CHECKS_REQUIRED } from '../../enums.js';
import { trustQuestions } from '../test-assembly.js';
import { TRUST_ITEMS } from '../trust-items.js';
import type { LikertAnswer } from '../content-types.js';
import { riskLevelOf, scoreTrust, TRUST_RISK_BANDS } from './trust.js';

/** Answers every item of `checks`: `risky` for the risk-keyed statements, its mirror for the reverse ones. */
const answering = (checks: readonly string[], risky: 1 | 2 | 3 | 4 | 5): LikertAnswer[] =>
  TRUST_ITEMS.filter((item) => checks.includes(item.competence)).map((item) => ({
    itemId: item.id,
    value: (item.reverse ? 6 - risky : risky) as 1 | 2 | 3 | 4 | 5,
  }));

describe('trust questionnaire', () => {
  it('has three statements per check, one reverse-keyed, in both languages', () => {
    for (const check of TRUST_CHECKS) {
      const own = TRUST_ITEMS.filter((item) => item.competence === check);
      expect(own).toHaveLength(3);
      expect(own.filter((item) => item.reverse)).toHaveLength(1);
      for (const item of own) expect(item.statement.es && item.statement.en).toBeTruthy();
    }
  });

  it('asks every item of the chosen checks, never two of one check in a row, the same order for the same seed', () => {
    const checks = [...TRUST_CHECKS_REQUIRED, 'DRUGS'];
    const questions = trustQuestions(checks, 'es', 'seed-1');
    expect(questions).toHaveLength(12);
    const checkOf = (id: string) => id.split('-')[0];
    questions.slice(1).forEach((q, i) => expect(checkOf(q.id)).not.toBe(checkOf(questions[i]!.id)));
    expect(trustQuestions(checks, 'es', 'seed-1')).toEqual(questions);
    expect(questions.some((q) => q.id.startsWith('VIOLENCE'))).toBe(false);
  });
});

describe('scoreTrust', () => {
  it('reads all-low risk as reliable (1), with a value of 100 minus the mean risk', () => {
    const result = scoreTrust(TRUST_ITEMS, answering(TRUST_CHECKS_REQUIRED, 1), TRUST_CHECKS_REQUIRED);
    expect(result).toEqual({
      value: 100,
      code: '1',
      checks: TRUST_CHECKS_REQUIRED.map((name) => ({ name, risk: 0, riskLevel: 'LOW_RISK' })),
    });
  });

  it('takes the worst check: one medium check is 2, one high check is 3', () => {
    const checks = [...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL];
    const medium = [...answering(checks.slice(1), 1), ...answering(['THEFT'], 3)];
    const mediumResult = scoreTrust(TRUST_ITEMS, medium, checks);
    expect(mediumResult.code).toBe('2');
    expect(mediumResult.checks[0]).toEqual({ name: 'THEFT', risk: 50, riskLevel: 'MID_RISK' });
    const high = [...answering(checks.slice(0, 5), 1), ...answering(['DRUGS'], 5)];
    const highResult = scoreTrust(TRUST_ITEMS, high, checks);
    expect(highResult.code).toBe('3');
    expect(highResult.checks.at(-1)).toEqual({ name: 'DRUGS', risk: 100, riskLevel: 'HIGH_RISK' });
    expect(highResult.value).toBe(83.33);
  });

  it('counts a reverse-keyed statement mirrored, so answering "never" to everything is not reliable', () => {
    const never = TRUST_ITEMS.filter((item) => item.competence === 'LIE').map((item) => ({
      itemId: item.id,
      value: 1 as const,
    }));
    expect(scoreTrust(TRUST_ITEMS, never, ['LIE']).checks[0]).toEqual({
      name: 'LIE',
      risk: 33.33,
      riskLevel: 'LOW_RISK',
    });
  });

  it('counts a check without answers as the highest risk and ignores unknown or repeated items', () => {
    const answers = [
      ...answering(['THEFT'], 1),
      { itemId: 'THEFT-1', value: 5 as const },
      { itemId: 'NOPE-1', value: 5 as const },
    ];
    const result = scoreTrust(TRUST_ITEMS, answers, ['THEFT', 'LIE']);
    expect(result.checks).toEqual([
      { name: 'THEFT', risk: 0, riskLevel: 'LOW_RISK' },
      { name: 'LIE', risk: 100, riskLevel: 'HIGH_RISK' },
    ]);
    expect(result.code).toBe('3');
  });

  it('bands the risk at the decision’s thresholds', () => {
    expect(riskLevelOf(TRUST_RISK_BANDS.mid - 0.01)).toBe('LOW_RISK');
    expect(riskLevelOf(TRUST_RISK_BANDS.mid)).toBe('MID_RISK');
    expect(riskLevelOf(TRUST_RISK_BANDS.high)).toBe('HIGH_RISK');
  });
});
