import type { FastifyInstance } from 'fastify';
import { setObserverFeeling, setUserFeeling } from './feelings.service.js';

/**
 * The feeling routes of the process service (spec 2 section 7.2): a company user's and an observer's.
 * Both answer `{ data: { feelings } }`, every reviewer's feeling on the candidate; errors answer
 * `{ messages, code }` like every route.
 */
export function registerFeelingRoutes(app: FastifyInstance): void {
  app.post('/process-web/shortlisted', async (request) => ({
    data: await setUserFeeling(request.ctx, request.body ?? {}),
  }));

  app.post('/process-web/observers/feelings', async (request) => ({
    data: await setObserverFeeling(request.ctx, request.body ?? {}),
  }));
}
