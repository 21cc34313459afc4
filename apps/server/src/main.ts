import { buildApp } from './app.js';
import { issueDemoObserverLinks } from './db/seed/demo-observer-links.js';
import { seedDemoIfEmpty } from './db/seed/demo.js';

const { app, services, database } = await buildApp({ logger: true });
if (services.config.demoData) {
  const seeded = await seedDemoIfEmpty(database.db);
  if (seeded) {
    await issueDemoObserverLinks(database.db, services.config);
    app.log.info('demo data loaded');
  }
}
await app.listen({ port: services.config.port, host: services.config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}
