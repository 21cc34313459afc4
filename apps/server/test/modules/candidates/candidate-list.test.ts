import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonStatus } from '@terna/domain';
import { codeOf } from '../../support/process-api.js';
import { createTestApp, type GraphqlBody, type Member, type TestApp } from '../../support/test-app.js';
import type { CandidateView as BaseCandidateView } from '../../support/candidate-api.js';

/**
 * processPersonPaginated on one process whose 40 candidates the test built from their index, so
 * every expectation (ids, order, totals, facet counts) is computed here from the fixture.
 */

const STATUSES: PersonStatus[] = ['ENDED', 'INPROGRESS', 'OPEN', 'DISQUALIFIED'];
const FIRST_NAMES = ['Andrés', 'Beatriz', 'Camilo', 'Diana', 'Elías', 'Fabián', 'Gloria', 'Héctor', 'Inés', 'Julián'];
const LAST_NAMES = ['Gómez', 'Núñez', 'Peña', 'Ortiz', 'López', 'Muñoz', 'Díaz', 'Rojas'];
const SKILLS = ['Excel', 'SQL', 'Liderazgo', 'Inglés técnico'];
const LANGUAGES = ['es', 'en', 'pt'];
const ALL_FEELINGS = ['YES', 'MAYBE', 'NO', 'NO_FEELING'];
const DEFAULT_FEELINGS = ['MAYBE', 'YES', 'NO_FEELING'];
const CANDIDATES = 40;

interface Place {
  uuid: string;
  name: string;
}

interface Cv {
  salary: number | null;
  industry: string | null;
  areaExperience: string | null;
  subExperience: string | null;
  education: string | null;
  institution: string | null;
  lastCompany: string | null;
  skills: string[];
  languages: string[];
}

interface Reviewer {
  userId: number | null;
  observerId: number | null;
  feeling: string;
}

interface Candidate {
  i: number;
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  identification: string | null;
  status: PersonStatus;
  score: number | null;
  ranking: number | null;
  trustCode: string | null;
  gender: string;
  maritalStatus: string | null;
  place: Place | null;
  birthDate: string | null;
  cv: Cv | null;
  tags: string[];
  hire: { status: string } | null;
  hired: boolean;
  feelings: Reviewer[];
  best: string;
  blackListed: boolean;
  components: { componentType: string; status: string; value: number | null }[];
}

interface Search {
  page?: number | null;
  size?: number | null;
  personEvaluationsStatus?: string[];
  wildcard?: string;
  feelings?: string[];
  trust?: string[];
  gender?: string[];
  maritalStatus?: string[];
  place?: string[];
  industry?: string[];
  areaExperience?: string[];
  subExperience?: string[];
  education?: string[];
  institution?: string[];
  company?: string[];
  skill?: string[];
  language?: string[];
  tags?: string[];
  hired?: boolean;
  salary?: { from?: number; to?: number };
  birthDate?: { from?: string; to?: string };
  sortBy?: { field: string; order: string };
}

interface FacetValue {
  key: string;
  docCount: number;
  label: string | null;
}

/** The list's row: every field the detail tests read, plus the ones only this file checks. */
interface CandidateView extends Omit<BaseCandidateView, 'feelings' | 'tags' | 'componentStatus' | 'person'> {
  ranking: number | null;
  feelings: (BaseCandidateView['feelings'][number] & { createdAt: string; updatedAt: string })[];
  tags: (BaseCandidateView['tags'][number] & { date: string })[];
  componentStatus: (BaseCandidateView['componentStatus'][number] & { notified: boolean; updatedAt: string })[];
  trustCode: string | null;
  salary: number | null;
  salaryCurrency: string | null;
  createdAt: string;
  person: { birthDate: string | null; gender: string; maritalStatus: string | null; place: Place | null };
}

const SCALAR_FACETS = {
  personEvaluationsStatus: (c: Candidate) => c.status,
  feelings: (c: Candidate) => c.best,
  trust: (c: Candidate) => c.trustCode ?? 'PENDING',
  hired: (c: Candidate) => String(c.hired),
  gender: (c: Candidate) => c.gender,
  maritalStatus: (c: Candidate) => c.maritalStatus,
  place: (c: Candidate) => c.place?.uuid ?? null,
  industry: (c: Candidate) => c.cv?.industry ?? null,
  areaExperience: (c: Candidate) => c.cv?.areaExperience ?? null,
  subExperience: (c: Candidate) => c.cv?.subExperience ?? null,
  education: (c: Candidate) => c.cv?.education ?? null,
  institution: (c: Candidate) => c.cv?.institution ?? null,
  company: (c: Candidate) => c.cv?.lastCompany ?? null,
} satisfies Record<string, (c: Candidate) => string | null>;
const ARRAY_FACETS = {
  skill: (c: Candidate) => c.cv?.skills ?? [],
  language: (c: Candidate) => c.cv?.languages ?? [],
  tags: (c: Candidate) => c.tags,
} satisfies Record<string, (c: Candidate) => string[]>;
type FacetName = keyof typeof SCALAR_FACETS | keyof typeof ARRAY_FACETS;
const FACETS = [...Object.keys(SCALAR_FACETS), ...Object.keys(ARRAY_FACETS)] as FacetName[];

