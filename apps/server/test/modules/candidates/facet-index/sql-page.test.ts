import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEELING_FILTER } from '@terna/domain';
import {
  curricula,
  feelings,
  hires,
  persons,
  personTags,
  places,
  processPersons,
} from '../../../../src/db/schema/index.js';
import { SeededRandom } from '../../../../src/db/seed/random.js';
import {
  CANDIDATE_FACETS,
  SORT_KEYS,
  type CandidateFacetIndex,
  type FacetName,
  type IndexQuery,
  type NameColumn,
  type SortField,
} from '../../../../src/modules/candidates/facet-index/columnar-index.js';
import { candidatePageBySql } from '../../../../src/modules/candidates/facet-index/index.js';
import { CandidateFacetStore } from '../../../../src/modules/candidates/facet-index/store.js';
import { loadedIndex } from '../../../support/candidate-index.js';
import { testSuite } from '../../../support/suite.js';

/**
 * The SQL path (for a process whose index is still loading) answers exactly as the index does:
 * the same page in the same order, the same total, the same facet counts with the same labels
 * in the same order, on random queries over a process of candidates whose values collide often
 * (shared scores and names, names that fold together, nulls everywhere, repeated skills).
 */

const { t, owner, recruiter } = testSuite({ members: ['recruiter'] });

/** The data and the queries both come from it: a failure names it, and replays with it. */
const SEED = 2211;
const random = new SeededRandom(SEED);
const some = <T>(values: readonly T[], p: number) => values.filter(() => random.chance(p));
const maybe = <T>(p: number, value: () => T): T | null => (random.chance(p) ? value() : null);

const CANDIDATES = 320;
const CASES = 600;
const FIRST = ['Ana', 'ana', 'Ána', 'ÁNA', 'Ángel', 'angel', 'andrés', 'Andres', 'Beatriz', 'Zoe', 'Ñusta', 'Óscar'];
const LAST = ['Gómez', 'gomez', 'Peña', 'Pena', 'Núñez', 'Ortiz', 'López', 'de la Cruz'];
const STATUSES = ['OPEN', 'INPROGRESS', 'ENDED', 'DISQUALIFIED'];
const TRUST = ['1', '2', '3', 'NOT_INVITED'];
const GENDERS = ['MALE', 'FEMALE', 'UNDEFINED'];
const MARITAL = ['SINGLE', 'MARRIED', 'DIVORCED'];
const INDUSTRIES = ['Retail', 'Banca', 'Minería'];
const AREAS = ['Ventas', 'Finanzas', 'Tecnología'];
const SUBAREAS = ['Cajas', 'Crédito', 'Soporte'];
const EDUCATION = ['Bachiller', 'Técnico', 'Universitario'];
const INSTITUTIONS = ['UNAM', 'Universidad de Chile', 'PUCP'];
const COMPANIES = ['Acme', 'Éxito', 'acme'];
const SKILLS = ['SQL', 'Excel', 'Ventas', 'Inglés', 'sql'];
const LANGUAGES = ['es', 'en', 'pt'];
const TAGS = ['Tag_A', 'Tag_B', 'Tag_C', 'Tag_D'];
const BIRTH_DATES = ['1965-03-01', '1969-12-31', '1970-01-01', '1985-07-15', '1990-02-28', '2001-11-30'];
/** Two decimals, as the column keeps them; shared, so the score order ties. */
const SCORES = ['0.00', '9.99', '10.00', '50.00', '50.00', '99.99', '100.00'];
const SALARIES = [0, 500, 1000, 1000, 1500, 2500, 4000];
const WILDCARDS = [
  'ana',
  'an',
  'angel',
  'gomez',
  'pena',
  'nunez',
  'de la',
  'a g',
  'ana gomez',
  'correo',
  '@',
  'persona1',
  'id-1',
  '7',
  ' ',
  '',
  'zzz',
  // Not folded: the folded search text never holds them, on either path.
  'ángel',
  'Ana',
];
const SORT_FIELDS = Object.keys(SORT_KEYS) as SortField[];

let processId: number;
let index: CandidateFacetIndex;

