import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '@terna/domain';
import { z } from 'zod';
import { RATE_LIMITS, type Config } from '../../config.js';
import { parseInput } from '../../validation.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { demoDataLoaded } from '../../db/seed/demo-status.js';
import { login, logout, refresh, switchCompany, type SignedIn } from './auth.service.js';

export const REFRESH_COOKIE = 'terna_refresh';

function respond(request: FastifyRequest, reply: FastifyReply, session: SignedIn) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    path: '/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.ctx.config.production || request.protocol === 'https',
    maxAge: request.ctx.config.refreshTokenTtlSeconds,
  });
  return { data: { accessToken: session.accessToken, expiresAt: session.expiresAt, user: session.user } };
}

const switchBody = z.object({ companyId: idParamSchema });

export function registerAuthRoutes(app: FastifyInstance, config: Pick<Config, 'production'>): void {
  // The sign-in page lists the demo accounts while the demo data is there. A production build has no
  // such route at all, even with DEMO_DATA=true: it never hands out a password (404, like any unknown path).
  if (!config.production)
    app.get('/auth/demo-accounts', async (request) => {
      const loaded = request.ctx.config.demoData && (await demoDataLoaded(request.ctx.db));
      return { data: loaded ? { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS } : { password: '', accounts: [] } };
    });

  app.post('/auth/login', { config: { rateLimit: RATE_LIMITS.signIn } }, async (request, reply) =>
    respond(request, reply, await login(request.ctx, request.body, request.ip)),
  );

  app.post('/auth/refresh', { config: { rateLimit: RATE_LIMITS.refresh } }, async (request, reply) =>
    respond(request, reply, await refresh(request.ctx, request.cookies[REFRESH_COOKIE])),
  );

  app.post('/auth/logout', async (request, reply) => {
    await logout(request.ctx, request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
    return { data: { ok: true } };
  });

  app.post('/auth/switch-company', async (request, reply) => {
    const { companyId } = parseInput(request.ctx, switchBody, request.body);
    const session = await switchCompany(request.ctx, companyId);
    // The browser's session in the previous company ends, its access token with it: one live session per sign-in.
    await logout(request.ctx, request.cookies[REFRESH_COOKIE]);
    return respond(request, reply, session);
  });
}