const CANDIDATE_FIELDS = `
  id processPersonId personId processId evaluationsStatus firstName lastName mail identification ranking blackListed
  feeling feelings { userId observerId feeling createdAt updatedAt }
  tags { id code date userId processPersonId }
  hired { hiredAt status updatedAt userId }
  composedCapResult { value status isCompleted }
  componentStatus { componentType status value notified updatedAt }
  trustCode salary salaryCurrency createdAt
  person { birthDate gender maritalStatus place { uuid name } }
`;

const LIST = `query Candidates($processId: Int!, $page: Int, $size: Int, $personEvaluationsStatus: [PersonStatus!], $wildcard: String,
  $feelings: [FeelingFilter!], $trust: [String!], $maritalStatus: [MaritalStatus!], $gender: [Gender!], $place: [String!], $language: [String!],
  $education: [String!], $institution: [String!], $areaExperience: [String!], $subExperience: [String!], $industry: [String!],
  $company: [String!], $skill: [String!], $tags: [String!], $hired: Boolean, $salary: IntRangeInput, $birthDate: DateRangeInput,
  $sortBy: SortInput) {
  processPersonPaginated(processId: $processId, page: $page, size: $size, personEvaluationsStatus: $personEvaluationsStatus,
    wildcard: $wildcard, feelings: $feelings, trust: $trust, maritalStatus: $maritalStatus, gender: $gender, place: $place,
    language: $language, education: $education, institution: $institution, areaExperience: $areaExperience,
    subExperience: $subExperience, industry: $industry, company: $company, skill: $skill, tags: $tags, hired: $hired,
    salary: $salary, birthDate: $birthDate, sortBy: $sortBy) {
    data { ${CANDIDATE_FIELDS} }
    filters { ${FACETS.map((name) => `${name} { key docCount label }`).join(' ')} }
    page size total
  }
}`;

interface CandidatePage {
  data: CandidateView[];
  filters: Record<FacetName, FacetValue[]>;
  page: number;
  size: number;
  total: number;
}