/** Candidates of the process (and a few of another process of the company, sharing persons, that must not count). */
async function seed(): Promise<void> {
  const process = await t.buildProcess({ companyId: owner.company.id });
  const other = await t.buildProcess({ companyId: owner.company.id });
  processId = process.id;
  const observer = await t.buildObserver({ processId, companyId: owner.company.id });
  const cities = await t.db
    .insert(places)
    .values(
      ['Bogotá', 'Medellín', 'Quito', 'Lima'].map((name, i) => ({
        uuid: `place-${SEED}-${i}`,
        name,
        province: 'Provincia',
        countryCode: 'CO',
      })),
    )
    .returning({ id: places.id });
  const people = await t.db
    .insert(persons)
    .values(
      Array.from({ length: CANDIDATES }, (_, i) => ({
        firstName: random.pick(FIRST),
        lastName: random.pick(LAST),
        email: maybe(0.8, () => `persona${i}@${random.pick(['correo.test', 'mail.test'])}`),
        identification: maybe(0.7, () => `ID-${random.int(1, 60)}`),
        birthDate: maybe(0.7, () => random.pick(BIRTH_DATES)),
        gender: random.pick(GENDERS),
        maritalStatus: maybe(0.6, () => random.pick(MARITAL)),
        placeId: maybe(0.7, () => random.pick(cities).id),
      })),
    )
    .returning({ id: persons.id });
  await t.db.insert(curricula).values(
    some(people, 0.85).map(({ id }) => ({
      personId: id,
      salaryAmount: maybe(0.7, () => random.pick(SALARIES)),
      industry: maybe(0.7, () => random.pick(INDUSTRIES)),
      areaExperience: maybe(0.7, () => random.pick(AREAS)),
      subExperience: maybe(0.6, () => random.pick(SUBAREAS)),
      education: maybe(0.7, () => random.pick(EDUCATION)),
      institution: maybe(0.6, () => random.pick(INSTITUTIONS)),
      lastCompany: maybe(0.6, () => random.pick(COMPANIES)),
      // Repeats too: a CV that lists a skill twice counts once.
      skills: maybe(0.8, () => Array.from({ length: random.int(0, 4) }, () => random.pick(SKILLS))),
      languages: maybe(0.7, () => some(LANGUAGES, 0.4)),
    })),
  );
  // A list with holes, as an import may leave: the holes count for nothing.
  await t.db.execute(
    sql`update curricula set skills = array['SQL', null, 'SQL', null] where person_id = ${people[1]!.id}`,
  );
  const createdAt = [0, 1, 2].map((day) => new Date(Date.UTC(2026, 5, 1 + day, 12)));
  const candidates = await t.db
    .insert(processPersons)
    .values(
      people.map(({ id }) => ({
        processId,
        personId: id,
        companyId: owner.company.id,
        evaluationsStatus: random.pick(STATUSES),
        ranking: maybe(0.7, () => random.int(1, 25)),
        composedScore: maybe(0.8, () => random.pick(SCORES)),
        trustCode: maybe(0.6, () => random.pick(TRUST)),
        createdAt: random.pick(createdAt),
      })),
    )
    .returning({ id: processPersons.id });
  // Microseconds apart for some, equal for others: the index keeps them, JavaScript dates do not.
  await t.db.execute(
    sql`update process_persons set created_at = created_at + (id % 3) * interval '1 microsecond' where process_id = ${processId}`,
  );
  const reviewers = [{ userId: owner.user.id }, { userId: recruiter.user.id }, { observerId: observer.id }];
  const given = candidates.flatMap(({ id }) =>
    some(reviewers, 0.35).map((reviewer) => ({
      processPersonId: id,
      ...reviewer,
      feeling: random.pick(['YES', 'MAYBE', 'NO', 'NO']),
    })),
  );
  await t.db.insert(feelings).values(given);
  const tagged = candidates.flatMap(({ id }) => some(TAGS, 0.3).map((code) => ({ processPersonId: id, code })));
  await t.db.insert(personTags).values(tagged);
  await t.db.insert(hires).values(
    some(candidates, 0.25).map(({ id }) => ({
      processPersonId: id,
      status: random.pick(['ACTIVE', 'ACTIVE', 'CANCELLED']),
      hiredAt: '2026-06-10',
    })),
  );
  await t.db.insert(processPersons).values(
    some(people, 0.1).map(({ id }) => ({
      processId: other.id,
      personId: id,
      companyId: owner.company.id,
      composedScore: '100.00',
    })),
  );
}

