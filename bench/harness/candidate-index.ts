import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_FEELING_FILTER, SHORTLIST_FEELINGS } from '@terna/domain';
import { FIRST_PLACES, PLACES } from '../../apps/server/src/db/seed/catalogue-data/places.js';
import { TAGS_BY_CANDIDATE_STATE } from '../../apps/server/src/db/seed/demo-data.js';
import { PersonFactory, type JobProfile } from '../../apps/server/src/db/seed/people.js';
import { SeededRandom } from '../../apps/server/src/db/seed/random.js';
import {
  CandidateFacetIndex,
  type CandidateFactColumns,
  type IndexQuery,
  type NameColumn,
} from '../../apps/server/src/modules/candidates/facet-index/columnar-index.js';
import { percentile } from './load.js';
import { markdownTable } from './report.js';

/**
 * Issue 22's in-memory figures for the candidate index, without the database: synthetic facts shaped
 * like the scale seed's (its people factory: names, e-mails, national ids, CVs; statuses, scores,
 * feelings, tags and verdicts in its proportions) are upserted in parts of 20,000, as a full load
 * does, then the index's estimate and the heap it really holds are compared, and its queries timed.
 */

/** Candidates per upsert: store.ts's load part. */
const PART = 20_000;
/** Issue 22: 1,000,000 candidates in at most 120 MB of index. */
const TARGET_BYTES_PER_CANDIDATE = 120;
const JOB: JobProfile = { countryCode: 'EC', city: 'Quito', level: 'OPERATIVE', area: 'Ventas', industry: 'Retail' };
const COMPONENTS = ['DISC', 'COMPETENCE', 'KNOWLEDGE', 'CURRICULUM', 'INTERVIEW'];
const OBSERVERS = ['901', '902', '903'];
const STATUS_WEIGHTS = { OPEN: 25, INPROGRESS: 20, ENDED: 42, DISQUALIFIED: 16 };
const FEELING_WEIGHTS = { YES: 50, MAYBE: 30, NO: 20 };
const FEELING_ORDER = ['YES', 'MAYBE', 'NO'] as const;
/** 2025-09-01, in microseconds: the process's first invitation. */
const FIRST_INVITATION_US = 1_756_684_800_000_000;
const DAY_US = 86_400_000_000;

/** lower() then unaccent(), as the database folds the search text. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const daysSinceEpoch = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Synthetic candidates of one large process, part after part. */
class Facts {
  private readonly random = new SeededRandom(2222);
  private readonly people: PersonFactory;
  private nextId = 5_000_000;
  private nextRank = 1;

  constructor() {
    const places = PLACES.slice(0, FIRST_PLACES.length);
    this.people = new PersonFactory(
      places.map((place, i) => ({ id: i + 1, name: place.name, countryCode: place.countryCode })),
      1_000_000,
    );
    this.placeUuid = new Map(places.map((place, i) => [i + 1, place.uuid]));
  }

  private readonly placeUuid: Map<number, string>;

