import { cvSearchWeights, type CvSearchField } from '@terna/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { testSuite } from '../../support/suite.js';
import { buildCv, searcher, type CvSpec } from './cv-world.js';

/**
 * The threshold algorithm stops reading postings early; this checks its pages against the order
 * computed the slow way (every CV scored) on CVs whose words are placed at random, with enough of
 * them per word that the search stops before reading every posting.
 */
const { t, owner } = testSuite();
const search = searcher(t, () => owner.company.id);

const WORDS = ['tornero', 'fresador', 'herrero', 'gasfitero'] as const;
const CVS = 260;

interface Placed {
  id: number;
  fields: Map<string, Set<CvSearchField>>;
}

const placed: Placed[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

beforeAll(async () => {
  const next = random(19);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const some = () => (next() < 0.5 ? [] : next() < 0.6 ? [pick()] : [pick(), pick()]);
  for (let i = 0; i < CVS; i++) {
    const fields = new Map<string, Set<CvSearchField>>();
    const put = (words: string[], field: CvSearchField) => {
      for (const word of words) fields.set(word, (fields.get(word) ?? new Set()).add(field));
    };
    const main = next() < 0.4 ? [pick()] : [];
    const others = some();
    const skills = some();
    const intro = some();
    const study = next() < 0.2 ? [pick()] : [];
    put(main, 'mainExperienceTitle');
    put(others, 'experienceTitles');
    put(skills, 'skills');
    put(intro, 'description');
    put(study, 'studyArea');
    const spec: CvSpec = {
      optIn: true,
      mainTitle: main[0] ?? 'Operario',
      otherTitles: others,
      skills,
      introduction: intro.join(' '),
      studyArea: study[0],
      // Few distinct dates, so ties on score and date fall to the months and the id.
      mainStart: `20${10 + Math.floor(next() * 3)}-0${1 + Math.floor(next() * 2)}`,
      mainEnd: next() < 0.5 ? null : `2024-0${1 + Math.floor(next() * 2)}`,
    };
    placed.push({ id: await buildCv(t, spec), fields });
  }
});

async function expectedOrder(words: string[]): Promise<number[]> {
  const weights = cvSearchWeights('TALENT_POOL');
  const tie = new Map(
    (
      await queryRows<{ id: number; end_key: number; months: number }>(
        t.db,
        sql`select person_id as id, end_key, months from cv_search_documents`,
      )
    ).map((row) => [row.id, row]),
  );
  return placed
    .filter((cv) => words.every((word) => cv.fields.has(word)))
    .map((cv) => ({
      ...tie.get(cv.id)!,
      score: words.reduce(
        (sum, word) => sum + [...cv.fields.get(word)!].reduce((s, field) => s + (weights[field] ?? 0), 0),
        0,
      ),
    }))
    .sort((a, b) => b.score - a.score || b.end_key - a.end_key || b.months - a.months || b.id - a.id)
    .map((row) => row.id);
}

describe('CV search top results', () => {
  const queries = [...WORDS.map((word) => [word]), ['tornero', 'fresador'], ['herrero', 'gasfitero', 'tornero']];
  for (const words of queries) {
    it(`pages "${words.join(' ')}" exactly as scoring every CV would`, async () => {
      const expected = await expectedOrder(words);
      for (const page of [1, 2, 5]) {
        const found = await search({ pool: 'TALENT_POOL', text: `${words.join(' ')} `, page });
        expect(found.personIds, `page ${page}`).toEqual(expected.slice((page - 1) * 10, page * 10));
        expect(found.total).toBe(expected.length);
      }
    });
  }
});
