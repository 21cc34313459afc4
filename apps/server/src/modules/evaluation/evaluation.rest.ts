import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMITS } from '../../config.js';
import type { Services } from '../../context.js';
import { tooManyAttempts } from '../../http/rate-limits.js';
import { registerLiveChannel } from './live.js';
import { answerQuestion, closeExpiredSessions, finishSession, journeyOf, startStep } from './session.service.js';

type SessionRoute = { Params: { sessionId: string } };

/** How often parts past their deadline are closed and scored when no call touches them. */
export const SESSION_SWEEP_SECONDS = 30;

/**
 * The candidate's journey and sessions (docs/api/portal.md, "The candidate's journey"). Every
 * route takes the candidate's token; the live channel is in live.ts.
 */
export function registerEvaluationRoutes(app: FastifyInstance, services: Services): void {
  const limits = [
    { ...RATE_LIMITS.portalAnswerBurst, key: (r: FastifyRequest) => `answer|pp|${r.ctx.candidate?.processPersonId}` },
    {
      ...RATE_LIMITS.portalAnswerSustained,
      key: (r: FastifyRequest) => `answer-m|pp|${r.ctx.candidate?.processPersonId}`,
    },
    { ...RATE_LIMITS.portalAnswerAddressBurst, key: (r: FastifyRequest) => `answer|ip|${r.ip}` },
    { ...RATE_LIMITS.portalAnswerAddressSustained, key: (r: FastifyRequest) => `answer-m|ip|${r.ip}` },
  ].map(({ key, ...limit }) => app.createRateLimit({ ...limit, keyGenerator: key }));
  // Runs once the request knows its candidate and before its transaction opens.
  const limitAnswers = async (request: FastifyRequest) => {
    for (const count of limits) {
      const limit = await count(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyAttempts(limit.ttlInSeconds);
    }
  };

  app.get('/portal-web/me', async (request) => journeyOf(request.ctx));
  app.post<{ Params: { component: string } }>('/portal-web/me/steps/:component/start', async (request) =>
    startStep(request.ctx, request.params.component, request.body),
  );
  app.post<SessionRoute>('/portal-web/me/sessions/:sessionId/answers', { onRequest: limitAnswers }, async (request) =>
    answerQuestion(request.ctx, request.params.sessionId, request.body),
  );
  app.post<SessionRoute>('/portal-web/me/sessions/:sessionId/finish', async (request) =>
    finishSession(request.ctx, request.params.sessionId, request.body),
  );
  registerLiveChannel(app);

  const sweep = setInterval(() => {
    void closeExpiredSessions(services.db, services.sessionEvents, services.realtime, services.config).catch(
      (error: unknown) => app.log.warn({ err: error }, 'closing expired evaluation sessions failed'),
    );
  }, SESSION_SWEEP_SECONDS * 1000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await services.sessionEvents.close();
  });
}