  /**
   * The next `count` candidates, as the full load's JSON gives them (parsed from JSON, so their
   * strings are laid out as a load's are).
   */
  part(count: number): CandidateFactColumns {
    const random = this.random;
    const columns: Record<string, unknown[]> = {};
    const push = (name: string, value: unknown) => (columns[name] ??= []).push(value);
    for (let i = 0; i < count; i++) {
      // Other processes' candidates take ids in between now and then.
      this.nextId += random.chance(0.1) ? random.int(2, 6) : 1;
      const invitedUs = FIRST_INVITATION_US + Math.floor(random.next() * 100 * DAY_US);
      const { person, curriculum, placeName } = this.people.create(random, JOB, new Date(invitedUs / 1000));
      const status = random.weighted(STATUS_WEIGHTS);
      const finished = status === 'ENDED' || status === 'DISQUALIFIED';
      const score = finished ? Math.min(100, Math.max(0, Math.round(random.normal(62, 16) * 100) / 100)) : null;
      const feelings = status === 'ENDED' && random.chance(0.1) ? random.int(1, 2) : 0;
      const given: string[] = Array.from({ length: feelings }, () => random.weighted(FEELING_WEIGHTS));
      const observer = status === 'ENDED' && random.chance(0.08) ? random.weighted(FEELING_WEIGHTS) : null;
      if (observer) given.push(observer);
      const tagRate = status === 'ENDED' ? 0.25 : status === 'DISQUALIFIED' ? 0.15 : 0.08;
      const tagCodes: readonly string[] =
        TAGS_BY_CANDIDATE_STATE[status === 'ENDED' || status === 'DISQUALIFIED' ? status : 'PENDING'];
      const verdicts = finished
        ? COMPONENTS.map(
            (type, k) =>
              `${type}:${status === 'DISQUALIFIED' && k === 0 ? 'REJECT' : random.chance(0.85) ? 'SUCCESS' : 'REJECT'}`,
          )
        : status === 'INPROGRESS'
          ? COMPONENTS.slice(0, random.int(0, 3)).map((type) => `${type}:SUCCESS`)
          : [];

      push('id', this.nextId);
      push('personEvaluationsStatus', status);
      push('feelings', FEELING_ORDER.find((feeling) => given.includes(feeling)) ?? 'NO_FEELING');
      push(
        'trust',
        finished && random.chance(0.2) ? random.pick(['1', '2', '3']) : random.chance(0.3) ? 'NOT_INVITED' : 'PENDING',
      );
      push('hired', status === 'ENDED' && random.chance(0.001));
      push('gender', person.gender ?? null);
      push('maritalStatus', person.maritalStatus ?? null);
      push('place', person.placeId ? this.placeUuid.get(person.placeId)! : null);
      push('placeName', placeName);
      push('industry', curriculum.industry ?? null);
      push('areaExperience', curriculum.areaExperience ?? null);
      push('subExperience', curriculum.subExperience ?? null);
      push('education', curriculum.education ?? null);
      push('institution', curriculum.institution ?? null);
      push('company', curriculum.lastCompany ?? null);
      push('skill', curriculum.skills ?? null);
      push('language', curriculum.languages ?? null);
      push('tags', random.chance(tagRate) ? random.sample(tagCodes, random.int(1, 2)) : []);
      push('likedBy', observer === 'YES' || observer === 'MAYBE' ? [random.pick(OBSERVERS)] : []);
      push('verdicts', verdicts);
      push('salary', curriculum.salaryAmount ?? null);
      push('birthDay', person.birthDate ? daysSinceEpoch(person.birthDate) : null);
      push('composedScore', score);
      push('ranking', score === null ? null : this.nextRank++);
      push('createdAt', invitedUs);
      push('firstName', person.firstName);
      push('lastName', person.lastName);
      push(
        'searchText',
        fold(`${person.firstName} ${person.lastName} ${person.email ?? ''} ${person.identification ?? ''}`),
      );
    }
    return JSON.parse(JSON.stringify(columns)) as CandidateFactColumns;
  }
}

