import { mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CandidateFacetIndex } from '../../../../src/modules/candidates/facet-index/columnar-index.js';
import { SavedIndexes } from '../../../../src/modules/candidates/facet-index/saved-indexes.js';
import { candidateFacetStore } from '../../../../src/modules/candidates/facet-index/store.js';
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
const savedFiles = () => {
  try {
    return readdirSync(savedDir).filter((name) => name.endsWith('.index'));
  } catch {
    return [];
  }
};
const loads = () => logLines.filter((line) => line.msg === 'candidate index loaded');

/** Asks until the index answers (its load runs in the background) and its saved copy is written. */
async function loadedAndSaved(): Promise<unknown> {
  for (let attempt = 0; attempt < 50 && !(store().processIds.includes(processId) && savedFiles().length); attempt++) {
    await ask();
    await store().loaded(processId);
    await vi.waitFor(() => expect(savedFiles()).toHaveLength(1), { timeout: 2_000 }).catch(() => undefined);
  }
  return ask();
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

  it('is deleted with abandoned partial files once older than the markers kept', async () => {
    // A folder of its own: the app's saves and prunes run in the background and must not come between.
    const dir = mkdtempSync(join(tmpdir(), 'terna-saved-prune-'));
    try {
      const saved = new SavedIndexes(dir, 'database');
      await saved.save(processId, owner.company.id, new CandidateFacetIndex(), { xmax: 1, xip: [] });
      const [file] = readdirSync(dir);
      const abandoned = join(dir, `${file!}.999999.writing`);
      const writing = join(dir, `${file!}.999998.writing`);
      writeFileSync(abandoned, 'cut short');
      writeFileSync(writing, 'being written');
      const hourAgo = new Date(Date.now() - 61 * 60_000);
      utimesSync(abandoned, hourAgo, hourAgo);
      // A fresh saved index stays, and a partial file still being written; then, as old as the markers
      // kept, the saved index goes too.
      await saved.prune(60 * 60_000);
      expect(readdirSync(dir).sort()).toEqual([file, `${file!}.999998.writing`].sort());
      expect(await saved.read(processId, owner.company.id)).toMatchObject({ synced: { xmax: 1, xip: [] } });
      utimesSync(join(dir, file!), hourAgo, hourAgo);
      await saved.prune(60 * 60_000);
      expect(readdirSync(dir)).toEqual([`${file!}.999998.writing`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
