import { describe, expect, it, vi } from 'vitest';
import {
  ARRAY_FACETS,
  CANDIDATE_FACETS,
  CandidateFacetIndex,
  SCALAR_FACETS,
  SET_COLUMNS,
  SORT_KEYS,
  type CandidateFactColumns,
  type FacetName,
  type IndexQuery,
  type NameColumn,
  type ShortlistIndexQuery,
  type SortField,
} from '../../../../src/modules/candidates/facet-index/columnar-index.js';
import { SnapshotError } from '../../../../src/modules/candidates/facet-index/snapshot.js';

/**
 * The index against a brute-force count on random candidates: every query's total, page and
 * facet counts are computed here straight from the definition (each facet counts with every
 * filter but its own), before and after random patches.
 */

interface Candidate {
  id: number;
  scalar: Record<(typeof SCALAR_FACETS)[number], string | null>;
  multi: Record<(typeof ARRAY_FACETS)[number], (string | null)[] | null>;
  placeName: string | null;
  salary: number | null;
  birthDay: number | null;
  composedScore: number | null;
  ranking: number | null;
  createdAt: number;
  firstName: string;
  lastName: string;
  searchText: string;
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(values: readonly T[]) => values[int(values.length)]!;
  const chance = (p: number) => next() < p;
  const sample = <T>(values: readonly T[], max: number) => Array.from({ length: int(max + 1) }, () => pick(values));
  return { int, pick, chance, sample };
}
type Random = ReturnType<typeof generator>;

/** Each facet's values; few, so filters and counts collide often. */
const VALUES: Record<FacetName, string[]> = {
  personEvaluationsStatus: ['OPEN', 'INPROGRESS', 'ENDED', 'DISQUALIFIED'],
  feelings: ['YES', 'MAYBE', 'NO', 'NO_FEELING'],
  trust: ['1', '2', '3', 'NOT_INVITED', 'PENDING'],
  hired: ['true', 'false'],
  gender: ['MALE', 'FEMALE', 'UNDEFINED'],
  maritalStatus: ['SINGLE', 'MARRIED', 'DIVORCED'],
  place: ['place-1', 'place-2', 'place-3', 'place-4'],
  industry: ['Banca', 'Retail', 'Tecnología'],
  areaExperience: ['Finanzas', 'Ventas'],
  subExperience: ['Contabilidad', 'Backend', 'Frontend', 'Tesorería'],
  education: ['Universitaria', 'Técnica'],
  institution: ['UNAM', 'PUCP', 'UBA'],
  company: ['Acme', 'Globex', 'Initech'],
  skill: ['Excel', 'SQL', 'Liderazgo', 'Inglés técnico', 'Ventas'],
  language: ['es', 'en', 'pt'],
  tags: ['Tag_1', 'Tag_2', 'Tag_6'],
};
const NAMES = ['Ana', 'Ángel', 'andrés', 'Beatriz', 'Zoe', 'Ñusta', 'Óscar', 'ana'];
const WORDS = ['gomez', 'pena', 'nunez', 'ortiz', 'lopez', 'diaz', 'rojas'];

function randomCandidate(random: Random, id: number): Candidate {
  const scalar = Object.fromEntries(
    SCALAR_FACETS.map((name) => [
      name,
      name === 'personEvaluationsStatus' || name === 'feelings' || name === 'hired' || !random.chance(0.15)
        ? random.pick(VALUES[name])
        : null,
    ]),
  ) as Candidate['scalar'];
  // Repeated values and nulls inside a list happen in CVs; each counts its candidate once.
  const multi = Object.fromEntries(
    ARRAY_FACETS.map((name) => [
      name,
      random.chance(0.1) ? null : [...random.sample(VALUES[name], 3), ...(random.chance(0.05) ? [null] : [])],
    ]),
  ) as Candidate['multi'];
  const [firstName, lastName] = [random.pick(NAMES), `${random.pick(WORDS)} ${random.pick(WORDS)}`];
  return {
    id,
    scalar,
    multi,
    placeName: scalar.place ? `Ciudad ${scalar.place.slice(-1)}` : null,
    salary: random.chance(0.2) ? null : 1000 + random.int(40) * 100,
    birthDay: random.chance(0.2) ? null : random.int(20_000),
    composedScore: random.chance(0.25) ? null : random.int(20) * 5,
    ranking: random.chance(0.3) ? null : random.int(50),
    createdAt: 1.7e15 + random.int(1000) * 1e6,
    firstName,
    lastName,
    searchText: `${firstName} ${lastName} cand${id}@mail.test id-${1000 + id}`.toLowerCase(),
  };
}