let t: TestApp;
let a: Member;
let b: Member;
let recruiterId: number;
let recruiterToken: string;
let viewerToken: string;
let observerId: number;
let processId: number;
let bProcessId: number;
const foreignIds: number[] = [];
let places: Place[] = [];
const candidates: Candidate[] = [];
const byIndex = (i: number) => candidates.find((c) => c.i === i)!;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.buildMember({ role: 'OWNER' });
  const recruiter = await t.buildUser({ companyId: a.company.id, role: 'RECRUITER' });
  recruiterId = recruiter.id;
  recruiterToken = await t.login(recruiter.email);
  const viewer = await t.buildUser({ companyId: a.company.id, role: 'VIEWER' });
  viewerToken = await t.login(viewer.email);
  b = await t.buildMember({ role: 'OWNER' });

  const process = await t.buildProcess({ companyId: a.company.id, ownerId: a.user.id, withJobOpportunity: true });
  processId = process.id;
  const observer = await t.buildObserver({ processId, companyId: a.company.id });
  observerId = observer.id;
  const placeRows = [
    await t.buildPlace({ name: 'Quito' }),
    await t.buildPlace({ name: 'Lima' }),
    await t.buildPlace({ name: 'Bogotá' }),
  ];
  places = placeRows.map(({ uuid, name }) => ({ uuid, name }));
  const placeId = (place: Place | null) => placeRows.find((row) => row.uuid === place?.uuid)?.id ?? null;

  const tagBase = Date.parse('2024-05-01T10:00:00Z');
  for (let i = 0; i < CANDIDATES; i += 1) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[i % LAST_NAMES.length]!;
    const place = [places[0]!, places[1]!, places[2]!, null, places[0]!, null][i % 6]!;
    const person = {
      firstName,
      lastName,
      email: i % 2 ? `cand${i}@mail.test` : `Cand${i}@Mail.TEST`,
      identification: i % 6 === 5 ? null : `ID-${1000 + i}`,
      gender: ['MALE', 'FEMALE', 'UNDEFINED'][i % 3]!,
      maritalStatus: ['SINGLE', 'MARRIED', null, 'DIVORCED', 'SINGLE'][i % 5]!,
      birthDate: i % 9 === 8 ? null : `${1970 + i}-${String((i % 12) + 1).padStart(2, '0')}-15`,
    };
    const score = i % 7 === 3 ? null : ((i * 13) % 20) * 5;
    const built = await t.buildProcessPerson({
      processId,
      evaluationsStatus: STATUSES[i % 4],
      person: { ...person, placeId: placeId(place) },
      composedScore: score,
      ranking: i % 5 === 0 ? null : ((i * 7) % 41) + 1,
      trustCode: ['1', '2', '3', 'NOT_INVITED', null][(i + 2) % 5]!,
    });
    const cv: Cv | null =
      i % 8 === 7
        ? null
        : {
            salary: i % 5 === 4 ? null : 1000 + i * 100,
            industry: ['Banca', 'Retail', 'Tecnología', null][i % 4]!,
            areaExperience: ['Finanzas', 'Ventas', 'Sistemas'][(i + 1) % 3]!,
            subExperience: ['Contabilidad', 'Tesorería', 'Backend', 'Frontend', null][i % 5]!,
            education: ['Universitaria', 'Técnica', 'Maestría'][(i + 2) % 3]!,
            institution: ['UNAM', 'PUCP', 'UBA', 'UCV'][(i + 1) % 4]!,
            lastCompany: ['Acme', 'Globex', null][Math.floor(i / 3) % 3]!,
            skills: SKILLS.filter((_, k) => (i >> k) & 1),
            languages: LANGUAGES.filter((_, k) => ((i + 1) >> k) & 1),
          };
    if (cv) {
      await t.buildCurriculum({
        personId: built.personId,
        salaryAmount: cv.salary,
        industry: cv.industry,
        areaExperience: cv.areaExperience,
        subExperience: cv.subExperience,
        education: cv.education,
        institution: cv.institution,
        lastCompany: cv.lastCompany,
        skills: cv.skills,
        languages: cv.languages,
      });
    }
    const tags = [...(i % 3 === 0 ? ['Tag_1'] : []), ...(i % 4 === 1 ? ['Tag_2', 'Tag_6'] : [])];
    for (const [k, code] of tags.entries()) {
      await t.buildPersonTag({
        processPersonId: built.processPersonId,
        code,
        userId: k === 0 ? a.user.id : null,
        date: new Date(tagBase + k * 60_000),
      });
    }
    // Candidate 32's hiring was cancelled: the row stays, but the candidate no longer counts as hired.
    const hire = i % 10 === 2 ? { status: i === 32 ? 'CANCELLED' : 'ACTIVE' } : null;
    if (hire)
      await t.buildHire({
        processPersonId: built.processPersonId,
        status: hire.status,
        hiredAt: '2024-03-04',
        userId: a.user.id,
      });
    const hired = hire?.status === 'ACTIVE';
    // Reviews by pattern: the owner (a), a recruiter and an observer.
    const owner = (feeling: string): Reviewer => ({ userId: a.user.id, observerId: null, feeling });
    const rec = (feeling: string): Reviewer => ({ userId: recruiterId, observerId: null, feeling });
    const obs = (feeling: string): Reviewer => ({ userId: null, observerId, feeling });
    const reviews: Reviewer[] = [
      [],
      [owner('YES')],
      [owner('NO')],
      [owner('YES'), rec('NO')],
      [rec('MAYBE')],
      [owner('NO'), rec('NO')],
      [obs('NO'), owner('MAYBE')],
      [obs('NO')],
    ][i % 8]!;
    for (const review of reviews) {
      await t.buildFeeling({
        processPersonId: built.processPersonId,
        feeling: review.feeling,
        ...(review.userId ? { userId: review.userId } : { observerId: review.observerId! }),
      });
    }
    const best = reviews.length
      ? ['YES', 'MAYBE', 'NO'].find((f) => reviews.some((r) => r.feeling === f))!
      : 'NO_FEELING';
    const components =
      i % 3 === 2
        ? []
        : [
            { componentType: 'DISC', status: 'SUCCESS', value: 50 + i },
            { componentType: 'COMPETENCE', status: 'PENDING', value: null },
          ];
    for (const component of components) {
      await t.buildComponentResult({
        processPersonId: built.processPersonId,
        componentType: component.componentType as 'DISC',
        status: component.status,
        value: component.value,
      });
    }
    candidates.push({
      i,
      id: built.processPersonId,
      personId: built.personId,
      ...person,
      status: STATUSES[i % 4]!,
      score,
      ranking: i % 5 === 0 ? null : ((i * 7) % 41) + 1,
      trustCode: ['1', '2', '3', 'NOT_INVITED', null][(i + 2) % 5]!,
      place,
      cv,
      tags,
      hire,
      hired,
      feelings: reviews,
      best,
      blackListed: i === 5,
      components,
    });
  }
  await t.buildBlacklist({ companyId: a.company.id, personId: byIndex(5).personId, userId: a.user.id });

  // Another process of the same company: its candidates belong to that process only.
  const other = await t.buildProcess({ companyId: a.company.id });
  for (let k = 0; k < 3; k += 1) {
    foreignIds.push(
      (await t.buildProcessPerson({ processId: other.id, person: { firstName: 'Andrés', lastName: 'Gómez' } }))
        .processPersonId,
    );
  }
  // Company B: the person of candidate 6 is B's candidate too and on B's unwanted list; a look-alike candidate.
  const bProcess = await t.buildProcess({ companyId: b.company.id });
  bProcessId = bProcess.id;
  foreignIds.push(
    (await t.buildProcessPerson({ processId: bProcessId, personId: byIndex(6).personId })).processPersonId,
  );
  const lookAlike = await t.buildProcessPerson({
    processId: bProcessId,
    person: { firstName: 'Andrés', lastName: 'Gómez', email: 'Cand0@Mail.TEST' },
  });
  foreignIds.push(lookAlike.processPersonId);
  await t.buildFeeling({ processPersonId: lookAlike.processPersonId, userId: b.user.id, feeling: 'YES' });
  await t.buildPersonTag({ processPersonId: lookAlike.processPersonId, code: 'Tag_1' });
  await t.buildBlacklist({ companyId: b.company.id, personId: byIndex(6).personId, userId: b.user.id });
});
afterAll(() => t?.close());

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every filter of `search` but the one named `except` (the facet's own). */
function matches(c: Candidate, search: Search, except?: FacetName): boolean {
  const wildcard = search.wildcard?.trim();
  if (wildcard && !fold(`${c.firstName} ${c.lastName} ${c.email} ${c.identification ?? ''}`).includes(fold(wildcard)))
    return false;
  if (search.salary?.from != null && !(c.cv?.salary != null && c.cv.salary >= search.salary.from)) return false;
  if (search.salary?.to != null && !(c.cv?.salary != null && c.cv.salary <= search.salary.to)) return false;
  if (search.birthDate?.from && !(c.birthDate && c.birthDate >= search.birthDate.from)) return false;
  if (search.birthDate?.to && !(c.birthDate && c.birthDate <= search.birthDate.to)) return false;
  return FACETS.every((name) => {
    if (name === except) return true;
    const values =
      name === 'feelings'
        ? (search.feelings ?? DEFAULT_FEELINGS)
        : name === 'hired'
          ? search.hired == null
            ? undefined
            : [String(search.hired)]
          : search[name];
    if (!values?.length) return true;
    if (name in ARRAY_FACETS)
      return ARRAY_FACETS[name as keyof typeof ARRAY_FACETS](c).some((key) => values.includes(key));
    const key = SCALAR_FACETS[name as keyof typeof SCALAR_FACETS](c);
    return key !== null && values.includes(key);
  });
}

const nullsLast = (x: number | null, y: number | null, direction: 1 | -1) =>
  x === y ? 0 : x === null ? 1 : y === null ? -1 : (x - y) * direction;

/** The candidates the server should list for `search`, in order, and every facet's counts. */
function expected(search: Search) {
  const sort = search.sortBy ?? { field: 'composedCapResult', order: 'DESC' };
  const direction = sort.order === 'ASC' ? 1 : -1;
  const compare = (x: Candidate, y: Candidate) => {
    switch (sort.field) {
      case 'composedCapResult':
        return nullsLast(x.score, y.score, direction);
      case 'ranking':
        return nullsLast(x.ranking, y.ranking, direction);
      case 'firstName':
        return x.firstName === y.firstName ? 0 : (x.firstName < y.firstName ? -1 : 1) * direction;
      case 'lastName':
        return x.lastName === y.lastName ? 0 : (x.lastName < y.lastName ? -1 : 1) * direction;
      case 'createdAt':
        return (x.i - y.i) * direction; // built one after another
      default:
        throw new Error(`no expectation for sort ${sort.field}`);
    }
  };
  const rows = candidates.filter((c) => matches(c, search)).sort((x, y) => compare(x, y) || x.id - y.id);
  const facets = Object.fromEntries(
    FACETS.map((name) => {
      const counts = new Map<string, number>();
      for (const c of candidates.filter((row) => matches(row, search, name))) {
        const keys =
          name in ARRAY_FACETS
            ? ARRAY_FACETS[name as keyof typeof ARRAY_FACETS](c)
            : [SCALAR_FACETS[name as keyof typeof SCALAR_FACETS](c)];
        for (const key of new Set(keys)) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [name, [...counts].map(([key, docCount]) => ({ key, docCount })).sort((x, y) => (x.key < y.key ? -1 : 1))];
    }),
  ) as Record<FacetName, { key: string; docCount: number }[]>;
  return { ids: rows.map((c) => c.id), facets };
}

function list(
  search: Search = {},
  token = a.token,
  id = processId,
): Promise<GraphqlBody<{ processPersonPaginated: CandidatePage }>> {
  return t.gql(token, LIST, { processId: id, ...search });
}

async function listOk(search: Search = {}, token = a.token): Promise<CandidatePage> {
  const body = await list(search, token);
  expect(body.errors).toBeUndefined();
  return body.data!.processPersonPaginated;
}

/** Every matching candidate on one page. */
const listAll = (search: Search = {}, token = a.token) => listOk({ size: 100, ...search }, token);
const ids = (page: CandidatePage) => page.data.map((c) => c.id);
const sortedFacet = (values: FacetValue[]) =>
  values.map(({ key, docCount }) => ({ key, docCount })).sort((x, y) => (x.key < y.key ? -1 : 1));

describe('processPersonPaginated: defaults', () => {
  it('answers page 1 of 10, composed score descending with nulls last then id, and the total', async () => {
    const page = await listOk();
    const want = expected({});
    expect(want.ids.length).toBeGreaterThan(20);
    expect(page).toMatchObject({ page: 1, size: 10, total: want.ids.length });
    expect(ids(page)).toEqual(want.ids.slice(0, 10));
    const all = await listAll();
    expect(ids(all)).toEqual(want.ids);
    const scores = all.data.map((c) => c.composedCapResult.value);
    expect(scores.slice(scores.indexOf(null)).every((s) => s === null)).toBe(true);
  });

  it('hides candidates whose best feeling is NO, keeping a YES from one reviewer beside a NO from another', async () => {
    const listed = ids(await listAll());
    for (const i of [2, 5, 7, 10, 13, 15]) expect(listed, `candidate ${i}`).not.toContain(byIndex(i).id); // NO only (observer's in 7 and 15)
    for (const i of [3, 11, 6, 14, 0, 1, 4]) expect(listed, `candidate ${i}`).toContain(byIndex(i).id); // YES+NO, MAYBE+NO, none, YES, MAYBE
  });

  it('counts every facet of the default list with every filter but its own', async () => {
    const page = await listAll();
    const want = expected({});
    for (const name of FACETS) expect(sortedFacet(page.filters[name]), name).toEqual(want.facets[name]);
    expect(sortedFacet(page.filters.feelings)).toEqual([
      { key: 'MAYBE', docCount: 10 },
      { key: 'NO', docCount: 15 },
      { key: 'NO_FEELING', docCount: 5 },
      { key: 'YES', docCount: 10 },
    ]);
  });

  it('treats explicit null page and size as the defaults', async () => {
    const page = await listOk({ page: null, size: null });
    expect(page).toMatchObject({ page: 1, size: 10 });
  });
});

const FILTER_CASES: [string, Search][] = [
  ['personEvaluationsStatus ENDED', { personEvaluationsStatus: ['ENDED'] }],
  ['personEvaluationsStatus OPEN, DISQUALIFIED', { personEvaluationsStatus: ['OPEN', 'DISQUALIFIED'] }],
  ['wildcard gomez', { wildcard: 'gomez' }],
  ['wildcard GÓMEZ', { wildcard: 'GÓMEZ' }],
  ['wildcard pena', { wildcard: 'pena' }],
  ['wildcard Peña', { wildcard: 'Peña' }],
  ['wildcard across first and last name', { wildcard: 'andres gomez' }],
  ['wildcard e-mail, any case', { wildcard: 'CAND1@mail' }],
  ['wildcard e-mail domain', { wildcard: 'mail.test' }],
  ['wildcard identification', { wildcard: 'id-1012' }],
  ['wildcard trimmed', { wildcard: '  DIANA  ' }],
  ['wildcard % is plain', { wildcard: '%' }],
  ['feelings NO', { feelings: ['NO'] }],
  ['feelings NO_FEELING', { feelings: ['NO_FEELING'] }],
  ['feelings YES, NO', { feelings: ['YES', 'NO'] }],
  ['feelings MAYBE', { feelings: ['MAYBE'] }],
  ['trust PENDING (null)', { trust: ['PENDING'] }],
  ['trust 1, NOT_INVITED', { trust: ['1', 'NOT_INVITED'] }],
  ['gender FEMALE', { gender: ['FEMALE'] }],
  ['maritalStatus MARRIED, DIVORCED', { maritalStatus: ['MARRIED', 'DIVORCED'] }],
  ['industry Banca', { industry: ['Banca'] }],
  ['areaExperience Ventas', { areaExperience: ['Ventas'] }],
  ['subExperience Backend, Tesorería', { subExperience: ['Backend', 'Tesorería'] }],
  ['education Maestría', { education: ['Maestría'] }],
  ['institution UNAM', { institution: ['UNAM'] }],
  ['company Globex', { company: ['Globex'] }],
  ['skill SQL', { skill: ['SQL'] }],
  ['skill Excel or Liderazgo', { skill: ['Excel', 'Liderazgo'] }],
  ['language pt', { language: ['pt'] }],
  ['tags Tag_2', { tags: ['Tag_2'] }],
  ['tags Tag_1 or Tag_6', { tags: ['Tag_1', 'Tag_6'] }],
  ['hired true', { hired: true }],
  ['hired false', { hired: false }],
  ['salary 2000..3000', { salary: { from: 2000, to: 3000 } }],
  ['salary from 3500', { salary: { from: 3500 } }],
  ['salary to 1500', { salary: { to: 1500 } }],
  ['birthDate 1980..1990', { birthDate: { from: '1980-01-01', to: '1990-12-31' } }],
  ['birthDate from 2000-06-01', { birthDate: { from: '2000-06-01' } }],
];

describe('processPersonPaginated: each filter alone', () => {
  it.each(FILTER_CASES)('%s (default feelings)', async (_, search) => {
    const page = await listAll(search);
    const want = expected(search);
    expect(ids(page)).toEqual(want.ids);
    expect(page.total).toBe(want.ids.length);
  });

  it.each(FILTER_CASES.filter(([, search]) => !search.feelings))('%s (every feeling)', async (_, filter) => {
    const search = { ...filter, feelings: ALL_FEELINGS };
    const page = await listAll(search);
    const want = expected(search);
    expect(ids(page)).toEqual(want.ids);
    expect(page.total).toBe(want.ids.length);
  });

  it('filters by place uuid', async () => {
    for (const place of [[places[0]!.uuid], [places[1]!.uuid, places[2]!.uuid]]) {
      const search = { place, feelings: ALL_FEELINGS };
      const want = expected(search);
      expect(want.ids.length).toBeGreaterThan(0);
      expect(ids(await listAll(search))).toEqual(want.ids);
    }
  });

  it('the fixture makes every case meaningful: none matches all or nothing by accident', () => {
    for (const [name, search] of FILTER_CASES) {
      const count = expected({ ...search, feelings: search.feelings ?? ALL_FEELINGS }).ids.length;
      if (name.includes('%')) expect(count).toBe(0);
      else expect(count, name).toBeGreaterThan(0);
      if (!name.startsWith('wildcard e-mail domain')) expect(count, name).toBeLessThan(CANDIDATES);
    }
  });
});

// Thunks: the place uuids exist only once beforeAll ran.
const COMBINATIONS: (() => Search)[] = [
  () => ({ feelings: ALL_FEELINGS }),
  () => ({ gender: ['FEMALE'], skill: ['SQL'] }),
  () => ({ personEvaluationsStatus: ['ENDED', 'OPEN'], place: [places[0]!.uuid], tags: ['Tag_1'], hired: false }),
  () => ({ wildcard: 'a', salary: { from: 1500 }, industry: ['Banca', 'Retail'], language: ['en'] }),
  () => ({
    trust: ['PENDING', '1'],
    feelings: ['NO', 'YES'],
    birthDate: { from: '1980-01-01' },
    maritalStatus: ['SINGLE'],
  }),
  () => ({
    education: ['Universitaria', 'Técnica'],
    institution: ['UNAM', 'UBA'],
    company: ['Acme'],
    areaExperience: ['Finanzas', 'Sistemas'],
    subExperience: ['Contabilidad', 'Backend', 'Frontend'],
  }),
  () => ({ hired: true, feelings: ALL_FEELINGS, tags: ['Tag_2', 'Tag_1'] }),
  () => ({
    place: [places[1]!.uuid, places[2]!.uuid],
    skill: ['Excel'],
    personEvaluationsStatus: ['INPROGRESS', 'ENDED'],
    salary: { to: 3500 },
  }),
];

describe('processPersonPaginated: facets', () => {
  it.each(COMBINATIONS.map((search, index) => [index, search] as const))(
    'combination %i: each facet counts every filter but its own',
    async (_, build) => {
      const search = build();
      const page = await listAll(search);
      const want = expected(search);
      expect(ids(page)).toEqual(want.ids);
      expect(page.total).toBe(want.ids.length);
      for (const name of FACETS) {
        expect(sortedFacet(page.filters[name]), name).toEqual(want.facets[name]);
        expect(
          page.filters[name].every((value) => value.docCount > 0),
          `${name} lists no zero count`,
        ).toBe(true);
        const counts = page.filters[name].map((value) => value.docCount);
        expect(counts, `${name} by count`).toEqual([...counts].sort((x, y) => y - x));
      }
    },
  );

  it('labels the place facet with the place name, and no other facet', async () => {
    const page = await listAll({ feelings: ALL_FEELINGS });
    expect(
      page.filters.place.map(({ key, label }) => ({ key, label })).sort((x, y) => (x.key < y.key ? -1 : 1)),
    ).toEqual(places.map(({ uuid, name }) => ({ key: uuid, label: name })).sort((x, y) => (x.key < y.key ? -1 : 1)));
    for (const name of FACETS.filter((n) => n !== 'place'))
      expect(
        page.filters[name].every((value) => value.label === null),
        name,
      ).toBe(true);
  });

  it('lists no value whose count is zero under the other filters', async () => {
    // Only candidate 0 is "andres gomez": its skills are none, so the skill facet is empty.
    const page = await listAll({ wildcard: 'andres gomez', feelings: ALL_FEELINGS });
    expect(ids(page)).toEqual([byIndex(0).id]);
    expect(page.filters.skill).toEqual([]);
    expect(page.filters.gender).toEqual([{ key: 'MALE', docCount: 1, label: null }]);
    expect(page.filters.tags).toEqual([{ key: 'Tag_1', docCount: 1, label: null }]);
  });
});

describe('processPersonPaginated: sorting and paging', () => {
  it.each([
    { field: 'firstName', order: 'ASC' },
    { field: 'ranking', order: 'ASC' },
    { field: 'composedCapResult', order: 'ASC' },
    { field: 'ranking', order: 'DESC' },
    { field: 'lastName', order: 'DESC' },
    { field: 'createdAt', order: 'DESC' },
  ])('sortBy $field $order, nulls last, then id', async (sortBy) => {
    const search = { sortBy, feelings: ALL_FEELINGS };
    expect(ids(await listAll(search))).toEqual(expected(search).ids);
  });

  it('page 2 of size 5 holds the 6th to 10th', async () => {
    const want = expected({}).ids;
    const page = await listOk({ page: 2, size: 5 });
    expect(page).toMatchObject({ page: 2, size: 5, total: want.length });
    expect(ids(page)).toEqual(want.slice(5, 10));
    const beyond = await listOk({ page: 20, size: 5 });
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(want.length);
  });

  it.each([{ size: 101 }, { size: 0 }, { page: 0 }])('rejects %j with BAD_INPUT', async (search) => {
    const body = await list(search);
    expect(codeOf(body)).toBe('BAD_INPUT');
  });
});

describe('processPersonPaginated: fields', () => {
  it('shows each candidate as the fixture built it', async () => {
    const page = await listAll({ feelings: ALL_FEELINGS });
    expect(page.data.length).toBe(CANDIDATES);
    for (const view of page.data) {
      const c = candidates.find((row) => row.id === view.id)!;
      expect(view, `candidate ${c.i}`).toMatchObject({
        processPersonId: c.id,
        personId: c.personId,
        processId,
        evaluationsStatus: c.status,
        firstName: c.firstName,
        lastName: c.lastName,
        mail: c.email,
        identification: c.identification,
        ranking: c.ranking,
        blackListed: c.blackListed,
        trustCode: c.trustCode,
        salary: c.cv?.salary ?? null,
        salaryCurrency: c.cv?.salary == null ? null : 'USD',
        composedCapResult: { value: c.score, status: c.score !== null, isCompleted: c.score !== null },
        person: { birthDate: c.birthDate, gender: c.gender, maritalStatus: c.maritalStatus, place: c.place },
        hired: c.hire ? { hiredAt: '2024-03-04', status: c.hire.status, userId: a.user.id } : null,
      });
      expect(view.feeling, `candidate ${c.i}`).toBe(c.feelings.find((r) => r.userId === a.user.id)?.feeling ?? null);
      const reviewers = (list: Reviewer[]) =>
        list.map(({ userId, observerId, feeling }) => `${userId}/${observerId}/${feeling}`).sort();
      expect(reviewers(view.feelings), `candidate ${c.i}`).toEqual(reviewers(c.feelings));
      expect(
        view.tags.map(({ code, userId, processPersonId }) => ({ code, userId, processPersonId })),
        `candidate ${c.i}`,
      ).toEqual(c.tags.map((code, k) => ({ code, userId: k === 0 ? a.user.id : null, processPersonId: c.id })));
      expect(
        view.componentStatus.map(({ componentType, status, value }) => ({ componentType, status, value })),
        `candidate ${c.i}`,
      ).toEqual([...c.components].sort((x, y) => (x.componentType < y.componentType ? -1 : 1)));
      expect(Number.isNaN(Date.parse(view.createdAt))).toBe(false);
    }
  });

  it('feeling is the caller’s own while feelings lists every reviewer', async () => {
    const search = { wildcard: byIndex(3).email, feelings: ALL_FEELINGS };
    const asOwner = (await listAll(search)).data[0]!;
    const asRecruiter = (await listAll(search, recruiterToken)).data[0]!;
    expect(asOwner.feeling).toBe('YES');
    expect(asRecruiter.feeling).toBe('NO');
    expect(asOwner.feelings.map((f) => f.feeling).sort()).toEqual(['NO', 'YES']);
    const observed = (await listAll({ wildcard: byIndex(6).email, feelings: ALL_FEELINGS }, recruiterToken)).data[0]!;
    expect(observed.feeling).toBeNull();
    expect(observed.feelings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ observerId, userId: null, feeling: 'NO' }),
        expect.objectContaining({ userId: a.user.id, feeling: 'MAYBE' }),
      ]),
    );
  });

  it('blackListed is true only for a person on the caller’s company list', async () => {
    const page = await listAll({ feelings: ALL_FEELINGS });
    expect(page.data.filter((c) => c.blackListed).map((c) => c.id)).toEqual([byIndex(5).id]);
    expect(page.data.find((c) => c.id === byIndex(6).id)!.blackListed).toBe(false); // on company B's list
  });
});

