import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { candidateFacetStore, type FacetStoreOptions } from '../../../../src/modules/candidates/facet-index/store.js';
import { createTestApp, type GraphqlBody, type Member, type TestApp } from '../../../support/test-app.js';

/**
 * The candidate page while this node's index of the process is not ready (docs/decisions/040): the
 * database answers, the same as the index does once it has loaded in the background; no request
 * waits for a load or is refused; bad input gets the same answer either way.
 */

const PAGE = `query($processId: Int!, $page: Int, $size: Int, $tags: [String!], $skill: [String!], $wildcard: String,
    $feelings: [FeelingFilter!], $sortBy: SortInput) {
  processPersonPaginated(processId: $processId, page: $page, size: $size, tags: $tags, skill: $skill,
      wildcard: $wildcard, feelings: $feelings, sortBy: $sortBy) {
    total processTotal page size data { id firstName }
    filters { feelings { key docCount } tags { key docCount } skill { key docCount } hired { key docCount }
      personEvaluationsStatus { key docCount } place { key docCount label } }
  }
}`;

let t: TestApp;
let owner: Member;
let processId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.buildMember({ role: 'OWNER' });
  processId = (await t.buildProcess({ companyId: owner.company.id, ownerId: owner.user.id })).id;
  const names = ['Ángela', 'Bruno', 'Camila', 'Darío', 'Élena', 'Fausto'];
  for (let i = 0; i < 18; i++) {
    const built = await t.buildProcessPerson({
      processId,
      person: { firstName: names[i % names.length]!, lastName: `Pérez ${i}` },
      composedScore: (i * 7) % 50,
      evaluationsStatus: i % 3 === 0 ? 'ENDED' : 'OPEN',
    });
    if (i % 4 === 0) await t.buildPersonTag({ processPersonId: built.processPersonId, code: 'Tag_1' });
    if (i % 5 === 0)
      await t.buildFeeling({ processPersonId: built.processPersonId, userId: owner.user.id, feeling: 'NO' });
  }
});
afterAll(() => t?.close());

const store = () => candidateFacetStore(t.db);
const ask = (variables: Record<string, unknown>, query = PAGE) =>
  t.gql<{ processPersonPaginated: Record<string, unknown> }>(owner.token, query, { processId, ...variables });

/** The answer with no index of the process on this node (SQL, starting a load), then with it loaded. */
async function coldThenWarm(
  variables: Record<string, unknown>,
  query = PAGE,
): Promise<[GraphqlBody<unknown>, GraphqlBody<unknown>]> {
  await store().forget(processId);
  const cold = await ask(variables, query);
  await store().loaded(processId);
  // Any request that reaches the page starts the load; one refused before it (bad input) does not.
  if (!store().processIds.includes(processId)) await ask({});
  await store().loaded(processId);
  expect(store().processIds).toContain(processId);
  return [cold, await ask(variables, query)];
}

const requests: Record<string, Record<string, unknown>> = {
  'the page as it opens': {},
  'every feeling, by name': { feelings: null, sortBy: { field: 'firstName', order: 'ASC' } },
  'a tag and an unaccented search': { tags: ['Tag_1'], wildcard: 'perez' },
  'the second page of five': { page: 2, size: 5, sortBy: { field: 'lastName', order: 'DESC' } },
  'a value nobody has': { skill: ['Cobol'] },
};

describe('candidate page: while the index loads', () => {
  for (const [name, variables] of Object.entries(requests))
    it(`answers ${name} by SQL exactly as the index does`, async () => {
      const [cold, warm] = await coldThenWarm(variables);
      expect(cold.errors).toBeUndefined();
      expect(cold).toEqual(warm);
    });

  it('answers twenty requests that reach a cold process together, all right, with one load', async () => {
    const expected = (await ask({})).data!.processPersonPaginated;
    await store().forget(processId);
    // The store's own full load, counted (private to TypeScript only).
    const loads = vi.spyOn(store() as unknown as { fullLoad: () => Promise<void> }, 'fullLoad');
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask({})));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.processPersonPaginated).toEqual(expected);
    }
    await store().loaded(processId);
    expect(loads).toHaveBeenCalledTimes(1);
    loads.mockRestore();
    expect((await ask({})).data!.processPersonPaginated).toEqual(expected);
  });
});