function columns(candidates: readonly Candidate[]): CandidateFactColumns {
  const of = <T>(value: (c: Candidate) => T) => candidates.map(value);
  return {
    id: of((c) => c.id),
    ...(Object.fromEntries(
      SCALAR_FACETS.map((name) => [
        name,
        of((c) => (name === 'hired' && c.scalar.hired !== null ? c.scalar.hired === 'true' : c.scalar[name])),
      ]),
    ) as Pick<CandidateFactColumns, (typeof SCALAR_FACETS)[number]>),
    ...(Object.fromEntries(ARRAY_FACETS.map((name) => [name, of((c) => c.multi[name])])) as Pick<
      CandidateFactColumns,
      (typeof ARRAY_FACETS)[number]
    >),
    placeName: of((c) => c.placeName),
    // The shortlist's and the dashboard's columns: no list query reads them (views.test.ts does).
    likedBy: of(() => null),
    verdicts: of(() => null),
    salary: of((c) => c.salary),
    birthDay: of((c) => c.birthDay),
    composedScore: of((c) => c.composedScore),
    ranking: of((c) => c.ranking),
    createdAt: of((c) => c.createdAt),
    firstName: of((c) => c.firstName),
    lastName: of((c) => c.lastName),
    searchText: of((c) => c.searchText),
  };
}

function randomQuery(random: Random, candidates: readonly Candidate[]): IndexQuery {
  const filters: IndexQuery['filters'] = {};
  for (const name of CANDIDATE_FACETS) {
    if (!random.chance(0.25)) continue;
    // Sometimes all values but one (a broad filter), sometimes one or two, sometimes a value no one has.
    filters[name] = random.chance(0.4)
      ? VALUES[name].filter((value) => value !== random.pick(VALUES[name]))
      : [...random.sample(VALUES[name], 2), ...(random.chance(0.2) ? ['nadie'] : [])];
  }
  const someText = candidates.length ? random.pick(candidates).searchText : 'x';
  const start = random.int(someText.length);
  return {
    filters,
    wildcard: random.chance(0.3)
      ? someText.slice(start, start + 1 + random.int(6))
      : random.chance(0.05)
        ? 'no está'
        : null,
    salary: random.chance(0.2)
      ? {
          from: random.chance(0.7) ? 1000 + random.int(40) * 100 : null,
          to: random.chance(0.5) ? 2000 + random.int(30) * 100 : null,
        }
      : {},
    birthDay: random.chance(0.2)
      ? { from: random.chance(0.7) ? random.int(20_000) : null, to: random.chance(0.5) ? random.int(20_000) : null }
      : {},
    sort: { field: random.pick(Object.keys(SORT_KEYS) as SortField[]), order: random.pick(['ASC', 'DESC'] as const) },
    offset: random.pick([0, 0, 5, 10, 40]),
    limit: random.pick([0, 1, 10, 25, 100]),
  };
}

/** Ranks as a database with a byte-order collation gives them. */
const rankOf = (names: readonly string[]) => {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Uint32Array.from(names, (name) => sorted.indexOf(name) + 1);
};

