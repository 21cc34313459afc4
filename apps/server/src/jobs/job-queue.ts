import PgBoss from 'pg-boss';
import type { DatabaseHandle, SqlChannel } from '../db/client.js';

/**
 * Background jobs on pg-boss, in the application's own database (docs/decisions/009-report-jobs.md).
 * Nothing touches the database until the first `send` or `start()`: a server or test app that never
 * queues a job never installs or polls the queue.
 */

/** Seconds between two polls of an idle worker on PostgreSQL: pg-boss's minimum, because a recruiter waits for the report. */
export const POLLING_INTERVAL_SECONDS = 0.5;
/**
 * On PGlite every job comes from this process, whose sends and failed attempts wake the workers
 * themselves; a poll only catches what maintenance returns to the queue. It is rare there because
 * a pg-boss poll holds the one connection, every request waiting behind it, for 10-40 ms.
 */
export const PGLITE_POLLING_INTERVAL_SECONDS = 5;
/** How long stop() waits for running handlers; a job still running then fails and is retried by the next worker. */
const STOP_TIMEOUT_MS = 5_000;
/** The queue's own connections on PostgreSQL: polls, sends and completions, and pg-boss's maintenance (which may wait on a lock). */
const POOL_SIZE = 3;
const DEFAULT_RETRY_LIMIT = 2;
const DEFAULT_RETRY_DELAY_SECONDS = 1;
/** pg-boss's tables live in this schema, apart from ours: migrations, row-level security and the tenant row checks look at `public` only. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobOptions {
  /** Retries after a failed attempt (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 1). */
  retryDelay?: number;
  /** While a job with this key waits or runs in the queue, sending another answers that job's id instead of queueing a second. */
  singletonKey?: string;
  /** Not before this time: a scheduled job (files/file-prune.ts) waits in the queue until then. */
  startAfter?: Date;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  /**
   * Queues a job and resolves to its id; starts the queue on first use. Never await it inside a
   * request's transaction: on PGlite (one connection) it waits for that transaction to end, which
   * waits for the request. Queue from `ctx.afterCommit`, which also never queues work for a rolled-back write.
   */
  send<T extends object>(queue: string, data: T, options?: JobOptions): Promise<string>;
  /**
   * Registers a handler: `concurrency` jobs at a time (default 1). It polls once the queue has
   * started (the first send or start()). A handler that throws fails the attempt; the job is
   * retried up to its retryLimit. A job may run again after a crash: handlers must be idempotent.
   */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  /** Starts pg-boss and every registered worker now: a process that runs jobs calls it at start, so jobs queued before a restart resume. */
  start(): Promise<void>;
  /** Stops polling and waits up to a few seconds for running handlers; then ends the queue's connections. */
  stop(): Promise<void>;
  /** Work for stop() once no handler runs any more: releasing what the handlers used (a render pool). */
  onStop(release: () => Promise<void>): void;
}

/** Where the queue reports its failures (Fastify's logger, or the worker's). */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  log?: JobLog;
  /** How long stop() waits for running handlers (default 5 s). */
  stopTimeoutMs?: number;
}

interface Registration {
  queue: string;
  handler: JobHandler<object>;
  concurrency: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An idle worker's wait for its next poll, cut short by a job sent from this process or by stop(). */
class Nap {
  private wake: (() => void) | undefined;
  /** Interrupted while awake (fetching or handling): the next sleep is skipped, so a job sent meanwhile is not left for a whole interval. */
  private woken = false;

  sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  interrupt(): void {
    if (this.wake) this.wake();
    else this.woken = true;
  }
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const { log, stopTimeoutMs = STOP_TIMEOUT_MS } = options;
  const pollingMs = (database.driver === 'pglite' ? PGLITE_POLLING_INTERVAL_SECONDS : POLLING_INTERVAL_SECONDS) * 1000;
  const registrations: Registration[] = [];
  const releases: (() => Promise<void>)[] = [];
  const polling = new Set<Registration>();
  /** The idle workers of each queue in this process: a send wakes them instead of waiting for their next poll. */
  const naps = new Map<string, Nap[]>();
  /** The worker loops; each ends after its running jobs once stop() is called. */
  const loops = new Set<Promise<void>>();
  /** Jobs being handled, for stop() to fail those that outlast its wait (so they are retried at once, not after expiring). */
  const running = new Map<string, { queue: string }>();
  const queues = new Map<string, Promise<void>>();
  /** Sends with a singletonKey in progress, per queue and key: a second one waits for the first's lookup and insert. */
  const keyedSends = new Map<string, Promise<string | null>>();
  /** Statements of the queue in flight: stop() ends the connections once none is left. */
  let inFlight = 0;
  let channel: SqlChannel | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopping: Promise<void> | undefined;
  let closed = false;

