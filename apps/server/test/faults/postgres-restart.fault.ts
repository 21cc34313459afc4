import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { freePort } from '../cluster/cluster.js';
import { createFactories, DEFAULT_PASSWORD } from '../support/factories.js';

/**
 * Issue 5's outage check on a real server process: PostgreSQL restarts in immediate mode (a crash)
 * three times under a steady write load. Every write the API acknowledged survives, every call that
 * failed meanwhile answered 503 SERVICE_UNAVAILABLE quickly, the server recovers by itself, and /ready
 * follows the database. It runs its own throw-away cluster: the machine's PostgreSQL serves other tests.
 */

const PG_PORT = 5499;
/** The API server's address, on a port free when the run starts (a fixed one could be held by an earlier run's orphan). */
let BASE = '';
const RESTARTS = 3;
/** Steady load before the first restart, between restarts and after the last. */
const STEADY_MS = 3000;
const GRAPHQL_CLIENTS = 4;
const REST_CLIENTS = 2;
/** A failed call is retried this soon, as an impatient user or a load balancer would. */
const RETRY_MS = 100;
/** "A clear error, not a hang": no call may take longer, outage or not. */
const CALL_LIMIT_MS = 5000;
const RECOVERY_LIMIT_MS = 10_000;

const run = promisify(execFile);
const repoRoot = new URL('../../../../', import.meta.url).pathname;
const pgBin = (() => {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.find((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  if (!version) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${version}/bin`;
})();

/** initdb refuses to run as root: the cluster belongs to the postgres user then. */
const asRoot = process.getuid?.() === 0;
const pgTool = (tool: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', join(pgBin, tool), ...args]) : run(join(pgBin, tool), args);

/** One API call as its client saw it. */
interface Call {
  client: string;
  startedAt: number;
  endedAt: number;
  status: number;
  code: string | null;
  retryAfter: string | null;
  /** The API answered 200 without errors: for a write, an acknowledged write. */
  ok: boolean;
  /** The request itself failed (connection refused, timeout): the server did not answer. */
  transportError?: string;
}

/** A write: addPerson of a new e-mail; `id` is the candidate id the API acknowledged. */
interface Write extends Call {
  email: string;
  id: number | null;
}

interface Restart {
  startedAt: number;
  /** The first connection the database accepted after refusing one: it is back. */
  upAt: number;
}

const clusterUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;

const dir = mkdtempSync(join(tmpdir(), 'terna-faults-'));
const dataDir = join(dir, 'data');
const cleanups: (() => Promise<unknown>)[] = [];
let server: ChildProcess | undefined;
let serverExit: { code: number | null; signal: string | null } | undefined;
let token = '';
const processIds: number[] = [];

async function waitFor(what: string, check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

function tail(file: string, lines = 40): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
}

/** Restarts the cluster (a crash: immediate mode) and times when it accepts connections again, probing every 50 ms. */
async function restartCluster(): Promise<Restart> {
  const startedAt = Date.now();
  let refused = false;
  let upAt = 0;
  let restarting = true;
  const probe = (async () => {
    while (restarting || (refused && !upAt)) {
      const client = new pg.Client({ connectionString: clusterUrl, connectionTimeoutMillis: 1000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        if (refused) upAt = Date.now();
      } catch {
        refused = true;
      } finally {
        await client.end().catch(() => undefined);
      }
      if (upAt) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await pgTool('pg_ctl', [
    'restart',
    '-D',
    dataDir,
    '-m',
    'immediate',
    '-w',
    '-t',
    '30',
    '-l',
    join(dir, 'postgres.log'),
  ]);
  const returnedAt = Date.now();
  restarting = false;
  await probe;
  // The probe missed the down time only if the restart was quicker than one probe: pg_ctl's word then.
  return { startedAt, upAt: upAt || returnedAt };
}

async function startCluster(): Promise<void> {
  if (asRoot) {
    const [uid, gid] = (await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])])).map((r) =>
      Number(r.stdout.trim()),
    );
    chownSync(dir, uid!, gid!);
  }
  await pgTool('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  cleanups.push(() => pgTool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']).catch(() => undefined));
  await pgTool('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '30',
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`,
  ]);
}

async function startServer(): Promise<void> {
  const log = openSync(join(dir, 'server.log'), 'a');
  const appData = join(dir, 'app-data');
  mkdirSync(appData);
  const port = await freePort();
  BASE = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: clusterUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: appData,
      WEB_DIST: join(dir, 'no-web-build'),
      DEMO_DATA: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  closeSync(log); // the child holds its own copy
  server.on('exit', (code, signal) => {
    serverExit = { code, signal };
  });
  cleanups.push(async () => {
    if (!server || serverExit) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    const killer = setTimeout(() => server!.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  });
  await waitFor(
    'the server answers /ready',
    async () => !serverExit && (await fetch(`${BASE}/ready`)).status === 200,
    60_000,
  );
}

/** A company, its owner and a LAUNCHED process per client, written straight to the database like the API tests do. */
async function seed(): Promise<{ email: string }> {
  const handle = await openDatabase({ databaseUrl: clusterUrl });
  try {
    const factories = createFactories(handle.db);
    const company = await factories.buildCompany();
    const owner = await factories.buildUser({ companyId: company.id, role: 'OWNER' });
    for (let i = 0; i < GRAPHQL_CLIENTS + REST_CLIENTS; i += 1) {
      processIds.push(
        (await factories.buildProcess({ companyId: company.id, typeCompanyPlan: 'CREDIT', withJobOpportunity: true }))
          .id,
      );
    }
    return { email: owner.email };
  } finally {
    await handle.close();
  }
}

interface ApiBody {
  data?: Record<string, unknown> | null;
  code?: string;
  errors?: { extensions?: { code?: string } }[];
}

/** POSTs JSON as the signed-in owner; a REST failure carries `code`, a GraphQL one `errors[].extensions.code`. */
async function post(client: string, path: string, payload: unknown): Promise<{ call: Call; body: ApiBody | null }> {
  const call: Call = { client, startedAt: Date.now(), endedAt: 0, status: 0, code: null, retryAfter: null, ok: false };
  let body: ApiBody | null = null;
  try {
    const response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CALL_LIMIT_MS * 3),
    });
    call.status = response.status;
    call.retryAfter = response.headers.get('retry-after');
    body = (await response.json()) as ApiBody;
    call.code = body.errors?.[0]?.extensions?.code ?? body.code ?? null;
    call.ok = response.status === 200 && !body.errors;
  } catch (error) {
    call.transportError = error instanceof Error ? error.message : String(error);
  }
  call.endedAt = Date.now();
  return { call, body };
}