function expected(candidates: readonly Candidate[], query: IndexQuery) {
  const valuesOf = (c: Candidate, name: FacetName): string[] => {
    if ((ARRAY_FACETS as readonly string[]).includes(name))
      return [
        ...new Set((c.multi[name as (typeof ARRAY_FACETS)[number]] ?? []).filter((v): v is string => v !== null)),
      ];
    const value = c.scalar[name as (typeof SCALAR_FACETS)[number]];
    return value === null ? [] : [value];
  };
  const within = (value: number | null, range: { from?: number | null; to?: number | null } | undefined) =>
    (range?.from == null || (value !== null && value >= range.from)) &&
    (range?.to == null || (value !== null && value <= range.to));
  const matches = (c: Candidate, except?: FacetName) =>
    (!query.wildcard || c.searchText.includes(query.wildcard)) &&
    within(c.salary, query.salary) &&
    within(c.birthDay, query.birthDay) &&
    CANDIDATE_FACETS.every(
      (name) =>
        name === except ||
        !query.filters[name]?.length ||
        valuesOf(c, name).some((v) => query.filters[name]!.includes(v)),
    );

  const column = SORT_KEYS[query.sort.field];
  const key = (c: Candidate): number | null => (column === 'firstName' || column === 'lastName' ? null : c[column]);
  const nameKey = (c: Candidate) => (column === 'firstName' || column === 'lastName' ? c[column] : '');
  const direction = query.sort.order === 'ASC' ? 1 : -1;
  const rows = candidates
    .filter((c) => matches(c))
    .sort((x, y) => {
      const [a, b] = [nameKey(x), nameKey(y)];
      if (a !== b) return (a < b ? -1 : 1) * direction;
      const [p, q] = [key(x), key(y)];
      if (p !== q) return p === null ? 1 : q === null ? -1 : (p - q) * direction;
      return x.id - y.id;
    });
  const facets = Object.fromEntries(
    CANDIDATE_FACETS.map((name) => {
      const counts = new Map<string, number>();
      for (const c of candidates.filter((row) => matches(row, name)))
        for (const value of valuesOf(c, name)) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [name, [...counts].map(([key, docCount]) => ({ key, docCount })).sort((a, b) => (a.key < b.key ? -1 : 1))];
    }),
  );
  return { total: rows.length, ids: rows.slice(query.offset, query.offset + query.limit).map((c) => c.id), facets };
}

function run(index: CandidateFacetIndex, query: IndexQuery) {
  for (const column of ['firstName', 'lastName'] as NameColumn[]) {
    const names = index.namesToRank(column);
    if (names) index.setNameRanks(column, rankOf(names));
  }
  const result = index.query(query);
  for (const name of CANDIDATE_FACETS) {
    const counts = result.facets[name].map((value) => value.docCount);
    expect(counts, `${name} most frequent first`).toEqual([...counts].sort((a, b) => b - a));
  }
  return {
    total: result.total,
    ids: result.ids,
    facets: Object.fromEntries(
      CANDIDATE_FACETS.map((name) => [
        name,
        result.facets[name].map(({ key, docCount }) => ({ key, docCount })).sort((a, b) => (a.key < b.key ? -1 : 1)),
      ]),
    ),
  };
}

/** The list as it opens: everyone but the "No me gusta", best composed score first. */
const OPENING_PAGE: IndexQuery = {
  filters: { feelings: ['MAYBE', 'YES', 'NO_FEELING'] },
  sort: { field: 'composedCapResult', order: 'DESC' },
  offset: 0,
  limit: 10,
};

