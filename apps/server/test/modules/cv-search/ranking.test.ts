import { CV_SEARCH_FIELDS, cvSearchWeights, type CvSearchField } from '@terna/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { testSuite } from '../../support/suite.js';
import { buildCv, searcher, type CvSpec } from './cv-world.js';

/** The weights-order test of issue 19: the order of results follows each pool's field weights. */
const { t, owner, process } = testSuite({ process: {} });
const search = searcher(t, () => owner.company.id);

/** The word only in one field: the CV that puts "quimera" there and nowhere else. */
function onlyIn(field: CvSearchField, word: string): CvSpec {
  switch (field) {
    case 'mainExperienceTitle':
      return { mainTitle: `Jefe ${word}` };
    case 'experienceTitles':
      return { otherTitles: [`Asistente ${word}`] };
    case 'firstName':
      return { firstName: word };
    case 'lastName':
      return { lastName: word };
    case 'studyArea':
      return { studyArea: word };
    case 'educationTitle':
      return { degree: word };
    case 'subArea':
      return { subArea: word };
    case 'skills':
      return { skills: [word] };
    case 'description':
      return { introduction: `Trabajo con ${word} a diario` };
    case 'identification':
      return { identification: word };
    case 'email':
      return { email: `${word}@correo.test` };
  }
}

const byField = { TALENT_POOL: new Map<CvSearchField, number>(), MY_BASE: new Map<CvSearchField, number>() };
let twoFields: { TALENT_POOL: number; MY_BASE: number };

beforeAll(async () => {
  for (const field of CV_SEARCH_FIELDS) {
    byField.TALENT_POOL.set(field, await buildCv(t, { ...onlyIn(field, 'quimera'), optIn: true }));
    byField.MY_BASE.set(field, await buildCv(t, { ...onlyIn(field, 'quimera'), processId: process.id }));
  }
  // The top field plus the lowest one beats the top field alone.
  twoFields = {
    TALENT_POOL: await buildCv(t, { mainTitle: 'Jefe quimera', introduction: 'quimera', optIn: true }),
    MY_BASE: await buildCv(t, { mainTitle: 'Jefe quimera', email: 'quimera@correo.test', processId: process.id }),
  };
});

describe('CV search ranking', () => {
  for (const pool of ['TALENT_POOL', 'MY_BASE'] as const) {
    it(`orders ${pool} results by the field weights, a field pair above its best field alone`, async () => {
      const weights = cvSearchWeights(pool);
      const searchable = CV_SEARCH_FIELDS.filter((field) => (weights[field] ?? 0) > 0);
      // Every adjacent pair in weight order; equal weights tie and fall back to the person id (newest first).
      const expected = [...searchable]
        .sort((a, b) => weights[b]! - weights[a]! || byField[pool].get(b)! - byField[pool].get(a)!)
        .map((field) => byField[pool].get(field)!);
      const found = await search({ pool, text: 'quimera' });
      expect(found.personIds).toEqual([twoFields[pool], ...expected].slice(0, 10));
      const second = await search({ pool, text: 'quimera', page: 2 });
      expect([...found.personIds, ...second.personIds]).toEqual([twoFields[pool], ...expected]);
      expect(found.total).toBe(expected.length + 1);
    });
  }

  it('never finds a talent-pool CV by name, identification or e-mail', async () => {
    const found = await search({ pool: 'TALENT_POOL', text: 'quimera' });
    for (const field of ['firstName', 'lastName', 'identification', 'email'] as const)
      expect(found.personIds).not.toContain(byField.TALENT_POOL.get(field));
  });

  it('breaks ties by main-experience end date (current first), then its months, then the newest person', async () => {
    const ended2019 = await buildCv(t, {
      mainTitle: 'Ebanista',
      mainStart: '2018-01',
      mainEnd: '2019-06',
      optIn: true,
    });
    const ended2022 = await buildCv(t, {
      mainTitle: 'Ebanista',
      mainStart: '2021-01',
      mainEnd: '2022-06',
      optIn: true,
    });
    const currentShort = await buildCv(t, { mainTitle: 'Ebanista', mainStart: '2024-01', optIn: true });
    const currentLong = await buildCv(t, { mainTitle: 'Ebanista', mainStart: '2010-01', optIn: true });
    const sameAsLong = await buildCv(t, { mainTitle: 'Ebanista', mainStart: '2010-01', optIn: true });
    const found = await search({ pool: 'TALENT_POOL', text: 'ebanista' });
    expect(found.personIds).toEqual([sameAsLong, currentLong, currentShort, ended2022, ended2019]);
  });

  it('keeps the SQL score functions equal to the domain weights, field by field', async () => {
    for (const [index, field] of CV_SEARCH_FIELDS.entries()) {
      const [row] = await queryRows<{ tp: number; mb: number }>(
        t.db,
        sql`select cv_search_talent_pool_score(${1 << index}) as tp, cv_search_my_base_score(${1 << index}) as mb`,
      );
      expect(row).toEqual({ tp: cvSearchWeights('TALENT_POOL')[field] ?? 0, mb: cvSearchWeights('MY_BASE')[field] });
    }
  });
});
