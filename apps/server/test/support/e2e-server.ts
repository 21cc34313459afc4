/**
 * The server the browser tests run against: the product's start sequence (src/start.ts) plus a
 * test-only route that builds a journey's data. The route lives here, under test/, and nothing under
 * src/ imports it, so no setting of a production server can turn it on.
 */
import { startServer } from '../../src/start.js';
import { ensureCatalogueFeatures } from '../../src/db/seed/demo.js';
import { buildWorld, type WorldSpec } from './e2e-world.js';

await startServer({
  beforeListen: async ({ app, services }) => {
    await ensureCatalogueFeatures(services.db);
    // A world is a company of its own with its members, processes and candidates (see e2e-world.ts).
    app.post('/__test__/worlds', async (request) => buildWorld(services, (request.body ?? {}) as WorldSpec));
  },
});
