import { describe, expect, it } from 'vitest';
import {
  competenceLevel,
  composedScore,
  composedScoreColor,
  componentStatusFor,
  displayPercent,
  interviewGradeColor,
  isAboveMinimum,
  isDisqualified,
  riskColor,
  trustResult,
  weightColor,
} from './scoring.js';

describe('scoring colours', () => {
  it('composed score: up to 70 red, up to 85 yellow, above 85 green', () => {
    expect([0, 70, 70.01, 85, 85.01, 100].map(composedScoreColor)).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'success',
      'success',
    ]);
    expect(composedScoreColor(null)).toBe('default');
  });

  it('a candidate is above the minimum from 85', () => {
    expect(isAboveMinimum(84.99)).toBe(false);
    expect(isAboveMinimum(85)).toBe(true);
    expect(isAboveMinimum(null)).toBe(false);
  });

  it('interview grade: below 6 danger, 6 to under 8 warning, 8 or more success, else pending', () => {
    expect([0, 5.99, 6, 7.99, 8, 10].map(interviewGradeColor)).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'success',
      'success',
    ]);
    expect(interviewGradeColor(null)).toBe('info');
  });

  it('risk levels: high danger, medium warning, low success, anything else neutral', () => {
    expect(['HIGH_RISK', 'MID_RISK', 'LOW_RISK', 'OTHER'].map(riskColor)).toEqual([
      'error',
      'warning',
      'success',
      'default',
    ]);
  });

  it('competence levels follow the composed score’s bands: up to 70 low, up to 85 medium, above high', () => {
    expect([0, 70, 70.01, 85, 85.01, 100].map(competenceLevel)).toEqual([
      'LOW',
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
      'HIGH',
    ]);
  });

  it('weights: exactly 100 green, under orange, over red', () => {
    expect([100, 99, 101].map(weightColor)).toEqual(['success', 'warning', 'error']);
  });

  it('percentages are rounded integers capped at 100', () => {
    expect([12.4, 12.5, 130, -3].map(displayPercent)).toEqual([12, 13, 100, 0]);
  });

  it('trust codes: 1 reliable, 2 medium, 3 unreliable, NOT_INVITED, else pending', () => {
    expect(['1', '2', '3', 'NOT_INVITED', null, 'X'].map((code) => trustResult(code).result)).toEqual([
      'RELIABLE',
      'MEDIUM',
      'UNRELIABLE',
      'NOT_INVITED',
      'PENDING',
      'PENDING',
    ]);
  });
});

describe('composed score', () => {
  const components = [
    { componentType: 'DISC', weight: 20, minValueToPass: 0 },
    { componentType: 'CURRICULUM', weight: 50, minValueToPass: 60 },
    { componentType: 'INTERVIEW', weight: 30, minValueToPass: 0 },
  ];

  it('is the weighted mean of the finished components', () => {
    expect(
      composedScore(components, [
        { componentType: 'DISC', status: 'SUCCESS', value: 80 },
        { componentType: 'CURRICULUM', status: 'SUCCESS', value: 70 },
        { componentType: 'INTERVIEW', status: 'SUCCESS', value: 90 },
      ]),
    ).toBe(78);
  });

  it('leaves out pending components and is null with none finished', () => {
    expect(
      composedScore(components, [
        { componentType: 'DISC', status: 'SUCCESS', value: 80 },
        { componentType: 'CURRICULUM', status: 'PENDING', value: null },
      ]),
    ).toBe(80);
    expect(composedScore(components, [])).toBeNull();
  });

  it('a result below the minimum to pass is REJECT and disqualifies', () => {
    expect(componentStatusFor(59.9, 60)).toBe('REJECT');
    expect(componentStatusFor(60, 60)).toBe('SUCCESS');
    expect(isDisqualified([{ componentType: 'CURRICULUM', status: 'REJECT', value: 40 }])).toBe(true);
    expect(isDisqualified([{ componentType: 'CURRICULUM', status: 'SUCCESS', value: 70 }])).toBe(false);
  });
});
