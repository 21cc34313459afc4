import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { seedReferenceData } from './db/seed/reference.js';
import type { JobLog } from './jobs/job-queue.js';
import { registerFilePrune, scheduleFilePrune } from './files/file-prune.js';
import { registerReportWorkers } from './modules/reports/report-jobs.js';
import { startRerankWorker } from './modules/scoring/index.js';
import { createServices } from './services.js';

/**
 * `npm run worker`: runs the background jobs in a process of its own, beside servers started with
 * JOBS_INLINE=false that only queue them (docs/decisions/009-report-jobs.md). Several may run: they
 * share the queue in PostgreSQL, and the files it writes go to the storage every node shares (docs/decisions/025).
 */

/** One JSON line per event, like the server's log. */
function logLine(level: 'info' | 'warn' | 'error', details: object, message: string): void {
  const { err, ...rest } = details as { err?: unknown };
  const error = err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : err;
  const line = JSON.stringify({
    level,
    time: Date.now(),
    pid: process.pid,
    msg: message,
    ...rest,
    ...(error === undefined ? {} : { err: error }),
  });
  if (level === 'info') console.log(line);
  else console.error(line);
}

const log: JobLog = {
  warn: (details, message) => logLine('warn', details, message),
  error: (details, message) => logLine('error', details, message),
};

const config = loadConfig();
if (!config.databaseUrl) {
  logLine(
    'error',
    {},
    'The worker needs DATABASE_URL. The embedded database (PGlite) lives inside the server process and no other process can open it: ' +
      'without DATABASE_URL leave JOBS_INLINE unset and the server runs the jobs itself.',
  );
  process.exit(1);
}

if (!config.redisUrl) {
  // What the jobs change (a report's progress, a candidate rescored) reaches the servers' subscribers
  // only through Redis: without it the report dialogs would wait for an event that never comes.
  logLine(
    'error',
    {},
    'The worker needs REDIS_URL, the same as the servers: it tells them through Redis what its jobs changed (docs/operations.md).',
  );
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl });
// Whichever process starts first brings the schema up to date; the others wait on the lock and find nothing to do.
await withStartupLock(database, async () => {
  await migrate(database);
  await seedReferenceData(database.db);
});
const services = createServices(config, database, { log });
await registerReportWorkers(services);
await registerFilePrune(services);
startRerankWorker(services, log);
await services.jobs.start();
await scheduleFilePrune(services);
logLine('info', {}, 'worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logLine('info', {}, `${signal}: stopping`);
    // Running jobs get a few seconds to finish; the rest fail and are retried by another worker.
    void services.jobs
      .stop()
      .then(() => services.realtime.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logLine('error', { err: error }, 'worker did not stop cleanly');
          process.exit(1);
        },
      );
  });
}