const ADD_PERSON = `mutation($processId: Int!, $dto: PersonCreateDto!) { addPerson(processId: $processId, personCreateDto: $dto) { id } }`;

/** addPerson by GraphQL or REST (the same service). */
async function addPerson(client: string, kind: 'graphql' | 'rest', processId: number, email: string): Promise<Write> {
  const person = { firstName: 'Carga', lastName: 'Continua', mail: email, countryCode: 'EC' };
  const { call, body } =
    kind === 'graphql'
      ? await post(client, '/graphql', { query: ADD_PERSON, variables: { processId, dto: person } })
      : await post(client, `/process-web/process/${processId}/people`, person);
  const id =
    kind === 'graphql'
      ? (body?.data?.addPerson as { id?: number } | undefined)?.id
      : (body?.data as { id?: number } | undefined)?.id;
  return { ...call, email, id: call.ok && typeof id === 'number' ? id : null };
}

/** The candidate list's total: served from the facet index, which catches up with the writes (docs/decisions/006). */
async function listTotal(client: string, processId: number): Promise<{ call: Call; total: number | null }> {
  const { call, body } = await post(client, '/graphql', {
    query: `{ processPersonPaginated(processId: ${processId}, size: 5) { total } }`,
  });
  const total = (body?.data?.processPersonPaginated as { total?: number } | undefined)?.total;
  return { call, total: call.ok && typeof total === 'number' ? total : null };
}

