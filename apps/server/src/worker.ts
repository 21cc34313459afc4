import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { seedReferenceData } from './db/seed/reference.js';
import { registerFilePrune, scheduleFilePrune } from './files/file-prune.js';
import { createLogger } from './logging.js';
import { registerReportWorkers } from './modules/reports/report-jobs.js';
import { registerRetention, scheduleRetention } from './modules/privacy/index.js';
import { startRerankWorker } from './modules/scoring/index.js';
import { createServices } from './services.js';

/**
 * `npm run worker`: runs the background jobs in a process of its own, beside servers started with
 * JOBS_INLINE=false that only queue them (docs/decisions/009-report-jobs.md). Several may run: they
 * share the queue in PostgreSQL, and the files it writes go to the storage every node shares (docs/decisions/025).
 */

const config = loadConfig();
// The server's logger configuration: the same lines, with the same values left out.
const log = createLogger(config.logLevel, config.logFormat);
if (!config.databaseUrl) {
  log.error(
    'The worker needs DATABASE_URL. The embedded database (PGlite) lives inside the server process and no other process can open it: ' +
      'without DATABASE_URL leave JOBS_INLINE unset and the server runs the jobs itself.',
  );
  process.exit(1);
}

if (!config.redisUrl) {
  // What the jobs change (a report's progress, a candidate rescored) reaches the servers' subscribers
  // only through Redis: without it the report dialogs would wait for an event that never comes.
  log.error(
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
await registerRetention(services);
startRerankWorker(services, log);
await services.jobs.start();
await scheduleFilePrune(services);
await scheduleRetention(services);
log.info('worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info(`${signal}: stopping`);
    // Running jobs get a few seconds to finish; the rest fail and are retried by another worker.
    void services.jobs
      .stop()
      .then(() => services.realtime.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker did not stop cleanly');
          process.exit(1);
        },
      );
  });
}
