import { COMPETENCE_ITEMS } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import { COMPETENCES } from '../../../../src/db/seed/catalogue-data/competences.js';

describe('the competence items', () => {
  it('give every catalogue competence at least four items, one of them reverse-keyed', () => {
    const shortfalls = COMPETENCES.map(({ code }) => {
      const items = COMPETENCE_ITEMS.filter((item) => item.competence === code);
      return { code, enough: items.length >= 4, reverseKeyed: items.some((item) => item.reverse) };
    }).filter((entry) => !entry.enough || !entry.reverseKeyed);
    expect(shortfalls).toEqual([]);
  });

  it('belong to competences of the catalogue only', () => {
    const codes = new Set(COMPETENCES.map(({ code }) => code));
    expect(COMPETENCE_ITEMS.filter((item) => !codes.has(item.competence)).map((item) => item.id)).toEqual([]);
  });
});
