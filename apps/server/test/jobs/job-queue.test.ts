import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit.js';
import { requireCaller } from '../../src/context.js';
import { queryRows } from '../../src/db/client.js';
import { tenantTables } from '../security/tenant-rows.js';
import { createTestApp, type Member, type TestApp } from '../support/test-app.js';
import {
  createJobQueue,
  JOBS_SCHEMA,
  PGLITE_POLLING_INTERVAL_SECONDS,
  POLLING_INTERVAL_SECONDS,
  type Job,
  type JobQueue,
} from '../../src/jobs/job-queue.js';

/**
 * The job queue (pg-boss) on the test database, PGlite or PostgreSQL: a job runs once with its data,
 * a failing one is retried as often as its retryLimit says, stop() waits for a running handler, and a
 * job queued by a request (after its commit) neither deadlocks PGlite's one connection nor runs before
 * the request's writes are visible. pg-boss's schema stays out of our migrations, row-level security
 * and tenant checks.
 */

let t: TestApp;
let owner: Member;
/** Queues of the second job queue, stopped by the tests that stop it. */
const extraQueues: JobQueue[] = [];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(20);
  }
}

const jobState = async (queue: string, id: string) =>
  (
    await queryRows<{ state: string }>(
      t.db,
      sql`select state::text as state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${queue} and id = ${id}`,
    )
  )[0]?.state;

const schemaExists = async () =>
  (await queryRows<{ exists: boolean }>(t.db, sql`select to_regnamespace(${JOBS_SCHEMA}) is not null as exists`))[0]!
    .exists;

/** A second queue on the same database, as a worker process or another server node would have. */
function anotherQueue(stopTimeoutMs?: number): JobQueue {
  const queue = createJobQueue(t.database, stopTimeoutMs ? { stopTimeoutMs } : {});
  extraQueues.push(queue);
  return queue;
}

const AFTER_COMMIT_QUEUE = 'test-after-commit';
/** Per action of a job the request queued, the audit rows of that action its handler saw. */
const auditRowsSeen = new Map<string, number>();
let concurrentSend: Promise<string> | undefined;

beforeAll(async () => {
  t = await createTestApp();
  // A route that writes in its request transaction and queues a job after the commit. Meanwhile
  // someone else queues one (not awaited here, as a request never would): on PGlite that send waits
  // for the open transaction, and runs after it, never inside it.
  t.app.post('/process-web/job-queue-test', async (request) => {
    const ctx = request.ctx;
    await audit(ctx.db, requireCaller(ctx), 'job-queue.enqueued', 'test', null);
    ctx.afterCommit(() => ctx.jobs.send(AFTER_COMMIT_QUEUE, { action: 'job-queue.enqueued' }));
    concurrentSend = t.services.jobs.send(AFTER_COMMIT_QUEUE, { action: 'job-queue.concurrent' });
    await pause(300);
    return { data: { ok: true } };
  });
  owner = await t.buildMember();
});
afterAll(async () => {
  for (const queue of extraQueues) await queue.stop();
  await t?.close();
});

describe('the job queue', () => {
  it('touches nothing in the database until a job is queued', async () => {
    await t.services.jobs.work('test-idle', async () => undefined);
    expect(await schemaExists()).toBe(false);
  });

  it('runs a job sent once, with its data', async () => {
    const handled: Job<{ candidate: string; ids: number[] }>[] = [];
    await t.services.jobs.work<{ candidate: string; ids: number[] }>(
      'test-once',
      async (job) => void handled.push(job),
    );
    const id = await t.services.jobs.send('test-once', { candidate: 'Ana Pérez', ids: [1, 2] });
    await waitFor(async () => (await jobState('test-once', id)) === 'completed');
    // Polls and wake-ups later, it still ran once.
    await pause(POLLING_INTERVAL_SECONDS * 1000 * 2);
    expect(handled).toEqual([{ id, data: { candidate: 'Ana Pérez', ids: [1, 2] }, retryCount: 0, retryLimit: 2 }]);
    expect(await schemaExists()).toBe(true);
  });

  it('retries a failing handler as often as retryLimit says, then fails the job', async () => {
    const attempts: number[] = [];
    await t.services.jobs.work('test-retry', async (job) => {
      attempts.push(job.retryCount);
      throw new Error('render failed');
    });
    const id = await t.services.jobs.send('test-retry', { reportId: 1 }, { retryLimit: 2, retryDelay: 0 });
    await waitFor(async () => (await jobState('test-retry', id)) === 'failed');
    expect(attempts).toEqual([0, 1, 2]);

    const once = await t.services.jobs.send('test-retry', { reportId: 2 }, { retryLimit: 0 });
    await waitFor(async () => (await jobState('test-retry', once)) === 'failed');
    expect(attempts).toHaveLength(4);
  });

  it('runs a retry once its retryDelay has passed, not at the next poll', async () => {
    const attempts: number[] = [];
    await t.services.jobs.work('test-retry-delay', async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error('database blip');
    });
    const id = await t.services.jobs.send('test-retry-delay', {}, { retryDelay: 1 });
    await waitFor(async () => (await jobState('test-retry-delay', id)) === 'completed');
    expect(attempts).toHaveLength(2);
    const gap = attempts[1]! - attempts[0]!;
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(PGLITE_POLLING_INTERVAL_SECONDS * 1000 - 500);
  });

  it('runs a job that failed once again, and completes it', async () => {
    const attempts: number[] = [];
    await t.services.jobs.work('test-recover', async (job) => {
      attempts.push(job.retryCount);
      if (job.retryCount === 0) throw new Error('database blip');
    });
    const id = await t.services.jobs.send('test-recover', { reportId: 3 }, { retryDelay: 0 });
    await waitFor(async () => (await jobState('test-recover', id)) === 'completed');
    expect(attempts).toEqual([0, 1]);
  });

  it('queues one job per singletonKey while it waits or runs', async () => {
    // No worker on this queue: the first job stays queued.
    const [first, second] = await Promise.all([
      t.services.jobs.send('test-singleton', { n: 1 }, { singletonKey: 'report-7' }),
      t.services.jobs.send('test-singleton', { n: 2 }, { singletonKey: 'report-7' }),
    ]);
    const other = await t.services.jobs.send('test-singleton', { n: 3 }, { singletonKey: 'report-8' });
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    const handled: number[] = [];
    await t.services.jobs.work<{ n: number }>('test-singleton', async (job) => void handled.push(job.data.n));
    await waitFor(
      async () =>
        (await jobState('test-singleton', first)) === 'completed' &&
        (await jobState('test-singleton', other)) === 'completed',
    );
    expect(handled.sort()).toEqual([1, 3]);
    // Done: the key queues again.
    expect(await t.services.jobs.send('test-singleton', { n: 4 }, { singletonKey: 'report-7' })).not.toBe(first);
  });

  it('runs `concurrency` jobs at a time', async () => {
    let active = 0;
    let most = 0;
    let done = 0;
    await t.services.jobs.work(
      'test-concurrency',
      async () => {
        active += 1;
        most = Math.max(most, active);
        await pause(300);
        active -= 1;
        done += 1;
      },
      { concurrency: 2 },
    );
    await Promise.all([1, 2, 3].map((n) => t.services.jobs.send('test-concurrency', { n })));
    await waitFor(() => done === 3);
    expect(most).toBe(2);
  });
});