describe('processPersonPaginated: permissions and tenancy', () => {
  it('a VIEWER and a RECRUITER read the same list', async () => {
    const want = expected({ feelings: ALL_FEELINGS }).ids;
    expect(ids(await listAll({ feelings: ALL_FEELINGS }, viewerToken))).toEqual(want);
    expect(ids(await listAll({ feelings: ALL_FEELINGS }, recruiterToken))).toEqual(want);
  });

  it('another company’s process, or none, is NOT_FOUND', async () => {
    expect(codeOf(await list({}, a.token, bProcessId))).toBe('NOT_FOUND');
    expect(codeOf(await list({}, b.token, processId))).toBe('NOT_FOUND');
    expect(codeOf(await list({}, a.token, 2_000_000_000))).toBe('NOT_FOUND');
  });

  it('without a token it answers UNAUTHENTICATED', async () => {
    expect(codeOf(await list({}, null as unknown as string))).toBe('UNAUTHENTICATED');
  });

  it('shows nothing of another process or company', async () => {
    const page = await listAll({ feelings: ALL_FEELINGS });
    expect(ids(page).filter((id) => foreignIds.includes(id))).toEqual([]);
    expect(page.total).toBe(CANDIDATES);
    const lookAlike = await listAll({ wildcard: 'Cand0@Mail.TEST', feelings: ALL_FEELINGS });
    expect(ids(lookAlike)).toEqual([byIndex(0).id]);
    expect(lookAlike.filters.tags).toEqual([{ key: 'Tag_1', docCount: 1, label: null }]);
    expect(lookAlike.filters.feelings).toEqual([{ key: 'NO_FEELING', docCount: 1, label: null }]);
    // Company B sees its own candidates only, candidate 6's person on B's list.
    const bPage = (await list({ size: 100, feelings: ALL_FEELINGS }, b.token, bProcessId)).data!.processPersonPaginated;
    expect(bPage.total).toBe(2);
    expect(bPage.data.find((c) => c.personId === byIndex(6).personId)).toMatchObject({
      blackListed: true,
      feelings: [],
      tags: [],
    });
  });
});

