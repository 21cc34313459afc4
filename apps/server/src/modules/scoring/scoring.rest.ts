import type { FastifyInstance } from 'fastify';
import { capResultsDetail } from './capresults.service.js';

/** The evaluation service's results route (spec 3 section 7); errors answer `{ messages, code }` like every route. */
export function registerScoringRoutes(app: FastifyInstance): void {
  // The 2 is the spec's fixed result kind (the CAP composed result).
  app.get('/evaluation-web/capresults/:processId/2/:personId/detail', async (request) => ({
    data: await capResultsDetail(request.ctx, request.params),
  }));
}