/** This node's index of the process, loaded as a request loads it, and able to sort by either name either way. */
async function loadIndex(): Promise<CandidateFacetIndex> {
  const store = new CandidateFacetStore();
  const loaded = await loadedIndex(store, t.db, processId, owner.company.id);
  for (const column of ['firstName', 'lastName'] as NameColumn[])
    for (const folded of [false, true]) await store.rankNames(t.db, loaded, column, folded);
  return loaded;
}

/** Some of the facet's values in the data, now and then one nobody has. */
function selection(facet: FacetName): string[] {
  if (facet === 'feelings' && random.chance(0.3)) return [...DEFAULT_FEELING_FILTER];
  const known = [...index.totals(facet).keys()];
  const chosen = random.sample(known, random.int(0, Math.min(3, known.length)));
  if (random.chance(0.15)) chosen.push(random.pick(['NOPE', 'ana', 'sql', 'true', '']));
  return chosen;
}

const bound = (values: readonly number[]) => random.pick<number | null | undefined>([null, undefined, ...values]);

function randomQuery(total: number): IndexQuery {
  const filters: IndexQuery['filters'] = {};
  for (const facet of CANDIDATE_FACETS) if (random.chance(0.2)) filters[facet] = selection(facet);
  const query: IndexQuery = {
    filters,
    sort: {
      field: random.pick(SORT_FIELDS),
      order: random.pick(['ASC', 'DESC'] as const),
      ...(random.chance(0.5) && { foldedNames: random.chance(0.5) }),
    },
    offset: random.pick([0, 0, 0, random.int(0, 40), random.int(0, total + 5), total, 10_000]),
    limit: random.pick([1, 5, 10, 25, 100, random.int(0, 30)]),
  };
  if (random.chance(0.4)) query.wildcard = random.pick(WILDCARDS);
  else if (random.chance(0.2)) query.wildcard = null;
  if (random.chance(0.2)) query.salary = { from: bound([0, 500, 999, 1000, 2500]), to: bound([0, 1000, 1001, 4000]) };
  // Days since 1970: before it too.
  if (random.chance(0.2))
    query.birthDay = { from: bound([-1800, -1, 0, 5674]), to: bound([-1, 0, 5674, 11_380, 20_000]) };
  return query;
}

beforeAll(async () => {
  await seed();
  index = await loadIndex();
}, 120_000);

describe('the candidate page by SQL', () => {
  it('gives the index’s page, total and facet counts on random queries', async () => {
    expect(index.size).toBe(CANDIDATES);
    let pages = 0;
    let narrowed = 0;
    for (let i = 0; i < CASES; i++) {
      const query = randomQuery(index.size);
      const indexed = index.query(query);
      const bySql = await candidatePageBySql(t.db, processId, owner.company.id, query);
      expect(bySql, `seed ${SEED}, case ${i}: ${JSON.stringify(query)}`).toEqual(indexed);
      if (indexed.ids.length > 0) pages++;
      if (indexed.total > 0 && indexed.total < CANDIDATES) narrowed++;
    }
    // The comparisons compared something: most cases had a page, and filtered some candidates out.
    expect(pages).toBeGreaterThan(CASES / 3);
    expect(narrowed).toBeGreaterThan(CASES / 2);
  }, 120_000);

  it('counts nothing of another process of the company', async () => {
    const everyone: IndexQuery = { filters: {}, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1000 };
    const page = await candidatePageBySql(t.db, processId, owner.company.id, everyone);
    expect(page.total).toBe(CANDIDATES);
    expect(page.facets.hired.reduce((sum, value) => sum + value.docCount, 0)).toBe(CANDIDATES);
    expect(await candidatePageBySql(t.db, processId, owner.company.id + 1_000_000, everyone)).toMatchObject({
      total: 0,
      ids: [],
    });
  });
});
