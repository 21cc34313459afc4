import { mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CandidateFacetIndex } from '../../../../src/modules/candidates/facet-index/columnar-index.js';
import { SavedIndexes } from '../../../../src/modules/candidates/facet-index/saved-indexes.js';
import { candidateFacetStore } from '../../../../src/modules/candidates/facet-index/store.js';
import { queryRows } from '../../../../src/db/client.js';
import { createTestApp, type Member, type TestApp } from '../../../support/test-app.js';

/**
 * Indexes saved on disk (docs/decisions/041): a node that lost its index (a restart, the memory
 * budget) reads the saved one and catches up from the change markers, with the same answers as a
 * load from the database; a damaged file or one too far behind is dropped and the database read.
 */

const PAGE = `query($processId: Int!, $tags: [String!]) {
  processPersonPaginated(processId: $processId, tags: $tags, feelings: [], sortBy: { field: composedCapResult, order: DESC }) {
    total processTotal data { id } filters { tags { key docCount } personEvaluationsStatus { key docCount } }
  }
}`;

const dataDir = mkdtempSync(join(tmpdir(), 'terna-saved-index-'));
const savedDir = join(dataDir, 'candidate-index');
const logLines: Record<string, unknown>[] = [];
let t: TestApp;
let owner: Member;
let processId: number;
let candidates: number[];