describe('CandidateFacetIndex', () => {
  it.each([1, 2, 3])('matches a brute-force count on random candidates and queries (seed %i)', (seed) => {
    const random = generator(seed);
    const candidates = Array.from({ length: 400 }, (_, i) => randomCandidate(random, i + 1));
    const index = new CandidateFacetIndex(8);
    index.upsert(columns(candidates));
    expect(index.size).toBe(400);
    for (let q = 0; q < 100; q++) {
      const query = randomQuery(random, candidates);
      expect(run(index, query), JSON.stringify(query)).toEqual(expected(candidates, query));
    }
  });

  it('matches a brute-force count with many values per facet, long searches, and texts not led by the names', () => {
    const random = generator(31);
    const skills = Array.from({ length: 70 }, (_, i) => `Skill ${i}`);
    const strange = (c: Candidate): Candidate => {
      // Most texts begin with the names; some do not, or write a name unlike the others of that name.
      const roll = random.int(10);
      if (roll === 0) c.searchText = `otro texto ${c.id}`;
      if (roll === 1) c.searchText = c.searchText.replace(' ', '  ');
      // Numbers beyond two bytes, and scores with more than two decimals, take wider columns.
      if (roll === 2) c.composedScore = 12.345 + random.int(5);
      if (roll === 3) [c.salary, c.birthDay] = [1000 + random.int(40) * 100_000, -40_000 - random.int(100)];
      c.multi.skill = random.sample(skills, 6);
      return c;
    };
    let candidates = Array.from({ length: 300 }, (_, i) => strange(randomCandidate(random, i + 1)));
    const index = new CandidateFacetIndex(50);
    index.upsert(columns(candidates.slice(0, 20)));
    index.upsert(columns(candidates.slice(20)));
    const longQuery = () => {
      const query = randomQuery(random, candidates);
      const text = random.pick(candidates).searchText;
      const start = random.int(text.length);
      return {
        ...query,
        filters: { ...query.filters, ...(random.chance(0.5) && { skill: random.sample(skills, 3) }) },
        wildcard: text.slice(start, start + 1 + random.int(25)),
      };
    };
    for (let round = 0; round < 5; round++) {
      for (let q = 0; q < 40; q++) {
        const query = longQuery();
        expect(run(index, query), `round ${round}: ${JSON.stringify(query)}`).toEqual(expected(candidates, query));
      }
      const changed = random.sample(candidates, 30).map((c) => strange(randomCandidate(random, c.id)));
      const removed = random.sample(candidates, 10).map((c) => c.id);
      index.remove(removed);
      index.upsert(columns([...new Map(changed.map((c) => [c.id, c])).values()]));
      const patched = new Map(candidates.map((c) => [c.id, c]));
      for (const id of removed) patched.delete(id);
      for (const c of changed) patched.set(c.id, c);
      candidates = [...patched.values()];
    }
  });

  it.each([12, 32])(
    'matches a brute-force count with %i values of a multi-valued facet (wider bit masks)',
    (values) => {
      const random = generator(values);
      const skills = Array.from({ length: values }, (_, i) => `Skill ${i}`);
      const candidates = Array.from({ length: 300 }, (_, i) => {
        const candidate = randomCandidate(random, i + 1);
        // The last values too: the mask's top bit is the sign of a 32-bit integer.
        candidate.multi.skill = random.sample(skills.slice(random.int(2) * (values - 4)), 5);
        return candidate;
      });
      const index = new CandidateFacetIndex();
      index.upsert(columns(candidates));
      for (let q = 0; q < 60; q++) {
        const query = randomQuery(random, candidates);
        if (random.chance(0.5)) query.filters = { ...query.filters, skill: random.sample(skills, 3) };
        expect(run(index, query), JSON.stringify(query)).toEqual(expected(candidates, query));
      }
    },
  );

  it('stays right through patches: candidates changed, added and removed, freed slots reused', () => {
    const random = generator(42);
    let candidates = Array.from({ length: 200 }, (_, i) => randomCandidate(random, i + 1));
    const index = new CandidateFacetIndex();
    index.upsert(columns(candidates));
    let nextId = 1000;
    for (let round = 0; round < 40; round++) {
      const changed = random.sample(candidates, 8).map((c) => randomCandidate(random, c.id));
      const added = Array.from({ length: random.int(6) }, () => randomCandidate(random, nextId++));
      const removed = random.sample(candidates, 5).map((c) => c.id);
      index.remove(removed);
      index.upsert(columns([...new Map([...changed, ...added].map((c) => [c.id, c])).values()]));
      const patched = new Map(candidates.map((c) => [c.id, c]));
      for (const id of removed) patched.delete(id);
      for (const c of [...changed, ...added]) patched.set(c.id, c);
      candidates = [...patched.values()];
      expect(index.size).toBe(candidates.length);
      for (let q = 0; q < 10; q++) {
        const query = randomQuery(random, candidates);
        expect(run(index, query), `round ${round}: ${JSON.stringify(query)}`).toEqual(expected(candidates, query));
      }
    }
  });

  it('counts under the default filter by subtracting the few it leaves out, as under a narrow one by adding', () => {
    const random = generator(7);
    const candidates = Array.from({ length: 300 }, (_, i) => randomCandidate(random, i + 1));
    const index = new CandidateFacetIndex();
    index.upsert(columns(candidates));
    const base: IndexQuery = { filters: {}, sort: { field: 'composedCapResult', order: 'DESC' }, offset: 0, limit: 10 };
    for (const filters of [
      {},
      { feelings: ['MAYBE', 'YES', 'NO_FEELING'] },
      { feelings: ['NO'] },
      { feelings: ['NO'], gender: ['FEMALE'] },
    ]) {
      const query = { ...base, filters };
      expect(run(index, query), JSON.stringify(filters)).toEqual(expected(candidates, query));
    }
  });

  it('labels the place facet with the latest place name, ties by key, and skips nulls inside lists', () => {
    const random = generator(9);
    const [a, b, c] = [1, 2, 3].map((id) => randomCandidate(random, id)) as [Candidate, Candidate, Candidate];
    a.scalar.place = 'p-1';
    a.placeName = 'Quito';
    b.scalar.place = 'p-2';
    b.placeName = 'Lima';
    c.scalar.place = null;
    for (const x of [a, b, c]) x.multi.skill = ['SQL', null, 'SQL', 'Excel'];
    const index = new CandidateFacetIndex();
    index.upsert(columns([a, b, c]));
    const query: IndexQuery = { filters: {}, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 10 };
    expect(index.query(query).facets.place).toEqual([
      { key: 'p-1', docCount: 1, label: 'Quito' },
      { key: 'p-2', docCount: 1, label: 'Lima' },
    ]);
    expect(index.query(query).facets.skill).toEqual([
      { key: 'Excel', docCount: 3, label: null },
      { key: 'SQL', docCount: 3, label: null },
    ]);
    index.upsert(columns([{ ...a, placeName: 'San Francisco de Quito' }]));
    expect(index.query(query).facets.place[0]).toEqual({ key: 'p-1', docCount: 1, label: 'San Francisco de Quito' });
  });

  it('asks for name ranks again once a new name arrives, and refuses a name sort without them', () => {
    const random = generator(11);
    const index = new CandidateFacetIndex();
    index.upsert(columns([randomCandidate(random, 1), randomCandidate(random, 2)]));
    const query: IndexQuery = { filters: {}, sort: { field: 'firstName', order: 'ASC' }, offset: 0, limit: 10 };
    expect(() => index.query(query)).toThrow(/stale/);
    index.setNameRanks('firstName', rankOf(index.namesToRank('firstName')!));
    expect(index.namesToRank('firstName')).toBeNull();
    index.upsert(columns([{ ...randomCandidate(random, 3), firstName: 'Nombre nuevo' }]));
    expect(index.namesToRank('firstName')).toContain('Nombre nuevo');
  });

  it('finds no substring across two candidates’ texts', () => {
    const random = generator(13);
    const [a, b] = [
      { ...randomCandidate(random, 1), searchText: 'uno dos', createdAt: 1 },
      { ...randomCandidate(random, 2), searchText: 'tres cuatro', createdAt: 2 },
    ];
    const index = new CandidateFacetIndex();
    index.upsert(columns([a, b]));
    const search = (wildcard: string) =>
      index.query({ filters: {}, wildcard, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 10 }).ids;
    expect(search('dostres')).toEqual([]);
    expect(search('s')).toEqual([1, 2]);
    index.remove([1]);
    expect(search('dos')).toEqual([]);
    expect(search('tres')).toEqual([2]);
  });

  it('finds text beyond Latin-1 and across the names and the rest, byte for byte as written', () => {
    const random = generator(37);
    const [a, b] = [
      { ...randomCandidate(random, 1), firstName: 'Søren', lastName: 'Groß Weiß', createdAt: 1 },
      { ...randomCandidate(random, 2), firstName: 'Ana', lastName: '日本 語', createdAt: 2 },
    ];
    a.searchText = 'søren groß weiß søren@mail.test 日本';
    b.searchText = 'ana 日本 語 ana@mail.test ß';
    const index = new CandidateFacetIndex();
    index.upsert(columns([a, b]));
    const search = (wildcard: string) =>
      index.query({ filters: {}, wildcard, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 10 }).ids;
    expect(search('ß')).toEqual([1, 2]);
    expect(search('日本')).toEqual([1, 2]);
    expect(search('語 ana@')).toEqual([2]);
    expect(search('n groß weiß s')).toEqual([1]);
    expect(search('weiß søren@mail.test 日本')).toEqual([1]);
    expect(search('本 ana')).toEqual([]);
    expect(search('\u00c3')).toEqual([]);
  });

  it('answers a repeated query from its last results, and from the candidates again after any change', () => {
    const random = generator(19);
    let candidates = Array.from({ length: 120 }, (_, i) => randomCandidate(random, i + 1));
    const index = new CandidateFacetIndex();
    index.upsert(columns(candidates));
    const query = OPENING_PAGE;
    const first = index.query(query);
    expect(index.query({ ...query, filters: { feelings: ['MAYBE', 'YES', 'NO_FEELING'] } })).toBe(first);

    const changed = {
      ...candidates[0]!,
      scalar: { ...candidates[0]!.scalar, gender: candidates[0]!.scalar.gender === 'MALE' ? 'FEMALE' : 'MALE' },
      composedScore: 1000,
    };
    index.upsert(columns([changed]));
    candidates = [changed, ...candidates.slice(1)];
    expect(run(index, query)).toEqual(expected(candidates, query));
    expect(index.query(query).ids[0]).toBe(changed.id);

    index.remove([changed.id]);
    candidates = candidates.slice(1);
    expect(run(index, query)).toEqual(expected(candidates, query));

    // A few results are kept: an older one is computed again.
    const kept = index.query(query);
    for (let offset = 1; offset <= 8; offset++) index.query({ ...query, offset });
    expect(index.query(query)).not.toBe(kept);
    expect(index.query(query)).toEqual(kept);
  });

  it('pages through a list in any order and page size, reading the next ten pages from one pass', () => {
    const random = generator(29);
    let candidates = Array.from({ length: 700 }, (_, i) => randomCandidate(random, i + 1));
    const index = new CandidateFacetIndex();
    index.upsert(columns(candidates));
    const passes = vi.spyOn(index as unknown as { firsts: () => number[] }, 'firsts');
    for (const sort of [
      { field: 'composedCapResult', order: 'DESC' },
      { field: 'lastName', order: 'ASC' },
      { field: 'createdAt', order: 'ASC' },
    ] as IndexQuery['sort'][]) {
      passes.mockClear();
      for (let page = 0; page < 25; page++) {
        const query = { ...OPENING_PAGE, sort, offset: 10 * page, limit: 10 };
        expect(run(index, query), JSON.stringify(query)).toEqual(expected(candidates, query));
      }
      // Pages 1-11, 12-22 and 23-25 (each pass picks ten pages beyond the one asked).
      expect(passes).toHaveBeenCalledTimes(3);
      // A larger page size reaching beyond what was picked, and back to a page picked before.
      for (const query of [
        { ...OPENING_PAGE, sort, offset: 200, limit: 100 },
        { ...OPENING_PAGE, sort, offset: 30, limit: 25 },
      ])
        expect(run(index, query), JSON.stringify(query)).toEqual(expected(candidates, query));
    }

    // After a change the order is picked again: the changed candidate leads it.
    const changed = {
      ...candidates[300]!,
      scalar: { ...candidates[300]!.scalar, feelings: 'YES' },
      composedScore: 1000,
    };
    index.upsert(columns([changed]));
    candidates = candidates.map((candidate) => (candidate.id === changed.id ? changed : candidate));
    expect(index.query(OPENING_PAGE).ids[0]).toBe(changed.id);
    const later = { ...OPENING_PAGE, offset: 50 };
    expect(run(index, later)).toEqual(expected(candidates, later));
  });

  it('answers other pages and orders of the last filters from their kept counts, and counts again after any change', () => {
    const random = generator(23);
    let candidates = Array.from({ length: 300 }, (_, i) => randomCandidate(random, i + 1));
    const index = new CandidateFacetIndex();
    index.upsert(columns(candidates));
    for (let q = 0; q < 20; q++) {
      const query = randomQuery(random, candidates);
      run(index, query);
      const counted = index.query(query).facets;
      for (const field of ['lastName', 'composedCapResult', 'createdAt'] as SortField[])
        for (const offset of [0, 10, 40]) {
          const other: IndexQuery = { ...query, sort: { field, order: random.pick(['ASC', 'DESC'] as const) }, offset };
          expect(run(index, other), JSON.stringify(other)).toEqual(expected(candidates, other));
          expect(index.query(other).facets).toBe(counted);
        }
    }

    const query = OPENING_PAGE;
    const before = index.query(query);
    const changed = {
      ...candidates[5]!,
      scalar: {
        ...candidates[5]!.scalar,
        feelings: 'YES',
        gender: candidates[5]!.scalar.gender === 'MALE' ? 'FEMALE' : 'MALE',
      },
      composedScore: 1000,
    };
    index.upsert(columns([changed]));
    candidates = candidates.map((candidate) => (candidate.id === changed.id ? changed : candidate));
    const next = { ...query, offset: 10 };
    expect(index.query(next).facets).not.toBe(before.facets);
    expect(run(index, next)).toEqual(expected(candidates, next));
    expect(index.query(query).ids[0]).toBe(changed.id);
  });

  it('estimates its memory, which grows with its candidates and stays compact', () => {
    const random = generator(17);
    const index = new CandidateFacetIndex(100);
    index.upsert(columns(Array.from({ length: 100 }, (_, i) => randomCandidate(random, i + 1))));
    const small = index.bytes;
    index.upsert(columns(Array.from({ length: 5000 }, (_, i) => randomCandidate(random, i + 200))));
    expect(index.bytes).toBeGreaterThan(small * 10);
    // About 40 bytes of search text each, and some 60 for everything else (issue 22: at most 120 in all).
    expect(index.bytes / index.size).toBeLessThan(120);
  });
});

