import { describe, expect, it } from 'vitest';
import { DISC_FACTORS } from '../candidates/disc.js';
import { LOCALES } from '../constants.js';
import { DISC_GROUPS } from './disc-questionnaire.js';

describe('DISC_GROUPS', () => {
  it('holds at least 28 groups with ids disc-01, disc-02, ... in order', () => {
    expect(DISC_GROUPS.length).toBeGreaterThanOrEqual(28);
    expect(DISC_GROUPS.map((group) => group.id)).toEqual(
      DISC_GROUPS.map((_, index) => `disc-${String(index + 1).padStart(2, '0')}`),
    );
  });

  it('offers one adjective per factor in every group, with opaque option ids', () => {
    for (const group of DISC_GROUPS) {
      expect([...group.options.map((option) => option.factor)].sort()).toEqual([...DISC_FACTORS].sort());
      expect(group.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd']);
    }
  });

  it('puts every factor at every position in some group', () => {
    for (const factor of DISC_FACTORS) {
      const positions = new Set(
        DISC_GROUPS.map((group) => group.options.findIndex((option) => option.factor === factor)),
      );
      expect({ factor, positions: [...positions].sort() }).toEqual({ factor, positions: [0, 1, 2, 3] });
    }
  });

  it('never repeats an adjective, in either language', () => {
    for (const locale of LOCALES) {
      const labels = DISC_GROUPS.flatMap((group) => group.options.map((option) => option.label[locale].trim()));
      expect(labels.every((label) => label.length > 0)).toBe(true);
      expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
    }
  });
});
