import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.js';
import { COMPETENCE_ITEMS } from './competence-items.js';

describe('COMPETENCE_ITEMS', () => {
  it('has unique ids named after their competence', () => {
    const ids = COMPETENCE_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of COMPETENCE_ITEMS) expect(item.id).toMatch(new RegExp(`^${item.competence}-[1-9]\\d*$`));
  });

  it('states every item in both languages, without repeating a statement', () => {
    for (const locale of LOCALES) {
      const statements = COMPETENCE_ITEMS.map((item) => item.statement[locale].trim());
      expect(statements.filter((statement) => statement.length < 10)).toEqual([]);
      expect(new Set(statements).size).toBe(statements.length);
    }
  });
});