  const counted = (sql: SqlChannel) => ({
    async executeSql(text: string, values?: unknown[]) {
      inFlight += 1;
      try {
        return await sql.executeSql(text, values);
      } finally {
        inFlight -= 1;
      }
    },
  });

  async function open(): Promise<PgBoss> {
    const sql = database.openSqlChannel({ maxConnections: POOL_SIZE, applicationName: 'terna-jobs' });
    channel = sql;
    const boss = new PgBoss({
      db: counted(sql),
      schema: JOBS_SCHEMA,
      // No cron schedules: without them pg-boss runs no clock-skew or cron polling of its own.
      schedule: false,
    });
    boss.on('error', (error: unknown) => log?.error({ err: error }, 'job queue error'));
    try {
      await boss.start();
      // A registration made while this loop awaits is appended to the array and reached by it too;
      // none can come between it and the loops' start, which awaits nothing.
      for (const registration of registrations) await ensureQueue(boss, registration.queue);
      for (const registration of registrations) startWorker(boss, registration);
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      await sql.close();
      channel = undefined;
      throw error;
    }
  }

  function started(): Promise<PgBoss> {
    if (stopping) return Promise.reject(new Error('the job queue is stopped'));
    starting ??= open().catch((error: unknown) => {
      // The next call tries again (the database may be back).
      starting = undefined;
      throw error;
    });
    return starting;
  }

  function ensureQueue(boss: PgBoss, queue: string): Promise<void> {
    let created = queues.get(queue);
    if (!created) {
      created = boss.createQueue(queue).catch((error: unknown) => {
        queues.delete(queue);
        throw error;
      });
      queues.set(queue, created);
    }
    return created;
  }

  function startWorker(boss: PgBoss, registration: Registration): void {
    polling.add(registration);
    const nap = new Nap();
    naps.set(registration.queue, [...(naps.get(registration.queue) ?? []), nap]);
    const loop = workerLoop(boss, registration, nap);
    loops.add(loop);
    void loop.finally(() => loops.delete(loop));
  }

  /**
   * One poll for a registration, whatever its concurrency: it fetches as many jobs as it has free
   * slots, fetches again as soon as a slot frees while jobs wait, and sleeps while the queue is empty.
   * Ends after its running jobs once stop() is called. pg-boss's own work() is not used: it records a
   * job's outcome without awaiting it, so a failed write (the database gone for a moment) would be an
   * unhandled rejection, and stop() could close the connections under it.
   */
  async function workerLoop(boss: PgBoss, registration: Registration, nap: Nap): Promise<void> {
    const { queue, concurrency } = registration;
    const active = new Set<Promise<void>>();
    while (!stopping) {
      if (active.size === concurrency) {
        await Promise.race(active);
        continue;
      }
      const free = concurrency - active.size;
      // pg-boss's fetch answers no job when the database fails; the next poll tries again.
      const jobs = await boss.fetch<object>(queue, { batchSize: free, includeMetadata: true });
      for (const job of jobs) {
        const run = runJob(boss, registration, job).finally(() => active.delete(run));
        active.add(run);
      }
      // The queue is drained: wait for the next poll or a job sent from this process.
      if (jobs.length < free) await nap.sleep(pollingMs);
    }
    await Promise.allSettled(active);
  }