beforeAll(async () => {
  t = await createTestApp({ dataDir }, { log: { write: (line: string) => void logLines.push(JSON.parse(line)) } });
  owner = await t.buildMember({ role: 'OWNER' });
  processId = (await t.buildProcess({ companyId: owner.company.id, ownerId: owner.user.id })).id;
  candidates = [];
  for (let i = 0; i < 12; i++) {
    const built = await t.buildProcessPerson({
      processId,
      composedScore: i * 3,
      evaluationsStatus: i % 3 === 0 ? 'ENDED' : 'OPEN',
    });
    candidates.push(built.processPersonId);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const store = () => candidateFacetStore(t.db);
const ask = async (variables: Record<string, unknown> = {}) => {
  const answer = await t.gql<{ processPersonPaginated: unknown }>(owner.token, PAGE, { processId, ...variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.processPersonPaginated;
};
/** Saved index files: all of them, or those of one process. */
const savedFiles = (id?: number) => {
  try {
    return readdirSync(savedDir).filter((name) => name.endsWith(id === undefined ? '.index' : `-${id}.index`));
  } catch {
    return [];
  }
};
const loads = () => logLines.filter((line) => line.msg === 'candidate index loaded');

/** Asks until the index answers (its load runs in the background) and its saved copy is written. */
async function loadedAndSaved(id = processId): Promise<unknown> {
  for (let attempt = 0; attempt < 50 && !(store().processIds.includes(id) && savedFiles(id).length); attempt++) {
    await ask({ processId: id });
    await store().loaded(id);
    await vi.waitFor(() => expect(savedFiles(id)).toHaveLength(1), { timeout: 2_000 }).catch(() => undefined);
  }
  return ask({ processId: id });
}

describe('a saved candidate index', () => {
  it('is read instead of the database after the index is lost, with the same answers', async () => {
    const fromDatabase = await loadedAndSaved();
    expect(loads().at(-1)).toMatchObject({ processId, source: 'database', candidates: 12 });

    await store().forget(processId, true);
    const bySql = await ask();
    await store().loaded(processId);
    expect(loads().at(-1)).toMatchObject({ processId, source: 'saved', candidates: 12 });
    expect(bySql).toEqual(fromDatabase);
    expect(await ask()).toEqual(fromDatabase);
  });

  it('catches up with the changes made since it was saved', async () => {
    await loadedAndSaved();
    await store().forget(processId, true);
    await t.buildPersonTag({ processPersonId: candidates[0]!, code: 'Guardado' });
    await t.db.execute(sql`delete from process_persons where id = ${candidates[1]!}`);
    const bySql = await ask({ tags: ['Guardado'] });
    await store().loaded(processId);
    expect(loads().at(-1)).toMatchObject({ source: 'saved', candidates: 11 });
    expect(bySql).toMatchObject({ total: 1, processTotal: 11, data: [{ id: candidates[0] }] });
    expect(await ask({ tags: ['Guardado'] })).toEqual(bySql);
  });

  it('is dropped when damaged, and the database read', async () => {
    await loadedAndSaved();
    await store().forget(processId, true);
    const [file] = savedFiles();
    truncateSync(join(savedDir, file!), 2_000);
    const bySql = await ask();
    await store().loaded(processId);
    expect(loads().at(-1)).toMatchObject({ source: 'database', candidates: 11 });
    expect(await ask()).toEqual(bySql);
  });

  it('is dropped when its markers were pruned since, and the database read', async () => {
    await loadedAndSaved();
    await store().forget(processId, true);
    await t.buildPersonTag({ processPersonId: candidates[2]!, code: 'Podado' });
    await store().pruneNow(t.db, 0);
    const bySql = await ask({ tags: ['Podado'] });
    await store().loaded(processId);
    expect(loads().at(-1)).toMatchObject({ source: 'database' });
    expect(bySql).toMatchObject({ total: 1, data: [{ id: candidates[2] }] });
    expect(await ask({ tags: ['Podado'] })).toEqual(bySql);
  });

  describe('of a process nobody changes', () => {
    let quiet: number;
    beforeAll(async () => {
      quiet = (await t.buildProcess({ companyId: owner.company.id, ownerId: owner.user.id })).id;
      for (let i = 0; i < 3; i++) await t.buildProcessPerson({ processId: quiet, composedScore: i });
      // Its creation's markers go by hand, not by a prune: a pruned marker counts against a copy whose
      // snapshot a long transaction elsewhere (a test file beside this one) held back (the check is
      // conservative), and these tests are about markers that come after the copy.
      await t.db.execute(sql`delete from candidate_list_changes where process_id = ${quiet}`);
    });

    it('outlives the markers’ hour', async () => {
      await loadedAndSaved(quiet);
      await store().forget(quiet, true);
      // Another process changes and its markers are pruned: this process's copy is still good.
      const other = await t.buildProcess({ companyId: owner.company.id, ownerId: owner.user.id });
      const { processPersonId } = await t.buildProcessPerson({ processId: other.id });
      await t.buildPersonTag({ processPersonId, code: 'Otro' });
      await store().pruneNow(t.db, 0);
      const bySql = await ask({ processId: quiet });
      await store().loaded(quiet);
      expect(loads().at(-1)).toMatchObject({ processId: quiet, source: 'saved', candidates: 3 });
      expect(await ask({ processId: quiet })).toEqual(bySql);
    });

    it('stays on the disk until its process changes or is gone', async () => {
      await loadedAndSaved(quiet);
      await store().forget(quiet, true);
      const [sync] = await queryRows<{ id: string }>(t.db, sql`select database_id as id from candidate_list_sync`);
      const saved = new SavedIndexes(savedDir, sync!.id);
      const prune = () => saved.prune(60 * 60_000, (header) => store().savedIndexBehind(t.db, header));
      const [file] = savedFiles(quiet);
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      utimesSync(join(savedDir, file!), hoursAgo, hoursAgo);
      await prune();
      expect(savedFiles(quiet)).toEqual([file]);

      // A candidate erased since must not stay on the disk in the copy.
      const [erased] = await queryRows<{ id: number }>(
        t.db,
        sql`select id from process_persons where process_id = ${quiet} limit 1`,
      );
      await t.db.execute(sql`delete from process_persons where id = ${erased!.id}`);
      await prune();
      expect(savedFiles(quiet)).toEqual([]);

      // A process deleted whole.
      const gone = await t.buildProcess({ companyId: owner.company.id, ownerId: owner.user.id });
      await saved.save(gone.id, owner.company.id, new CandidateFacetIndex(), { xmax: 1, xip: [] });
      await prune();
      expect(savedFiles(gone.id)).toHaveLength(1);
      await t.db.execute(sql`delete from processes where id = ${gone.id}`);
      await prune();
      expect(savedFiles(gone.id)).toEqual([]);
    });
  });

  it('prunes another database’s files by age, abandoned partial files, and damaged ones', async () => {
    // A folder of its own: the app's saves and prunes run in the background and must not come between.
    const dir = mkdtempSync(join(tmpdir(), 'terna-saved-prune-'));
    try {
      const mine = new SavedIndexes(dir, 'database');
      const theirs = new SavedIndexes(dir, 'other');
      await mine.save(processId, owner.company.id, new CandidateFacetIndex(), { xmax: 1, xip: [] });
      await mine.save(processId + 1, owner.company.id, new CandidateFacetIndex(), { xmax: 1, xip: [] });
      await theirs.save(processId, owner.company.id, new CandidateFacetIndex(), { xmax: 1, xip: [] });
      const named = (database: string, id: number) => `${database}-${owner.company.id}-${id}.index`;
      const [damaged, kept, foreign] = [
        named('database', processId),
        named('database', processId + 1),
        named('other', processId),
      ];
      truncateSync(join(dir, damaged!), 2);
      const abandoned = join(dir, `${kept!}.999999.writing`);
      writeFileSync(abandoned, 'cut short');
      writeFileSync(join(dir, `${kept!}.999998.writing`), 'being written');
      const hourAgo = new Date(Date.now() - 61 * 60_000);
      for (const old of [abandoned, join(dir, kept!)]) utimesSync(old, hourAgo, hourAgo);
      const asked: number[] = [];
      const current = async (header: { processId: number }) => {
        asked.push(header.processId);
        return false;
      };
      // Fresh, another database's file stays; an hour old, it goes. Mine stay while current, however old.
      await mine.prune(60 * 60_000, current);
      expect(readdirSync(dir).sort()).toEqual([foreign, kept, `${kept!}.999998.writing`].sort());
      expect(asked).toEqual([processId + 1]);
      utimesSync(join(dir, foreign!), hourAgo, hourAgo);
      await mine.prune(60 * 60_000, current);
      expect(readdirSync(dir).sort()).toEqual([kept, `${kept!}.999998.writing`].sort());
      await mine.prune(60 * 60_000, async () => true);
      expect(readdirSync(dir)).toEqual([`${kept!}.999998.writing`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
