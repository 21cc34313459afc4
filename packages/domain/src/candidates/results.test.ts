import { describe, expect, it } from 'vitest';
import { componentStatusLabel, personStatusLabel, riskLevelLabel } from './results.js';

describe('result labels', () => {
  it('names statuses and risk levels in each language, and shows an unknown value as stored', () => {
    expect([
      personStatusLabel('ENDED', 'es'),
      personStatusLabel('ENDED', 'en'),
      personStatusLabel('ARCHIVED', 'es'),
    ]).toEqual(['Finalizado', 'Finished', 'ARCHIVED']);
    expect([
      componentStatusLabel('REJECT', 'es'),
      componentStatusLabel('REJECT', 'en'),
      componentStatusLabel('SKIPPED', 'en'),
    ]).toEqual(['No aprobado', 'Not passed', 'SKIPPED']);
    expect([
      riskLevelLabel('HIGH_RISK', 'es'),
      riskLevelLabel('HIGH_RISK', 'en'),
      riskLevelLabel('NONE', 'es'),
    ]).toEqual(['Riesgo alto', 'High risk', 'NONE']);
  });
});