describe('CandidateFacetIndex snapshots', () => {
  const OBSERVERS = ['1', '2', '3', '4'];
  const VERDICTS = ['DISC:SUCCESS', 'DISC:REJECT', 'INTERVIEW:SUCCESS', 'COMPETENCE:REJECT'];
  /** The list's columns, and the shortlist's and dashboard's sets, of random candidates. */
  const facts = (random: Random, candidates: readonly Candidate[]): CandidateFactColumns => ({
    ...columns(candidates),
    likedBy: candidates.map(() => (random.chance(0.3) ? null : random.sample(OBSERVERS, 2))),
    verdicts: candidates.map(() => (random.chance(0.2) ? null : random.sample(VERDICTS, 3))),
  });
  const copyOf = (index: CandidateFacetIndex) => CandidateFacetIndex.decode(Buffer.concat(index.encode()));

  /** Every kind of answer of `a` and `b` to random questions: they must be the same. */
  function expectSameAnswers(random: Random, a: CandidateFacetIndex, b: CandidateFacetIndex, ids: readonly number[]) {
    expect(b.size).toBe(a.size);
    for (const id of ids) expect(b.has(id), `has ${id}`).toBe(a.has(id));
    for (const column of ['firstName', 'lastName'] as NameColumn[])
      for (const folded of [false, true]) expect(b.namesToRank(column, folded)).toEqual(a.namesToRank(column, folded));
    for (const name of [...CANDIDATE_FACETS, ...SET_COLUMNS]) expect(b.totals(name), name).toEqual(a.totals(name));
    expect(b.scoreHistogram(['ENDED', 'INPROGRESS'], 10, 10)).toEqual(
      a.scoreHistogram(['ENDED', 'INPROGRESS'], 10, 10),
    );
    const candidates = ids.map((id) => randomCandidate(random, id));
    for (let q = 0; q < 40; q++) {
      const query = randomQuery(random, candidates);
      expect(b.query(query), JSON.stringify(query)).toEqual(a.query(query));
      const members: ShortlistIndexQuery['members'] = random.chance(0.3)
        ? { ids: random.sample(ids, 20) }
        : { feelings: random.sample(['YES', 'MAYBE', 'NO'], 2), observers: random.chance(0.5) ? [1, 3] : null };
      const shortlist: ShortlistIndexQuery = {
        members,
        excluded: random.sample(ids, 5),
        wildcard: query.wildcard ?? null,
        sort: { ...query.sort, foldedNames: random.chance(0.5) },
        offset: query.offset,
        limit: query.limit,
      };
      expect(b.shortlist(shortlist), JSON.stringify(shortlist)).toEqual(a.shortlist(shortlist));
    }
  }

  const rank = (index: CandidateFacetIndex) => {
    for (const column of ['firstName', 'lastName'] as NameColumn[])
      for (const folded of [false, true]) {
        const names = index.namesToRank(column, folded);
        if (names) index.setNameRanks(column, rankOf(names), folded);
      }
  };

  it('rebuilds an index that answers exactly as the encoded one, and keeps doing so through patches', () => {
    const random = generator(23);
    let ids = Array.from({ length: 300 }, (_, i) => i + 1);
    const original = new CandidateFacetIndex(8);
    original.upsert(
      facts(
        random,
        ids.map((id) => randomCandidate(random, id)),
      ),
    );
    // Rewritten and removed candidates leave gaps and free slots behind.
    original.upsert(
      facts(
        random,
        random.sample(ids, 80).map((id) => randomCandidate(random, id)),
      ),
    );
    const removed = new Set(random.sample(ids, 40));
    original.remove([...removed]);
    ids = ids.filter((id) => !removed.has(id));
    rank(original);

    const copy = copyOf(original);
    expectSameAnswers(random, original, copy, [...ids, ...removed]);
    expect(Buffer.concat(copy.encode())).toEqual(Buffer.concat(original.encode()));

    let nextId = 1000;
    for (let round = 0; round < 5; round++) {
      const changed = [...new Set([...random.sample(ids, 15), nextId++, nextId++])];
      const gone = random.sample(ids, 6);
      const patch = facts(
        random,
        changed.map((id) => ({ ...randomCandidate(random, id), firstName: `Nuevo ${id}` })),
      );
      for (const index of [original, copy]) {
        index.remove(gone);
        index.upsert(patch);
        rank(index);
      }
      ids = [...new Set([...ids.filter((id) => !gone.includes(id)), ...changed])];
      expectSameAnswers(random, original, copy, [...ids, ...gone]);
    }
  });

  it('refuses a snapshot that is truncated, corrupt or of another format version', () => {
    const random = generator(29);
    const index = new CandidateFacetIndex();
    index.upsert(
      facts(
        random,
        Array.from({ length: 50 }, (_, i) => randomCandidate(random, i + 1)),
      ),
    );
    const bytes = Buffer.concat(index.encode());
    expect(CandidateFacetIndex.decode(bytes).size).toBe(50);

    for (const length of [0, 4, 8, 30, bytes.length >> 1, bytes.length - 4])
      expect(() => CandidateFacetIndex.decode(bytes.subarray(0, length)), `${length} bytes`).toThrow(SnapshotError);
    for (const at of [20, bytes.length >> 2, bytes.length >> 1, bytes.length - 20]) {
      const corrupt = Buffer.from(bytes);
      corrupt[at]! ^= 0x41;
      expect(() => CandidateFacetIndex.decode(corrupt), `byte ${at} changed`).toThrow(SnapshotError);
    }
    const otherVersion = Buffer.from(bytes);
    otherVersion.writeUInt32LE(otherVersion.readUInt32LE(4) + 1, 4);
    expect(() => CandidateFacetIndex.decode(otherVersion)).toThrow(/version/);
    expect(() => CandidateFacetIndex.decode(Buffer.concat([bytes, Buffer.alloc(4)]))).toThrow(SnapshotError);
    expect(() => CandidateFacetIndex.decode(Buffer.from('{"ids":[1,2,3]}'))).toThrow(SnapshotError);
  });
});
