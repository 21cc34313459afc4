/**
 * The server the browser tests run against: the product's start sequence (src/start.ts) plus a
 * test-only route that builds a journey's data. The route lives here, under test/, and nothing under
 * src/ imports it, so no setting of a production server can turn it on.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { startServer } from '../../src/start.js';
import { queryRows } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema/index.js';
import { ensureCatalogueFeatures } from '../../src/db/seed/demo.js';
import { buildWorld, type WorldSpec } from './e2e-world.js';
import { startFakeZoom } from './fake-zoom.js';

// Virtual interviews talk to a local fake Zoom on 127.0.0.1 (its consent page approves at once, so the
// browser's popup comes straight back); it lives in this process and stops when the server exits.
const zoom = await startFakeZoom();
process.env.ZOOM_CLIENT_ID = zoom.clientId;
process.env.ZOOM_CLIENT_SECRET = zoom.clientSecret;
process.env.ZOOM_OAUTH_URL = zoom.oauthUrl;
process.env.ZOOM_API_URL = zoom.apiUrl;
process.env.INTEGRATION_TOKEN_KEY = randomBytes(32).toString('base64');

await startServer({
  beforeListen: async ({ app, services }) => {
    await ensureCatalogueFeatures(services.db);
    // A world is a company of its own with its members, processes and candidates (see e2e-world.ts).
    app.post('/__test__/worlds', async (request) => buildWorld(services, (request.body ?? {}) as WorldSpec));
    // The newest e-mail to an address, as the person reads it in their inbox (the portal's sign-in code).
    app.get<{ Querystring: { to: string } }>('/__test__/mails/latest', async (request) => {
      const [mail] = await services.db
        .select({ subject: mailOutbox.subject, body: mailOutbox.body })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, request.query.to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return mail ?? null;
    });
    // The clock of a candidate's open part runs out now (what a 20-minute test would take to reach in real time).
    app.post<{ Body: { email: string; componentType: string } }>('/__test__/sessions/expire', async (request) => {
      const { email, componentType } = request.body;
      const expired = await queryRows<{ id: string }>(
        services.db,
        sql`update evaluation_sessions s set deadline_at = now() - interval '1 second'
        from process_persons pp join persons pe on pe.id = pp.person_id
        where s.process_person_id = pp.id and lower(pe.email) = lower(${email})
          and s.component_type = ${componentType} and s.status = 'INPROGRESS' returning s.id`,
      );
      return { expired: expired.length };
    });
  },
});