describe('a job queued by a request', () => {
  it('is queued after the commit, sees the request’s writes, and never deadlocks the database', async () => {
    await t.services.jobs.work<{ action: string }>(AFTER_COMMIT_QUEUE, async (job) => {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_log where action = ${job.data.action}`,
      );
      auditRowsSeen.set(job.data.action, row!.n);
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/process-web/job-queue-test',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    await concurrentSend;
    await waitFor(() => auditRowsSeen.size === 2);
    expect(Object.fromEntries(auditRowsSeen)).toEqual({ 'job-queue.enqueued': 1, 'job-queue.concurrent': 0 });
    // The server still answers: no poll or send was left waiting on the connection.
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});

describe('stopping', () => {
  it('waits for a running handler, whose job then completes', async () => {
    const queue = anotherQueue();
    let started = false;
    let finished = false;
    await queue.work('test-stop', async () => {
      started = true;
      await pause(800);
      finished = true;
    });
    const id = await queue.send('test-stop', {});
    await waitFor(() => started);
    let finishedWhenReleased: boolean | undefined;
    queue.onStop(async () => {
      finishedWhenReleased = finished;
    });
    await queue.stop();
    expect(finished).toBe(true);
    // What the handlers used is released only once they have ended.
    expect(finishedWhenReleased).toBe(true);
    expect(await jobState('test-stop', id)).toBe('completed');
    await expect(queue.send('test-stop', {})).rejects.toThrow('stopped');
  });

  it('gives up on a handler that outlasts the timeout; its job is retried', async () => {
    const queue = anotherQueue(1_000);
    let started = false;
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    await queue.work('test-stop-timeout', async () => {
      started = true;
      await hanging;
    });
    const id = await queue.send('test-stop-timeout', {});
    await waitFor(() => started);
    const since = Date.now();
    await queue.stop();
    expect(Date.now() - since).toBeLessThan(4_000);
    expect(await jobState('test-stop-timeout', id)).toBe('retry');
    release();
  });

  it('stops a queue that never started at once, and still releases what its handlers would have used', async () => {
    const queue = anotherQueue();
    await queue.work('test-never', async () => undefined);
    let released = false;
    queue.onStop(async () => {
      released = true;
    });
    await queue.stop();
    expect(released).toBe(true);
    await expect(queue.start()).rejects.toThrow('stopped');
  });
});

describe('pg-boss’s schema', () => {
  it('is out of reach of the tenant role', async () => {
    const refused = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local role terna_tenant`);
        await tx.execute(sql`select 1 from ${sql.identifier(JOBS_SCHEMA)}.job`);
      })
      .then(
        () => null,
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    expect(refused).toBe('42501');
  });

  it('is not taken for our tables: readiness and the tenant tables look at our schema only', async () => {
    expect(await schemaExists()).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
    const tables = (await tenantTables(t.db)).map((table) => table.table);
    expect(tables).toContain('processes');
    expect(
      tables.filter((name) => ['job', 'queue', 'archive', 'version', 'schedule', 'subscription'].includes(name)),
    ).toEqual([]);
  });
});

describe('the SQL channel', () => {
  it('leaves no aborted transaction behind when a statement of a multi-statement text fails', async () => {
    const channel = t.database.openSqlChannel({ maxConnections: 1, applicationName: 'terna-test' });
    try {
      await expect(channel.executeSql('BEGIN; select 1; select 1 / 0; COMMIT;')).rejects.toThrow(/division by zero/);
      expect((await channel.executeSql('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
      expect((await channel.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
      expect(await queryRows(t.db, sql`select 3 as n`)).toEqual([{ n: 3 }]);
    } finally {
      await channel.close();
    }
  });
});
