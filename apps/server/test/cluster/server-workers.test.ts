import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster, type ClusterNode } from './cluster.js';

/**
 * SERVER_WORKERS=2 (docs/decisions/040): one port served by two processes, so requests use both
 * cores; a worker that dies is replaced and requests go on being answered.
 */

const PAGE = `query($processId: Int!) { processPersonPaginated(processId: $processId, feelings: []) { total } }`;

let cluster: Cluster;
let server: ClusterNode;
let token: string;
let processId: number;

/** The server processes the cluster's primary runs now (not its other children, such as tsx's esbuild). */
const workersOf = (node: ClusterNode): number[] => {
  try {
    return execFileSync('ps', ['--ppid', String(node.child.pid), '-o', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('main.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((pid) => pid > 0);
  } catch {
    // ps exits 1 when it lists nobody.
    return [];
  }
};

/** How many times a worker of the cluster has started listening. */
const listened = () => server.output().match(/server worker \d+ listening/g)?.length ?? 0;

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not in ${ms} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.DATABASE_URL)('a server of two worker processes', () => {
  beforeAll(async () => {
    cluster = await startCluster({ nodes: 1, worker: false, env: { SERVER_WORKERS: '2' } });
    server = cluster.nodes[0]!;
    const f = cluster.factories;
    const company = await f.buildCompany();
    const owner = await f.buildUser({ role: 'OWNER', companyId: company.id });
    processId = (await f.buildProcess({ companyId: company.id })).id;
    for (let i = 0; i < 3; i++) await f.buildProcessPerson({ processId });
    token = await cluster.login(server, owner.email, owner.password);
  }, 180_000);
  afterAll(() => cluster?.stop());

  const pages = () =>
    Promise.all(
      Array.from({ length: 20 }, () =>
        cluster.gql<{ processPersonPaginated: { total: number } }>(server, token, PAGE, { processId }),
      ),
    );

  it('answers on one port from two processes', async () => {
    await until(() => workersOf(server).length === 2 && listened() === 2);
    for (const answer of await pages()) {
      expect(answer.status).toBe(200);
      expect(answer.body.data?.processPersonPaginated.total).toBe(3);
    }
  });

  it('replaces a worker that dies, and goes on answering meanwhile', async () => {
    const [victim, survivor] = workersOf(server) as [number, number];
    process.kill(victim, 'SIGKILL');
    // A kept-alive connection to the dead process fails, as it would for a browser: new ones go to the survivor.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const answer of await pages()) expect(answer.body.data?.processPersonPaginated.total).toBe(3);
    await until(() => {
      const now = workersOf(server);
      return now.length === 2 && now.includes(survivor) && !now.includes(victim) && listened() === 3;
    });
    for (const answer of await pages()) expect(answer.body.data?.processPersonPaginated.total).toBe(3);
  });

  it('stops every worker when the server is told to stop', async () => {
    const workers = workersOf(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
