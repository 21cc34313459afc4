import cluster from 'node:cluster';
import type { Config } from './config.js';

/** How long workers get to finish their requests once the cluster is told to stop. */
const STOP_GRACE_MS = 8_000;
/** A worker that dies sooner than this after it started is not restarted in a loop: the cluster stops. */
const CRASH_LOOP_MS = 5_000;

/**
 * The primary process of SERVER_WORKERS server processes on one port (docs/decisions/040): Node's
 * cluster hands each new connection to a worker in turn, so requests use every core. It serves
 * nothing itself; it restarts a worker that dies and stops them all on SIGINT or SIGTERM. The
 * workers share nothing in memory: each keeps its own candidate indexes (a share of the budget),
 * and what must reach every process (live events, rate limits, jobs) goes through PostgreSQL and
 * Redis, as between the nodes of a deployment (docs/decisions/025).
 */
export function runServerCluster(config: Pick<Config, 'serverWorkers' | 'databaseUrl' | 'redisUrl'>): void {
  const missing = [!config.databaseUrl && 'DATABASE_URL', !config.redisUrl && 'REDIS_URL'].filter(Boolean);
  if (missing.length > 0) {
    // The embedded database has one process; live events and rate limits would stay in each worker.
    process.stderr.write(`SERVER_WORKERS=${config.serverWorkers} needs ${missing.join(' and ')}\n`);
    process.exit(1);
  }
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = (index: number) => {
    const worker = cluster.fork({ SERVER_WORKER_INDEX: String(index) });
    startedAt.set(worker.id, Date.now());
    // Until a worker listens, the port is served by the others (by nobody, for the first).
    worker.once('listening', () =>
      process.stdout.write(`server worker ${index} listening (pid ${worker.process.pid})\n`),
    );
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
      process.stderr.write(`server worker ${index} ended (${signal ?? code}) after ${lived} ms\n`);
      if (lived < CRASH_LOOP_MS) stop(1);
      else fork(index);
    });
  };
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(code), STOP_GRACE_MS).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    });
  };
  for (let index = 0; index < config.serverWorkers; index++) fork(index);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
}

/** Whether this process speaks for the server (the startup summary, the first owner's link): the only one, or a cluster's first. */
export const isFirstServerProcess = (): boolean => (process.env.SERVER_WORKER_INDEX ?? '0') === '0';