describe('processPersonPaginated: a hiring cancelled, an empty process, repeated CV values', () => {
  it('a cancelled hiring shows in hired but does not count as hired', async () => {
    const cancelled = byIndex(32);
    expect(ids(await listAll({ hired: true, feelings: ALL_FEELINGS }))).not.toContain(cancelled.id);
    const page = await listAll({ hired: false, wildcard: cancelled.email, feelings: ALL_FEELINGS });
    expect(ids(page)).toEqual([cancelled.id]);
    expect(page.data[0]!.hired).toMatchObject({ status: 'CANCELLED' });
    expect(page.filters.hired).toEqual([{ key: 'false', docCount: 1, label: null }]);
  });

  it('a process without candidates answers an empty page, total 0 and empty facets', async () => {
    const empty = await t.buildProcess({ companyId: a.company.id });
    const page = (await list({}, a.token, empty.id)).data!.processPersonPaginated;
    expect(page).toMatchObject({ data: [], page: 1, size: 10, total: 0 });
    for (const name of FACETS) expect(page.filters[name], name).toEqual([]);
  });

  it('a skill repeated on one CV counts its candidate once', async () => {
    const process = await t.buildProcess({ companyId: a.company.id });
    const built = await t.buildProcessPerson({ processId: process.id });
    await t.buildCurriculum({ personId: built.personId, skills: ['Excel', 'Excel'], languages: ['es', 'es'] });
    const page = (await list({}, a.token, process.id)).data!.processPersonPaginated;
    expect(page.total).toBe(1);
    expect(page.filters.skill).toEqual([{ key: 'Excel', docCount: 1, label: null }]);
    expect(page.filters.language).toEqual([{ key: 'es', docCount: 1, label: null }]);
  });
});

describe('processPersonPaginated: bad input', () => {
  it.each<[string, Search]>([
    ['unknown personEvaluationsStatus', { personEvaluationsStatus: ['FOO'] }],
    ['unknown feeling', { feelings: ['LOVE'] }],
    ['unknown trust', { trust: ['4'] }],
    ['unknown sort field', { sortBy: { field: 'email', order: 'ASC' } }],
    ['unknown sort order', { sortBy: { field: 'ranking', order: 'UP' } }],
    ['a birth date not YYYY-MM-DD', { birthDate: { from: '15/01/1990' } }],
    ['a negative salary', { salary: { from: -1 } }],
  ])('%s is BAD_INPUT', async (_, search) => {
    const body = await list(search);
    expect(codeOf(body)).toBe('BAD_INPUT');
    expect(body.data?.processPersonPaginated ?? null).toBeNull();
  });

  it('a birth date that is no calendar date is BAD_INPUT', async () => {
    const body = await list({ birthDate: { to: '1990-13-45' } });
    expect(codeOf(body)).toBe('BAD_INPUT');
  });
});
