import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createFactories, type Factories } from '../support/factories.js';
import { subscribeOverSse, type SseSubscription } from '../support/sse-client.js';
import type { GraphqlBody } from '../support/test-app.js';
import { testRedisUrl } from '../support/test-redis.js';

/**
 * Several real server processes and a worker on one throw-away PostgreSQL database and one Redis
 * (docs/decisions/025): what a load balancer would have behind it. Each node has its own DATA_DIR,
 * so nothing passes between them through a local folder. Reusable by any cross-node test: start,
 * sign in, GraphQL over HTTP, subscriptions over SSE, kill a node, stop everything.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_ENTRY = 'apps/server/src/main.ts';
const WORKER_ENTRY = 'apps/server/src/worker.ts';
// Three processes compiling and one migrating a fresh database take 20-40 s on a busy 2-core machine.
const READY_TIMEOUT_MS = 120_000;

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** What the process printed, for a failing test's message. */
  output(): string;
}

export interface ClusterNode extends ClusterProcess {
  url: string;
  /** Its DATA_DIR, kept across restarts. */
  dataDir: string;
}

export interface HttpAnswer<T> {
  status: number;
  body: GraphqlBody<T>;
}

export interface Cluster {
  databaseUrl: string;
  /** The cluster's database on the owner connection, for building data and checking what was stored. */
  database: DatabaseHandle;
  factories: Factories;
  nodes: ClusterNode[];
  worker: ClusterProcess | undefined;
  login(node: ClusterNode, email: string, password: string): Promise<string>;
  gql<T = Record<string, unknown>>(
    node: ClusterNode,
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<HttpAnswer<T>>;
  /** A subscription over SSE on a node; resolves once it is listening. */
  subscribe<T = Record<string, unknown>>(
    node: ClusterNode,
    token: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<SseSubscription<T>>;
  /** GET of a path on a node, with a session when `token` is given. */
  get(node: ClusterNode, path: string, token?: string): Promise<Response>;
  /** Kills the process at once (SIGKILL: no clean shutdown, as a crash) and waits until it is gone. */
  kill(process: ClusterProcess): Promise<void>;
  /** Starts a node again on its port and folder, as after a crash (killing it first if it still runs); resolves once ready. */
  restart(node: ClusterNode): Promise<ClusterNode>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  nodes?: number;
  /** Starts `npm run worker`'s process and lets the nodes only queue jobs (JOBS_INLINE=false). Default true. */
  worker?: boolean;
  /** More environment for every process. */
  env?: Record<string, string>;
}

/** A port nobody listens on now, on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function onAdminDatabase(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function startProcess(name: string, entry: string, env: Record<string, string>): ClusterProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The tail is what explains a failure; a long run's start is not.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited, output: () => output };
}

async function waitReady(node: ClusterNode): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ended = false;
  void node.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ready = await fetch(`${node.url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${node.name} did not become ready:\n${node.output()}`);
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the cluster needs DATABASE_URL (PostgreSQL)');
  const redisUrl = testRedisUrl();
  const name = `terna_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const withWorker = options.worker ?? true;
  const dirs: string[] = [];
  const common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: `cluster-${randomBytes(16).toString('hex')}`,
    DEMO_DATA: 'false',
    JOBS_INLINE: withWorker ? 'false' : 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...options.env,
  };
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'terna-cluster-'));
    dirs.push(dir);
    return dir;
  };

  const nodes: ClusterNode[] = [];
  /** Each node's environment, to start it again. */
  const nodeEnvs = new Map<string, Record<string, string>>();
  let worker: ClusterProcess | undefined;
  let database: DatabaseHandle | undefined;
  const kill = async (target: ClusterProcess) => {
    if (target.child.exitCode === null && target.child.signalCode === null) target.child.kill('SIGKILL');
    await target.exited;
  };
  const stop = async () => {
    await Promise.all([...nodes, ...(worker ? [worker] : [])].map(kill));
    await database?.close();
    await onAdminDatabase(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    for (let index = 0; index < (options.nodes ?? 2); index += 1) {
      const port = await freePort();
      const nodeName = `node ${String.fromCharCode(65 + index)}`;
      const env = {
        ...common,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir(),
        WEB_DIST: join(tmpdir(), 'terna-cluster-no-web'),
      };
      nodeEnvs.set(nodeName, env);
      nodes.push({
        ...startProcess(nodeName, SERVER_ENTRY, env),
        url: `http://127.0.0.1:${port}`,
        dataDir: env.DATA_DIR,
      });
    }
    if (withWorker) worker = startProcess('worker', WORKER_ENTRY, { ...common, DATA_DIR: dataDir() });
    await Promise.all(nodes.map(waitReady));
    database = await openDatabase({ databaseUrl });
  } catch (error) {
    await stop();
    throw error;
  }
  const opened = database;

  const gql: Cluster['gql'] = async (node, token, query, variables) => {
    const response = await fetch(`${node.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlBody<never> };
  };

  return {
    databaseUrl,
    database: opened,
    factories: createFactories(opened.db),
    nodes,
    worker,
    async login(node, email, password) {
      const response = await fetch(`${node.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200)
        throw new Error(`login on ${node.name}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
    },
    gql,
    subscribe: (node, token, query, variables) => subscribeOverSse(node.url, token, query, variables),
    get: (node, path, token) =>
      fetch(`${node.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    kill,
    async restart(node) {
      await kill(node);
      const again: ClusterNode = {
        ...startProcess(node.name, SERVER_ENTRY, nodeEnvs.get(node.name)!),
        url: node.url,
        dataDir: node.dataDir,
      };
      nodes[nodes.indexOf(node)] = again;
      await waitReady(again);
      return again;
    },
    stop,
  };
}
