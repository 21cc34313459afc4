import { describe, expect, it } from 'vitest';
import { discArchetype } from '../../candidates/disc.js';
import type { DiscGroup } from '../content-types.js';
import { discFit, idealDisc, scoreDisc } from './disc.js';

const label = { es: 'x', en: 'x' };
const group = (id: string): DiscGroup => ({
  id,
  options: [
    { id: `${id}d`, factor: 'D', label },
    { id: `${id}i`, factor: 'I', label },
    { id: `${id}s`, factor: 'S', label },
    { id: `${id}c`, factor: 'C', label },
  ],
});
const groups = ['g1', 'g2', 'g3', 'g4'].map(group);

describe('scoreDisc', () => {
  it('adds one for "most", takes one for "least" and normalises over the answered groups', () => {
    // g1 D/C, g2 D/S, g3 I/C, g4 D/I: raw D +3, I +1-1 = 0, S -1, C -2 over n = 4 groups.
    // (raw + 4) / 8 * 100: D 87.5, I 50, S 37.5, C 25. D leads its neighbour I by 37.5 > 25: "D".
    const result = scoreDisc(groups, [
      { groupId: 'g1', most: 'g1d', least: 'g1c' },
      { groupId: 'g2', most: 'g2d', least: 'g2s' },
      { groupId: 'g3', most: 'g3i', least: 'g3c' },
      { groupId: 'g4', most: 'g4d', least: 'g4i' },
    ]);
    expect(result).toEqual({ factors: { D: 87.5, I: 50, S: 37.5, C: 25 }, archetype: 'D', answeredGroups: 4 });
  });

  it('ignores unknown groups, a group answered twice and options outside the group', () => {
    // Only g1 (I most, S least) counts: n = 1, I (1+1)/2 = 100, S 0, D and C 50.
    // I leads its stronger neighbour D (50; S is 0) by 50: "I".
    const result = scoreDisc(groups, [
      { groupId: 'g1', most: 'g1i', least: 'g1s' },
      { groupId: 'g1', most: 'g1d', least: 'g1c' },
      { groupId: 'nope', most: 'g1d', least: 'g1c' },
      { groupId: 'g2', most: 'g1d', least: 'g2c' },
      { groupId: 'g3', most: 'g3d', least: 'g3d' },
    ]);
    expect(result).toEqual({ factors: { D: 50, I: 100, S: 0, C: 50 }, archetype: 'I', answeredGroups: 1 });
  });

  it('gives level factors when no group was answered', () => {
    expect(scoreDisc(groups, []).factors).toEqual({ D: 50, I: 50, S: 50, C: 50 });
  });
});

describe('discArchetype', () => {
  it('reads the dominant factor and its stronger neighbour by the gap between them', () => {
    // S 80 leads C 60 by 20 (between 6 and 25): "Sc".
    expect(discArchetype({ D: 30, I: 40, S: 80, C: 60 })).toBe('Sc');
    // C 70 and D 66 are 4 apart (< 6): level, "CD".
    expect(discArchetype({ D: 66, I: 20, S: 30, C: 70 })).toBe('CD');
  });
});

describe('idealDisc and discFit', () => {
  const areas: Record<string, 'RESULTS' | 'RELATIONSHIP'> = { SALES: 'RESULTS', TEAM: 'RELATIONSHIP' };
  const areaOf = (id: string) => areas[id] ?? null;

  it('weights the competences’ area profiles by the competences’ weights', () => {
    // RESULTS {85,55,35,55} * 0.6 + RELATIONSHIP {40,80,70,40} * 0.4 = D 67, I 65, S 49, C 49.
    expect(
      idealDisc(
        [
          { id: 'SALES', weight: 60 },
          { id: 'TEAM', weight: 40 },
          { id: 'UNKNOWN', weight: 100 },
        ],
        areaOf,
      ),
    ).toEqual({ D: 67, I: 65, S: 49, C: 49 });
  });

  it('scores the fit as 100 minus the mean absolute factor difference', () => {
    // |87.5-67| + |50-65| + |37.5-49| + |25-49| = 20.5 + 15 + 11.5 + 24 = 71; 100 - 71/4 = 82.25.
    expect(discFit({ D: 87.5, I: 50, S: 37.5, C: 25 }, { D: 67, I: 65, S: 49, C: 49 })).toBe(82.25);
  });

  it('fits fully when the profile names no competence of a known area', () => {
    const ideal = idealDisc([{ id: 'UNKNOWN', weight: 100 }], areaOf);
    expect(ideal).toBeNull();
    expect(discFit({ D: 10, I: 90, S: 10, C: 90 }, ideal)).toBe(100);
  });
});
