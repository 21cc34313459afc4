import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from '@terna/domain';
import {
  blacklist,
  companyTags,
  componentResults,
  feelings,
  hires,
  observers,
  persons,
  personTags,
  processPersons,
} from '../../../../src/db/schema/index.js';
import { queryRows } from '../../../../src/db/client.js';
import { SeededRandom } from '../../../../src/db/seed/random.js';
import { CandidateFacetIndex } from '../../../../src/modules/candidates/facet-index/columnar-index.js';
import { CandidateFacetStore, candidateFacetStore } from '../../../../src/modules/candidates/facet-index/store.js';
import { testSuite } from '../../../support/suite.js';
import { candidateApi } from '../../../support/candidate-api.js';
import { reviewApi } from '../../../support/review-api.js';

/**
 * The shortlist and the dashboard answer the same from this node's candidate index (decision 038)
 * as from SQL: a process of random candidates in every state, random shortlist requests (company
 * and observers) and the dashboard, each asked both ways, after rounds of random writes made
 * straight to the database (no service told: the index learns them from the change log).
 */

const { t, owner, recruiter } = testSuite({ members: ['recruiter'] });
const api = reviewApi(t);

/** Seeded (the seeds' own generator), so a failure can be replayed. */
const seeded = new SeededRandom(22);
const random = {
  int: (max: number) => seeded.int(0, max - 1),
  pick: <T>(values: readonly T[]) => seeded.pick(values),
  chance: (p: number) => seeded.chance(p),
  some: <T>(values: readonly T[], p: number) => values.filter(() => seeded.chance(p)),
};

const STATUSES = ['OPEN', 'INPROGRESS', 'ENDED', 'DISQUALIFIED'] as const;
const COMPONENTS: ComponentType[] = ['DISC', 'COMPETENCE', 'INTERVIEW'];
const VERDICTS = ['PENDING', 'SUCCESS', 'REJECT', 'COMPLETED'];
// Names that fold together (case, accents) and apart, so name orders tie and break ties by id.
const FIRST = ['Ana', 'ana', 'Ána', 'Ángel', 'andrés', 'Beatriz', 'Zoe', 'Ñusta', 'Óscar'];
const LAST = ['Gómez', 'gomez', 'Peña', 'Núñez', 'Ortiz', 'López'];
// Catalogued by the process, by the company only, and by neither (counted under its code).
const TAGS = ['Tag_A', 'Tag_B', 'Tag_C', 'Tag_D'];
const CANDIDATES = 100;
const ROUNDS = 5;

let processId: number;
let team: number[];
let observerIds: number[];
/** Observers' links: one that shows the shortlist, one that names candidates. */
let links: { observerId: number; token: string }[];
let alive: { id: number; personId: number }[] = [];

/** Scores on and around the buckets' edges, and none. */
const score = () =>
  random.chance(0.15) ? null : random.pick([0, 9.99, 10, 50, 99.99, 100, random.int(10_000) / 100, random.int(100)]);

async function addCandidate(index: number): Promise<void> {
  const built = await t.buildProcessPerson({
    processId,
    evaluationsStatus: random.pick(STATUSES),
    ranking: random.chance(0.2) ? null : 1 + random.int(30),
    composedScore: score(),
    person: {
      firstName: random.pick(FIRST),
      lastName: random.pick(LAST),
      email: `persona${index}@correo.test`,
      identification: random.chance(0.2) ? null : `ID-${1000 + index}`,
    },
  });
  alive.push({ id: built.processPersonId, personId: built.personId });
  await setFeelings(built.processPersonId);
  const tags = random.some(TAGS, 0.3);
  if (tags.length)
    await t.db.insert(personTags).values(tags.map((code) => ({ processPersonId: built.processPersonId, code })));
  const results = random.some(COMPONENTS, 0.7);
  if (results.length)
    await t.db.insert(componentResults).values(
      results.map((componentType) => ({
        processPersonId: built.processPersonId,
        componentType,
        status: random.pick(VERDICTS),
      })),
    );
  if (random.chance(0.15))
    await t.buildHire({ processPersonId: built.processPersonId, status: random.pick(['ACTIVE', 'CANCELLED']) });
  if (random.chance(0.08)) await blacklistPerson(built.personId);
}

/** Some of the team and the observers give a feeling, most of them liking. */
async function setFeelings(processPersonId: number): Promise<void> {
  await t.db.delete(feelings).where(eq(feelings.processPersonId, processPersonId));
  const feeling = () => random.pick(['YES', 'MAYBE', 'NO', 'NO']);
  const given = [
    ...random.some(team, 0.3).map((userId) => ({ processPersonId, userId, feeling: feeling() })),
    ...random.some(observerIds, 0.25).map((observerId) => ({ processPersonId, observerId, feeling: feeling() })),
  ];
  if (given.length) await t.db.insert(feelings).values(given);
}

/** On the unwanted list for good, until some time ahead, or no longer (expired). */
async function blacklistPerson(personId: number): Promise<void> {
  const expiresAt = random.pick([null, new Date(Date.now() + 86_400_000), new Date(Date.now() - 60_000)]);
  await t.db.insert(blacklist).values({ companyId: owner.company.id, personId, expiresAt }).onConflictDoNothing();
}