/**
 * The store's full loads held back until `open` (a ready index would answer the later requests);
 * `restore` ends the hold.
 */
function holdLoads(gate: Promise<void>) {
  const internals = store() as unknown as { fullLoad: (...args: unknown[]) => Promise<void> };
  const fullLoad = internals.fullLoad;
  return vi.spyOn(internals, 'fullLoad').mockImplementation(async (...args) => {
    await gate;
    return fullLoad.apply(internals, args);
  });
}

/** Connections the requests' pool has lent out now. */
function lentOut(): number {
  const pool = (t.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
  return pool.totalCount - pool.idleCount;
}

/** Twenty page requests at once; each waits somewhere (`waits`) and, once `open`, gets `expected`. */
async function twentyWaiting(waits: () => void, open: () => void, expected: unknown) {
  const answers = Promise.all(Array.from({ length: 20 }, () => ask({})));
  await vi.waitFor(waits, { timeout: 20_000 });
  // Every request waits with its transaction committed: the requests' pool lends none out.
  expect(lentOut()).toBe(0);
  open();
  for (const answer of await answers) {
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.processPersonPaginated).toEqual(expected);
  }
}

// Only a PostgreSQL request can give its connection back mid-request (PGlite has one connection).
describe.runIf(process.env.DATABASE_URL)('candidate page: waiting while the index loads', () => {
  it('lets twenty requests wait for a shared SQL answer holding no connection', async () => {
    const expected = (await ask({})).data!.processPersonPaginated;
    await store().forget(processId);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const shared = store().sharedAnswer.bind(store());
    const bySql = vi
      .spyOn(store(), 'sharedAnswer')
      .mockImplementation(async (key, run) => (await gate, shared(key, run)) as never);
    const loads = holdLoads(gate);
    try {
      await twentyWaiting(() => expect(bySql).toHaveBeenCalledTimes(20), open, expected);
    } finally {
      open();
      bySql.mockRestore();
      loads.mockRestore();
      await store().loaded(processId);
    }
  });

  it('lets twenty requests at a process too large for SQL wait for the load holding no connection, then answers each from the index', async () => {
    const expected = (await ask({})).data!.processPersonPaginated;
    const options = (store() as unknown as { options: FacetStoreOptions }).options;
    const before = { ...options };
    Object.assign(options, { sqlAnswerMost: 10, loadWaitMs: 30_000 });
    await store().forget(processId);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const loads = holdLoads(gate);
    const bySql = vi.spyOn(store(), 'sharedAnswer');
    const waits = vi.spyOn(store(), 'heldWithin');
    try {
      await twentyWaiting(() => expect(waits).toHaveBeenCalledTimes(20), open, expected);
      expect(loads).toHaveBeenCalledTimes(1);
      expect(bySql).not.toHaveBeenCalled();
    } finally {
      open();
      loads.mockRestore();
      bySql.mockRestore();
      waits.mockRestore();
      Object.assign(options, before);
    }
  });
});

describe('candidate page: bad input, the same on both paths', () => {
  const bad: Record<string, Record<string, unknown>> = {
    'an unknown sort field': { sortBy: { field: 'salary', order: 'ASC' } },
    'a page far past the end': { page: 1_000_000_000 },
    'a page size over the maximum': { size: 101 },
    'a thousand tag filters': { tags: Array.from({ length: 1000 }, (_, i) => `Tag_${i}`) },
    'a wildcard of ten kilobytes': { wildcard: 'a'.repeat(10_240) },
  };
  it('gives an unknown filter the same answer with or without the index', async () => {
    const [cold, warm] = await coldThenWarm(
      {},
      PAGE.replace('wildcard: $wildcard', 'wildcard: $wildcard, colour: ["red"]'),
    );
    expect(cold).toEqual(warm);
    expect(cold.errors?.[0]?.message).toMatch(/colour/);
  });

  for (const [name, variables] of Object.entries(bad))
    it(`gives ${name} the same answer with or without the index`, async () => {
      const [cold, warm] = await coldThenWarm(variables);
      expect(cold).toEqual(warm);
      if (name === 'a page far past the end') {
        expect(cold.errors).toBeUndefined();
        expect(cold.data).toMatchObject({ processPersonPaginated: { data: [], total: 14, processTotal: 18 } });
      } else {
        expect(cold.errors?.length).toBeGreaterThan(0);
      }
    });
});
