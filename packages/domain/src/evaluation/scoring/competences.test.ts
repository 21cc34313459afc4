import { describe, expect, it } from 'vitest';
import type { CompetenceItem } from '../content-types.js';
import { competenceTarget, scoreCompetences } from './competences.js';

const statement = { es: 'x', en: 'x' };
const item = (id: string, competence: string, reverse = false): CompetenceItem => ({
  id,
  competence,
  reverse,
  statement,
});

describe('competenceTarget', () => {
  it('asks for the difficulty’s level plus one band step on the 0-100 scale', () => {
    expect([competenceTarget('EASY'), competenceTarget('MEDIUM'), competenceTarget('HARD')]).toEqual([40, 60, 80]);
    expect(competenceTarget('CUSTOM')).toBe(100);
  });
});

describe('scoreCompetences', () => {
  it('scores each competence from its Likert answers, judged against its difficulty', () => {
    const items = [
      item('l1', 'LEADERSHIP'),
      item('l2', 'LEADERSHIP', true),
      item('t1', 'TEAMWORK'),
      item('t2', 'TEAMWORK', true),
      item('t3', 'TEAMWORK'),
      item('c1', 'COMMUNICATION'),
    ];
    const result = scoreCompetences(
      items,
      [
        { itemId: 'l1', value: 5 },
        { itemId: 'l2', value: 2 },
        { itemId: 't1', value: 3 },
        { itemId: 't2', value: 1 },
        // Answered twice: the first answer counts.
        { itemId: 't2', value: 5 },
        { itemId: 'unknown', value: 5 },
      ],
      [
        { id: 'LEADERSHIP', name: 'Liderazgo', weight: 50, difficulty: 'HARD' },
        { id: 'TEAMWORK', name: 'Trabajo en equipo', weight: 30, difficulty: 'CUSTOM' },
        { id: 'COMMUNICATION', name: 'Comunicación', weight: 20, difficulty: 'EASY' },
      ],
    );
    expect(result.competences).toEqual([
      // 5 and (6 - 2) = 4: mean 4.5, frequency (4.5 - 1) / 4 = 87.5; HARD asks 80: over it, 100.
      { id: 'LEADERSHIP', name: 'Liderazgo', weight: 50, frequency: 87.5, value: 100 },
      // 3 and (6 - 1) = 5 (t3 blank): mean 4, frequency 75; CUSTOM asks 100: 75.
      { id: 'TEAMWORK', name: 'Trabajo en equipo', weight: 30, frequency: 75, value: 75 },
      // Nothing answered: 0.
      { id: 'COMMUNICATION', name: 'Comunicación', weight: 20, frequency: 0, value: 0 },
    ]);
    // (100 * 50 + 75 * 30 + 0 * 20) / 100.
    expect(result.value).toBe(72.5);
  });

  it('gives a partial score under the target: frequency 50 against MEDIUM (60) is 83.33', () => {
    // One answer of 3: frequency (3 - 1) / 4 = 50; 50 / 60 * 100 = 83.33.
    const result = scoreCompetences(
      [item('a', 'A')],
      [{ itemId: 'a', value: 3 }],
      [{ id: 'A', name: 'A', weight: 100, difficulty: 'MEDIUM' }],
    );
    expect(result.value).toBe(83.33);
  });
});