/** A round of random writes, as other requests, workers or nodes make them. */
async function changeSome(round: number): Promise<void> {
  for (const candidate of random.some(alive, 0.15)) {
    await t.db
      .update(processPersons)
      .set({
        evaluationsStatus: random.pick(STATUSES),
        composedScore: (() => {
          const value = score();
          return value === null ? null : String(value);
        })(),
        ranking: random.chance(0.2) ? null : 1 + random.int(30),
      })
      .where(eq(processPersons.id, candidate.id));
  }
  for (const candidate of random.some(alive, 0.1)) await setFeelings(candidate.id);
  for (const candidate of random.some(alive, 0.1))
    await t.db
      .update(componentResults)
      .set({ status: random.pick(VERDICTS) })
      .where(eq(componentResults.processPersonId, candidate.id));
  for (const candidate of random.some(alive, 0.05))
    await t.db.delete(personTags).where(eq(personTags.processPersonId, candidate.id));
  for (const candidate of random.some(alive, 0.05))
    await t.db
      .update(hires)
      .set({ status: random.pick(['ACTIVE', 'CANCELLED']) })
      .where(eq(hires.processPersonId, candidate.id));
  for (const candidate of random.some(alive, 0.04))
    await t.db
      .update(persons)
      .set({ firstName: random.pick(FIRST) })
      .where(eq(persons.id, candidate.personId));
  for (const candidate of random.some(alive, 0.04)) await blacklistPerson(candidate.personId);
  const gone = random.some(alive, 0.03);
  if (gone.length) {
    await t.db.delete(processPersons).where(
      inArray(
        processPersons.id,
        gone.map((c) => c.id),
      ),
    );
    alive = alive.filter((c) => !gone.includes(c));
  }
  for (let i = 0; i < 4; i++) await addCandidate(CANDIDATES + round * 10 + i);
}

/** Every answer of `ask`, asked with the index and then as if this node held none (SQL). */
async function bothWays<T>(ask: () => Promise<T>): Promise<{ indexed: T; sql: T }> {
  const indexed = await ask();
  const cold = vi.spyOn(CandidateFacetStore.prototype, 'held').mockResolvedValue(null);
  try {
    return { indexed, sql: await ask() };
  } finally {
    cold.mockRestore();
  }
}

function randomWildcard(): string | undefined {
  if (random.chance(0.55)) return undefined;
  return random.pick([
    'ana',
    'ÁNA',
    'angel',
    'Gomez',
    'peña',
    'nunez',
    'persona1',
    'correo.test',
    'id-10',
    'zzz',
    ' oscar ',
  ]);
}

const SORT_FIELDS = ['composedCapResult', 'ranking', 'firstName', 'lastName', 'createdAt'];

beforeAll(async () => {
  const process = await t.buildProcess({
    companyId: owner.company.id,
    withJobOpportunity: true,
    tags: [
      { code: 'Tag_A', label: 'Finalista', color: '#112233' },
      { code: 'Tag_B', label: 'Llamar', color: '#445566' },
    ],
  });
  processId = process.id;
  await t.db
    .insert(companyTags)
    .values({ companyId: owner.company.id, code: 'Tag_C', title: 'Empresa', hexCode: '#778899' });
  team = [owner.user.id, recruiter.user.id];
  const liked = await t.buildObserverLink({ processId, companyId: owner.company.id, termsAcceptedAt: new Date() });
  const named = await t.buildObserverLink({ processId, companyId: owner.company.id, termsAcceptedAt: new Date() });
  const silent = await t.buildObserver({ processId, companyId: owner.company.id });
  observerIds = [liked.observer.id, named.observer.id, silent.id];
  links = [
    { observerId: liked.observer.id, token: liked.token },
    { observerId: named.observer.id, token: named.token },
  ];
  for (let i = 0; i < CANDIDATES; i++) await addCandidate(i);
  // Some of its candidates, one of another process and one gone by the time it is read.
  await t.db
    .update(observers)
    .set({ candidates: [...random.some(alive, 0.3).map((c) => c.id), 999_999_999] })
    .where(eq(observers.id, named.observer.id));
  // The candidate list loads the index, as the process page opens on it.
  const list = await t.gql(owner.token, `query($p: Int!) { processPersonPaginated(processId: $p) { total } }`, {
    p: processId,
  });
  expect(list.errors).toBeUndefined();
  // The list answered by SQL and started the load in the background: the first dashboard must find it
  // done, or it too answers by SQL (on a busy machine the load outlasted the time to that request).
  expect(await candidateFacetStore(t.db).heldWithin(processId)).toBe(true);
}, 300_000);

afterEach(() => vi.restoreAllMocks());