describe('PostgreSQL restarting (immediate mode) under a steady write load', () => {
  const writes: Write[] = [];
  const reads: Call[] = [];
  const readySamples: { at: number; ms: number; status: number; reason?: string }[] = [];
  const restarts: Restart[] = [];

  beforeAll(async () => {
    await startCluster();
    await startServer();
    const { email } = await seed();
    const login = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    let stop = false;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const writers = Array.from({ length: GRAPHQL_CLIENTS + REST_CLIENTS }, async (_, index) => {
      const kind = index < GRAPHQL_CLIENTS ? 'graphql' : 'rest';
      for (let n = 0; !stop; n += 1) {
        const write = await addPerson(`${kind}-${index}`, kind, processIds[index]!, `carga.${index}.${n}@faults.test`);
        writes.push(write);
        if (write.id === null) await pause(RETRY_MS);
      }
    });
    // A reader of the first writer's candidate list: its index catches up with those writes across the restarts.
    const reader = (async () => {
      while (!stop) {
        const { call } = await listTotal('reader', processIds[0]!);
        reads.push(call);
        await pause(call.ok ? 20 : RETRY_MS);
      }
    })();
    const readiness = (async () => {
      while (!stop) {
        const at = Date.now();
        const sample = await fetch(`${BASE}/ready`, { signal: AbortSignal.timeout(CALL_LIMIT_MS) }).then(
          async (r) => ({ status: r.status, reason: ((await r.json()) as { reason?: string }).reason }),
          (error: unknown) => ({ status: 0, reason: String(error) }),
        );
        readySamples.push({ at, ms: Date.now() - at, ...sample });
        await pause(100);
      }
    })();

    try {
      await pause(STEADY_MS);
      for (let i = 0; i < RESTARTS; i += 1) {
        restarts.push(await restartCluster());
        await pause(STEADY_MS);
      }
    } finally {
      stop = true;
      await Promise.all([...writers, reader, readiness]);
    }
  }, 150_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Calls that began after restart `i` started and before the next one. */
  const around = <T extends Call>(calls: T[], i: number) => {
    const until = restarts[i + 1]?.startedAt ?? Infinity;
    return calls.filter((call) => call.startedAt >= restarts[i]!.startedAt && call.startedAt < until);
  };

  it('keeps the server process alive through every restart', () => {
    if (serverExit) console.error(tail(join(dir, 'server.log')));
    expect(serverExit).toBeUndefined();
    expect(restarts).toHaveLength(RESTARTS);
  });

  it('fails each call during an outage with 503 SERVICE_UNAVAILABLE and Retry-After, never 500, INTERNAL or a hang', () => {
    const calls: Call[] = [...writes, ...reads];
    const failed = calls.filter((call) => !call.ok);
    for (let i = 0; i < RESTARTS; i += 1) {
      expect(
        around(writes, i).filter((call) => !call.ok).length,
        `failed writes around restart ${i + 1}`,
      ).toBeGreaterThan(0);
      expect(
        around(reads, i).filter((call) => !call.ok).length,
        `failed reads around restart ${i + 1}`,
      ).toBeGreaterThan(0);
    }
    const wrong = failed.filter(
      (call) => call.status !== 503 || call.code !== 'SERVICE_UNAVAILABLE' || !call.retryAfter,
    );
    if (wrong.length) console.error(tail(join(dir, 'server.log')));
    expect(wrong.slice(0, 5)).toEqual([]);
    const slowest = Math.max(...calls.map((call) => call.endedAt - call.startedAt));
    console.info(
      `writes: ${writes.length} (${writes.filter((c) => c.ok).length} acknowledged), reads: ${reads.length} (${reads.filter((c) => c.ok).length} answered); ` +
        `503s: ${failed.length}; slowest call: ${slowest} ms`,
    );
    expect(slowest).toBeLessThan(CALL_LIMIT_MS);
  });

  it('still holds every write the API acknowledged, and the candidate list counts them all', async () => {
    const acknowledged = writes.filter((write) => write.id !== null);
    expect(acknowledged.length).toBeGreaterThan(20);
    const db = new pg.Client({ connectionString: clusterUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number; email: string; process_id: number }>(
        `select pp.id, pe.email, pp.process_id from process_persons pp join persons pe on pe.id = pp.person_id where pp.process_id = any($1::int[])`,
        [processIds],
      );
      const stored = new Map(rows.map((row) => [row.email, Number(row.id)]));
      expect(acknowledged.filter((write) => stored.get(write.email) !== write.id)).toEqual([]);
      // The index the reader kept warm through the restarts missed no committed change.
      const { total } = await listTotal('check', processIds[0]!);
      expect(total).toBe(rows.filter((row) => Number(row.process_id) === processIds[0]).length);
    } finally {
      await db.end();
    }
  });

  it(`writes again within ${RECOVERY_LIMIT_MS / 1000} s of the database accepting connections after each restart`, () => {
    const recoveries = restarts.map((restart, i) => {
      const calls = around(writes, i);
      const firstFailure = calls.find((call) => !call.ok);
      // The first write acknowledged after the outage began: a call that started while the database was still up does not count.
      const recovered = Math.min(
        ...calls
          .filter((call) => call.ok && call.startedAt >= (firstFailure?.startedAt ?? Infinity))
          .map((call) => call.endedAt),
      );
      return {
        restart: i + 1,
        downMs: restart.upAt - restart.startedAt,
        recoveryMs: recovered - restart.upAt,
        clientOutageMs: recovered - (firstFailure?.startedAt ?? NaN),
      };
    });
    for (const r of recoveries) {
      console.info(
        `restart ${r.restart}: database back ${r.downMs} ms after pg_ctl restart began; first acknowledged write ${r.recoveryMs} ms after it accepted connections (clients saw 503s for ${r.clientOutageMs} ms)`,
      );
    }
    for (const r of recoveries) expect(r.recoveryMs, `restart ${r.restart}`).toBeLessThan(RECOVERY_LIMIT_MS);
  });

  it('answers /ready 503 during each outage and 200 once the database is back', () => {
    for (let i = 0; i < RESTARTS; i += 1) {
      const restart = restarts[i]!;
      const during = readySamples.filter((s) => s.at >= restart.startedAt && s.at <= restart.upAt);
      expect(
        during.some((s) => s.status === 503),
        `/ready during restart ${i + 1}`,
      ).toBe(true);
      expect(
        during.every((s) => s.status === 503 || s.status === 200),
        `/ready answers during restart ${i + 1}`,
      ).toBe(true);
      const after = readySamples.filter(
        (s) => s.at > restart.upAt + 1000 && s.at < (restarts[i + 1]?.startedAt ?? Infinity),
      );
      expect(after.length).toBeGreaterThan(0);
      const late = after
        .filter((s) => s.status !== 200)
        .map((s) => `${s.status} ${s.reason} at +${s.at - restart.upAt} ms, in ${s.ms} ms`);
      expect(late, `/ready more than 1 s after restart ${i + 1}`).toEqual([]);
    }
  });
});
