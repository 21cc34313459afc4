import { buildApp, type BuiltApp } from './app.js';
import { issueDemoObserverLinks } from './db/seed/demo-observer-links.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-data.js';
import { seedDemoIfEmpty } from './db/seed/demo.js';
import { firstOwnerMessage, setUpFirstOwner } from './db/seed/first-owner.js';
import { scheduleFilePrune } from './files/file-prune.js';
import { scheduleRetention } from './modules/privacy/index.js';
import { isFirstServerProcess } from './server-cluster.js';
import { startupSummary } from './startup-summary.js';
import { withStartupLock } from './db/migrate.js';

/** How long requests in flight get to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 5_000;

export interface StartOptions {
  /** Runs on the built app before it listens: the place to register more routes. */
  beforeListen?: (built: BuiltApp) => Promise<void> | void;
}

/** Builds the app, loads the demo data when asked, starts the inline jobs and listens until SIGINT or SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<BuiltApp> {
  const built = await buildApp({ logger: true });
  const { app, services, database } = built;
  if (!services.config.jobsInline && database.driver === 'pglite') {
    // No worker process can open the embedded database: its jobs would wait for ever.
    app.log.error(
      'JOBS_INLINE=false needs DATABASE_URL: no other process can open the embedded database to run the jobs',
    );
    await app.close();
    process.exit(1);
  }
  if (services.config.demoData) {
    // The processes of a cluster start together: one loads the demo data, the others find it.
    const seeded = await withStartupLock(database, () => seedDemoIfEmpty(database.db));
    if (seeded) {
      await issueDemoObserverLinks(database.db, services.config);
      app.log.info('demo data loaded');
    }
  } else if (services.config.production && isFirstServerProcess()) {
    const setUp = await setUpFirstOwner(database.db, services.config.firstOwner, services.config.publicUrl);
    // Straight to the operator's terminal: the log redacts links with tokens, this one must be read whole.
    if (setUp.state === 'issued') process.stdout.write(firstOwnerMessage(setUp));
    else if (setUp.state === 'waiting')
      app.log.warn(
        { email: setUp.email, expiresAt: setUp.expiresAt },
        'Waiting for the first owner to open their set-up link; npm run setup-link gives a new one',
      );
    else if (setUp.state === 'email-missing')
      app.log.warn('Nobody can sign in yet: set FIRST_OWNER_EMAIL and restart to get the first owner’s set-up link');
  }
  await options.beforeListen?.(built);
  // Inline workers resume the jobs queued before a restart at once, instead of at the next queued job.
  if (services.config.jobsInline) {
    await services.jobs.start();
    await scheduleFilePrune(services);
    await scheduleRetention(services);
  }
  await app.listen({ port: services.config.port, host: services.config.host });
  if (services.config.logFormat === 'pretty' && isFirstServerProcess()) {
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'OWNER');
    const demo = services.config.demoData && owner ? { email: owner.email, password: DEMO_PASSWORD } : undefined;
    process.stdout.write(startupSummary(services.config, demo));
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      // An open event stream or a long download must not keep a stopped server alive.
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      void app.close().then(() => process.exit(0));
    });
  }
  return built;
}