describe('the shortlist and the dashboard from the candidate index', () => {
  it('answer exactly as SQL does, on random requests, through rounds of random writes', async () => {
    const shortlists = vi.spyOn(CandidateFacetIndex.prototype, 'shortlist');
    const dashboards = vi.spyOn(CandidateFacetIndex.prototype, 'scoreHistogram');
    let cases = 0;
    let nonEmpty = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0) await changeSome(round);
      const dashboard = await bothWays(() => api.dashboard(owner.token, processId));
      expect(dashboard.indexed.errors).toBeUndefined();
      expect(dashboard.indexed, `round ${round}: dashboard`).toEqual(dashboard.sql);
      cases++;

      for (let i = 0; i < 50; i++) {
        const args = {
          processId,
          page: random.chance(0.7) ? 1 : 1 + random.int(5),
          size: 1 + random.int(12),
          wildcard: randomWildcard(),
          observersIds: random.chance(0.7) ? undefined : [...random.some(observerIds, 0.5), 999_999],
          sortBy: random.chance(0.3)
            ? undefined
            : { field: random.pick(SORT_FIELDS), order: random.pick(['ASC', 'DESC']) },
        };
        const { token } = random.pick([owner, recruiter]);
        const page = await bothWays(() => api.shortlist(token, args));
        expect(page.indexed.errors).toBeUndefined();
        expect(page.indexed, `round ${round}: ${JSON.stringify(args)}`).toEqual(page.sql);
        if (page.indexed.data!.processPersonShortlisted.data.length > 0) nonEmpty++;
        cases++;
      }

      for (let i = 0; i < 10; i++) {
        const link = random.pick(links);
        const args = {
          observerId: link.observerId,
          processId,
          page: random.chance(0.7) ? 1 : 1 + random.int(4),
          size: 1 + random.int(12),
          wildcard: randomWildcard(),
        };
        const page = await bothWays(() => api.observerShortlist(link.token, args));
        expect(page.indexed.errors).toBeUndefined();
        expect(page.indexed, `round ${round}: observer ${JSON.stringify(args)}`).toEqual(page.sql);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(300);
    // The comparisons compared something: most pages had candidates, and the index answered its half.
    expect(nonEmpty).toBeGreaterThan(125);
    expect(shortlists.mock.calls.length).toBeGreaterThan(ROUNDS * 50);
    expect(dashboards).toHaveBeenCalledTimes(ROUNDS);
    expect(candidateFacetStore(t.db).processIds).toContain(processId);
  }, 400_000);

  it('answers by SQL, and loads nothing, while this node holds no index of the process', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const liked = await t.buildProcessPerson({ processId: other.id, evaluationsStatus: 'ENDED', ranking: 1 });
    await t.buildFeeling({ processPersonId: liked.processPersonId, userId: owner.user.id, feeling: 'YES' });
    await t.buildComponentResult({ processPersonId: liked.processPersonId, componentType: 'DISC', status: 'SUCCESS' });
    const shortlists = vi.spyOn(CandidateFacetIndex.prototype, 'shortlist');

    const page = await api.shortlist(owner.token, { processId: other.id });
    expect(page.data!.processPersonShortlisted.data.map((row) => row.id)).toEqual([liked.processPersonId]);
    const dashboard = await api.dashboard(owner.token, other.id);
    expect(dashboard.data!.processDashboard.componentPassRates[0]).toMatchObject({
      componentType: 'DISC',
      evaluated: 1,
      passed: 1,
    });
    expect(shortlists).not.toHaveBeenCalled();
    expect(candidateFacetStore(t.db).processIds).not.toContain(other.id);
  });

  it('sees a verdict an approval changed since the index loaded (component results mark their candidate)', async () => {
    const built = await t.buildProcessPerson({ processId, evaluationsStatus: 'DISQUALIFIED' });
    await t.buildComponentResult({
      processPersonId: built.processPersonId,
      componentType: 'DISC',
      status: 'SUCCESS',
      value: 70,
    });
    const rejected = await t.buildComponentResult({
      processPersonId: built.processPersonId,
      componentType: 'COMPETENCE',
      status: 'REJECT',
      value: 40,
    });
    const dashboards = vi.spyOn(CandidateFacetIndex.prototype, 'scoreHistogram');
    const competence = async () =>
      (await api.dashboard(owner.token, processId)).data!.processDashboard.componentPassRates.find(
        (rate) => rate.componentType === 'COMPETENCE',
      )!;
    const before = await competence();
    // Written by a request, as the tenant role: the trigger must be allowed to mark.
    const approved = await candidateApi(t).approve(
      recruiter.token,
      processId,
      built.processPersonId,
      'Experiencia previa',
    );
    expect(approved.errors).toBeUndefined();
    expect(await competence()).toEqual({ ...before, passed: before.passed + 1 });
    expect(dashboards).toHaveBeenCalledTimes(2);
    const dashboard = await bothWays(() => api.dashboard(owner.token, processId));
    expect(dashboard.indexed).toEqual(dashboard.sql);

    // A value or a notification alone is not a change the index keeps: no marker for it.
    const markers = async () =>
      (
        await queryRows<{ count: number }>(
          t.db,
          sql`select count(*)::int as count from candidate_list_changes where process_person_id = ${built.processPersonId}`,
        )
      )[0]!.count;
    const marked = await markers();
    await t.db
      .update(componentResults)
      .set({ value: '42', notified: true })
      .where(eq(componentResults.id, rejected.id));
    expect(await markers()).toBe(marked);
  });
});