  /** Handles one job and records its outcome; never rejects. */
  async function runJob(
    boss: PgBoss,
    { queue, handler }: Registration,
    job: PgBoss.JobWithMetadata<object>,
  ): Promise<void> {
    running.set(job.id, { queue });
    let failure: Error | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      // A handler past the job's expiry is given up, as pg-boss's maintenance would: the job is retried.
      const expired = new Promise<never>((_, reject) => {
        // pg answers the interval's seconds as a numeric string.
        const seconds = Number(job.expireInSeconds);
        timer = setTimeout(() => reject(new Error(`the job ran longer than ${seconds} s`)), seconds * 1000);
      });
      await Promise.race([
        handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit }),
        expired,
      ]);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      const retried = job.retryCount < job.retryLimit;
      log?.warn(
        { err: failure, queue, jobId: job.id, attempt: job.retryCount + 1 },
        retried ? 'job failed; it will be retried' : 'job failed for good',
      );
    } finally {
      clearTimeout(timer);
      running.delete(job.id);
    }
    // Outlasted stop(), which failed the job already, and the connections are gone.
    if (closed) return;
    try {
      if (!failure) await boss.complete(queue, job.id);
      else {
        await boss.fail(queue, job.id, failure);
        // A retry is due its delay after the failure was recorded: this process's workers look then, not at their next poll.
        if (job.retryCount < job.retryLimit) setTimeout(() => wake(queue), job.retryDelay * 1000 + 100).unref();
      }
    } catch (error) {
      // The job stays active until it expires; maintenance then retries it.
      log?.error({ err: error, queue, jobId: job.id }, 'could not record the outcome of a job');
    }
  }

  async function sendOnce(
    boss: PgBoss,
    queue: string,
    data: object,
    options: PgBoss.SendOptions & { singletonKey: string },
  ): Promise<string | null> {
    // pg-boss 10 keys singletons by queue policy, and a singleton queue runs one keyless job at a time:
    // the queues stay standard and the key is looked up here. Serialised per key on this node; across
    // nodes two sends at the same instant may both queue, which idempotent handlers absorb.
    const key = `${queue}\u0000${options.singletonKey}`;
    const previous = keyedSends.get(key) ?? Promise.resolve(null);
    const current = previous
      .catch(() => null)
      .then(async () => {
        const { rows } = await boss
          .getDb()
          .executeSql(
            `select id from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'completed' order by created_on limit 1`,
            [queue, options.singletonKey],
          );
        return rows[0] ? String(rows[0].id) : boss.send(queue, data, options);
      });
    keyedSends.set(key, current);
    try {
      return await current;
    } finally {
      if (keyedSends.get(key) === current) keyedSends.delete(key);
    }
  }

  function wake(queue: string): void {
    if (!stopping) for (const nap of naps.get(queue) ?? []) nap.interrupt();
  }

  async function stopWorkers(boss: PgBoss): Promise<void> {
    const deadline = Date.now() + stopTimeoutMs;
    for (const queueNaps of naps.values()) for (const nap of queueNaps) nap.interrupt();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, stopTimeoutMs)));
    await Promise.race([Promise.allSettled([...loops]), timedOut]);
    clearTimeout(timer);
    if (running.size > 0) {
      log?.warn({ jobs: running.size }, 'job queue stopped with jobs still running; they are retried');
      // Failed now rather than left active until they expire, so another worker retries them soon.
      for (const [id, { queue }] of running)
        await boss.fail(queue, id, new Error('the job queue stopped while the job ran')).catch(() => undefined);
    }
    // A send already under way ends before the connections do.
    while (inFlight > 0 && Date.now() < deadline + stopTimeoutMs) await pause(10);
  }

  return {
    async send(queue, data, options = {}) {
      const boss = await started();
      await ensureQueue(boss, queue);
      const sendOptions = {
        retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY_SECONDS,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      };
      const id = options.singletonKey
        ? await sendOnce(boss, queue, data, { ...sendOptions, singletonKey: options.singletonKey })
        : await boss.send(queue, data, sendOptions);
      if (!id) throw new Error(`pg-boss queued no job on ${queue}`);
      wake(queue);
      return id;
    },

    async work(queue, handler, options = {}) {
      const concurrency = options.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new Error(`concurrency must be a positive integer, not ${concurrency}`);
      if (stopping) throw new Error('the job queue is stopped');
      const registration: Registration = { queue, handler: handler as JobHandler<object>, concurrency };
      registrations.push(registration);
      // Not started: the first send or start() starts it. Starting: open() reaches it, unless it had finished.
      const boss = await starting?.catch(() => undefined);
      if (!boss || polling.has(registration)) return;
      try {
        await ensureQueue(boss, queue);
      } catch (error) {
        registrations.splice(registrations.indexOf(registration), 1);
        throw error;
      }
      startWorker(boss, registration);
    },

    async start() {
      await started();
    },

    stop() {
      stopping ??= (async () => {
        const boss = await starting?.catch(() => undefined);
        if (boss) {
          await stopWorkers(boss);
          await boss.stop({ graceful: false, close: false });
          closed = true;
          await channel?.close();
          channel = undefined;
        }
        await Promise.all(releases.map((release) => release()));
      })();
      return stopping;
    },

    onStop(release) {
      releases.push(release);
    },
  };
}