/** The heap and off-heap memory (typed arrays) in use once garbage is collected. */
function memoryInUse(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

/** Calls before the timed ones, so the compiler has optimised the code that is timed. */
const WARMUP = 5;

/** p50 and p95 of `runs` calls of `run(i)`, in ms, after WARMUP calls (`i` from `runs` on). */
function timed(runs: number, run: (i: number) => void): { p50: number; p95: number } {
  for (let i = runs; i < runs + WARMUP; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (value: number) => Math.round(value * 100) / 100;

export interface CandidateIndexFigures {
  candidates: number;
  bytesPerCandidate: number;
  heapBytesPerCandidateAfterLoad: number;
  heapBytesPerCandidateAfterQueries: number;
  upsertMs: number;
  pageWithFacets: { p50: number; p95: number };
  /** The next pages of filters just asked: picked from their kept candidates and counts. */
  nextPage: { p50: number; p95: number };
  textSearch: { p50: number; p95: number };
  shortlist: { p50: number; p95: number };
  scoreHistogram: { p50: number; p95: number };
  snapshotBytes: number;
  encodeMs: number;
  decodeMs: number;
  passed: boolean;
}

/**
 * Pages of the list as people open and filter it: each asked once, so no kept result answers it,
 * and each with filters of its own (a feeling no one has, which changes no answer), so no kept
 * filters' counts do either.
 */
function pageQueries(runs: number): IndexQuery[] {
  const filters: IndexQuery['filters'][] = [
    { feelings: [...DEFAULT_FEELING_FILTER] },
    { feelings: [...DEFAULT_FEELING_FILTER], personEvaluationsStatus: ['ENDED'] },
    { feelings: [...DEFAULT_FEELING_FILTER], gender: ['FEMALE'], place: ['place-001', 'place-002'] },
    { feelings: [...DEFAULT_FEELING_FILTER], skill: ['Negociación', 'Excel avanzado'], language: ['Inglés'] },
    { feelings: ['YES'] },
  ];
  return Array.from({ length: runs }, (_, i) => ({
    filters: { ...filters[i % filters.length]!, feelings: [...filters[i % filters.length]!.feelings!, `none-${i}`] },
    salary: i % 7 === 3 ? { from: 500, to: 900 } : {},
    sort: i % 4 === 1 ? { field: 'lastName', order: 'ASC' } : { field: 'composedCapResult', order: 'DESC' },
    offset: 10 * Math.floor(i / filters.length),
    limit: 10,
  }));
}

const WILDCARDS = ['garcia', 'maria jose', 'perez lo', '@correo', '1712', 'andrade', 'ana', 'z'];

/** Ranks names by the collator, as the database would before a name sort. */
function rankNames(index: CandidateFacetIndex): void {
  for (const column of ['firstName', 'lastName'] as NameColumn[]) {
    const names = index.namesToRank(column);
    if (!names) continue;
    const sorted = [...new Set(names)].sort(new Intl.Collator('es').compare);
    const rank = new Map(sorted.map((name, i) => [name, i + 1]));
    index.setNameRanks(
      column,
      Uint32Array.from(names, (name) => rank.get(name)!),
    );
  }
}

/**
 * The figures of one size. The heap an index holds is what its release frees: measured so, the
 * memory of the facts' generator and of compiled code is not counted.
 */
export function measureCandidateIndex(candidates: number, runs: number): CandidateIndexFigures {
  const { figures, afterLoad, afterQueries } = loadAndQuery(candidates, runs);
  const released = memoryInUse();
  const held = (inUse: number) => Math.round((inUse - released) / candidates);
  const heapBytesPerCandidateAfterQueries = held(afterQueries);
  return {
    ...figures,
    heapBytesPerCandidateAfterLoad: held(afterLoad),
    heapBytesPerCandidateAfterQueries,
    passed: Math.max(figures.bytesPerCandidate, heapBytesPerCandidateAfterQueries) <= TARGET_BYTES_PER_CANDIDATE,
  };
}

/**
 * An index of `candidates` synthetic ones, upserted part by part. A function of its own: a frame
 * may keep its last part (20,000 candidates' facts, some 20 MB) alive until it returns.
 */
function load(candidates: number): { index: CandidateFacetIndex; upsertMs: number } {
  const facts = new Facts();
  const index = new CandidateFacetIndex(candidates);
  let upsertMs = 0;
  for (let done = 0; done < candidates; done += PART) {
    const part = facts.part(Math.min(PART, candidates - done));
    const start = performance.now();
    index.upsert(part);
    upsertMs += performance.now() - start;
  }
  return { index, upsertMs };
}

function loadAndQuery(candidates: number, runs: number) {
  const { index, upsertMs } = load(candidates);
  rankNames(index);
  const afterLoad = memoryInUse();

  const pages = pageQueries(runs + WARMUP);
  const pageWithFacets = timed(runs, (i) => index.query(pages[i]!));
  const nextPage = timed(runs, (i) => index.query({ ...pages[0]!, offset: 10 * (i + 1) }));
  const textSearch = timed(runs, (i) =>
    index.query({ ...pages[0]!, wildcard: WILDCARDS[i % WILDCARDS.length]!, offset: 10 * i }),
  );
  const shortlist = timed(runs, (i) =>
    index.shortlist({
      members: { feelings: SHORTLIST_FEELINGS },
      excluded: [],
      wildcard: null,
      sort: { field: 'composedCapResult', order: 'DESC' },
      offset: 10 * i,
      limit: 10,
    }),
  );
  const scoreHistogram = timed(runs, () => index.scoreHistogram(['ENDED', 'DISQUALIFIED'], 10, 10));
  const bytes = index.bytes;
  const afterQueries = memoryInUse();

  let start = performance.now();
  const chunks = index.encode();
  const encodeMs = performance.now() - start;
  const snapshot = Buffer.concat(chunks);
  start = performance.now();
  const decoded = CandidateFacetIndex.decode(snapshot);
  const decodeMs = performance.now() - start;
  const probe = { ...pages[2]!, wildcard: 'garcia' };
  if (JSON.stringify(decoded.query(probe)) !== JSON.stringify(index.query(probe)))
    throw new Error('the decoded index answers differently');

  const figures = {
    candidates,
    bytesPerCandidate: Math.round(bytes / candidates),
    upsertMs: Math.round(upsertMs),
    pageWithFacets,
    nextPage,
    textSearch,
    shortlist,
    scoreHistogram,
    snapshotBytes: snapshot.byteLength,
    encodeMs: Math.round(encodeMs),
    decodeMs: Math.round(decodeMs),
  };
  return { figures, afterLoad, afterQueries };
}

export function candidateIndexTable(rows: readonly CandidateIndexFigures[]): string {
  const pair = (figure: { p50: number; p95: number }) => `${ms(figure.p50)} / ${ms(figure.p95)}`;
  return markdownTable(
    [
      'candidates',
      'B/candidate (bytes)',
      'B/candidate (heap held, loaded / after queries)',
      'upsert ms',
      'page + facets p50/p95',
      'next page p50/p95',
      'text search p50/p95',
      'shortlist p50/p95',
      'histogram p50/p95',
      'snapshot MB',
      'encode / decode ms',
    ],
    rows.map((row) => [
      row.candidates.toLocaleString('en'),
      String(row.bytesPerCandidate),
      `${row.heapBytesPerCandidateAfterLoad} / ${row.heapBytesPerCandidateAfterQueries}`,
      String(row.upsertMs),
      pair(row.pageWithFacets),
      pair(row.nextPage),
      pair(row.textSearch),
      pair(row.shortlist),
      pair(row.scoreHistogram),
      (row.snapshotBytes / 1e6).toFixed(1),
      `${row.encodeMs} / ${row.decodeMs}`,
    ]),
  );
}
