import { readdirSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { startCluster, type Cluster, type ClusterNode } from './cluster.js';

/**
 * A server killed while it loads a large process's candidate index (docs/decisions/040): the load
 * writes nothing, so the restarted server answers right at once (by SQL), then from its own new
 * index, with the same page, total and counts; the dead load's connections are gone. Killed while it
 * saves the index to disk (docs/decisions/041): the partial file is never read, the restarted
 * server loads from the database and saves again, and after the next restart reads that copy.
 */

const CANDIDATES = 40_000;
const PAGE = `query($processId: Int!) {
  processPersonPaginated(processId: $processId, feelings: [], sortBy: { field: composedCapResult, order: DESC }) {
    total processTotal data { id } filters { personEvaluationsStatus { key docCount } }
  }
}`;

interface Page {
  total: number;
  processTotal: number;
  data: { id: number }[];
  filters: { personEvaluationsStatus: { key: string; docCount: number }[] };
}

let cluster: Cluster;
let node: ClusterNode;
let email: string;
let password: string;
let processId: number;

/** Backends of the index loader (its own pool, application_name terna-candidate-index) now running a statement. */
const activeLoads = async () =>
  (
    await queryRows<{ n: number }>(
      cluster.database.db,
      sql`select count(*)::int as n from pg_stat_activity
        where application_name = 'terna-candidate-index' and state = 'active' and datname = current_database()`,
    )
  )[0]!.n;

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not in ${ms} ms:\n${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(process.env.DATABASE_URL)('a server killed during a candidate index load', () => {
  beforeAll(async () => {
    // At info, a node logs each index load and where from.
    cluster = await startCluster({ nodes: 1, worker: false, env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
    node = cluster.nodes[0]!;
    const f = cluster.factories;
    const company = await f.buildCompany();
    const owner = await f.buildUser({ role: 'OWNER', companyId: company.id });
    ({ email, password } = owner);
    processId = (await f.buildProcess({ companyId: company.id })).id;
    await cluster.database.db.execute(sql`with people as (
        insert into persons (first_name, last_name, email)
        select 'Persona' || g, 'Carga', 'carga' || g || '@example.test' from generate_series(1, ${CANDIDATES}) g
        returning id)
      insert into process_persons (process_id, person_id, company_id, composed_score, evaluations_status)
      select ${processId}, id, ${company.id}, (id % 1000) / 10.0, case when id % 3 = 0 then 'ENDED' else 'OPEN' end
      from people`);
    // As autovacuum would within a minute: with no statistics yet, the planner joins 20,000 ids by scans.
    await cluster.database.db.execute(sql`analyze persons; analyze process_persons`);
  }, 180_000);
  afterAll(() => cluster?.stop());

  const page = async () => {
    const token = await cluster.login(node, email, password);
    const answer = await cluster.gql<{ processPersonPaginated: Page }>(node, token, PAGE, { processId });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.processPersonPaginated;
  };

  it('answers right after a restart, by SQL and then from a new index', async () => {
    // The first request starts the load (and is answered by SQL meanwhile); the node dies mid-load.
    const first = page().catch(() => null);
    await until(async () => (await activeLoads()) > 0, 30_000);
    await cluster.kill(node);
    await first;
    // PostgreSQL ends the dead process's backends once it notices their sockets closed.
    await until(async () => (await activeLoads()) === 0, 30_000);

    node = await cluster.restart(node);
    const bySql = await page();
    const [expected] = await queryRows<{ ended: number }>(
      cluster.database.db,
      sql`select count(*)::int as ended from process_persons where process_id = ${processId} and evaluations_status = 'ENDED'`,
    );
    expect(bySql.processTotal).toBe(CANDIDATES);
    expect(bySql.total).toBe(CANDIDATES);
    expect(bySql.data).toHaveLength(10);
    expect(bySql.filters.personEvaluationsStatus).toContainEqual({ key: 'ENDED', docCount: expected!.ended });
    // Loaded once no loader statement has run for a second: then the index answers, the same.
    let quietSince = Date.now();
    await until(async () => {
      if ((await activeLoads()) > 0) quietSince = Date.now();
      return Date.now() - quietSince > 1000;
    }, 60_000);
    expect(await page()).toEqual(bySql);
  }, 240_000);

  it('answers right after a restart killed while saving the index, then reads the next saved copy', async () => {
    const savedDir = () => join(node.dataDir, 'candidate-index');
    const files = (suffix: string) => {
      try {
        return readdirSync(savedDir()).filter((name) => name.endsWith(suffix));
      } catch {
        return [];
      }
    };
    const expected = await page();
    // A load from the database ends with a save: the node dies while the file is written. A save
    // that ended before the kill landed (its rename came first) is thrown away and tried again.
    let killedWhileSaving = false;
    for (let attempt = 0; attempt < 5 && !killedWhileSaving; attempt++) {
      node = await cluster.restart(node);
      for (const name of files('.index')) rmSync(join(savedDir(), name));
      // A compact index is written in a few milliseconds: the folder is watched, not polled, so the
      // kill follows the partial file's creation at once; a save seen only once done is tried again.
      let seen = () => undefined as void;
      const watcher = watch(savedDir(), (_, name) => {
        if (name?.endsWith('.writing') || name?.endsWith('.index')) seen();
      });
      try {
        void page().catch(() => null);
        await Promise.race([
          new Promise<void>((resolve) => (seen = resolve)),
          until(async () => files('.writing').length > 0 || files('.index').length > 0, 60_000),
        ]);
        await cluster.kill(node);
      } finally {
        watcher.close();
      }
      killedWhileSaving = files('.index').length === 0;
    }
    expect(killedWhileSaving).toBe(true);
    expect(files('.writing')).toHaveLength(1);

    node = await cluster.restart(node);
    expect(await page()).toEqual(expected);
    await until(async () => files('.index').length === 1, 60_000);
    expect(node.output()).toMatch(/"source":"database"/);
    expect(await page()).toEqual(expected);

    node = await cluster.restart(node);
    const bySql = await page();
    await until(async () => /"source":"saved"/.test(node.output()), 60_000);
    expect(bySql).toEqual(expected);
    expect(await page()).toEqual(expected);
  }, 240_000);
});
