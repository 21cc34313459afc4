import type { FastifyInstance } from 'fastify';
import { observerLinkSession } from './observer-session.service.js';

/** The observer realm's REST route of spec 2 section 7.2: the link's session, for the report guard. */
export function registerObserverRoutes(app: FastifyInstance): void {
  app.get('/process-web/public/observers/links/:id', async (request) => ({
    data: await observerLinkSession(request.ctx, (request.params as { id?: unknown }).id),
  }));
}
