import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import { LoginThrottle } from './auth/login-throttle.js';
import { createTokenService, resolveSecret } from './auth/tokens.js';
import { loadConfig, type Config } from './config.js';
import { createRequestContext, type RequestContext, type Services } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { seedReferenceData } from './db/seed/reference.js';
import { DomainError } from './errors.js';
import { createGraphqlHandler } from './graphql/yoga.js';
import { errorMessage, validationMessage } from './i18n.js';
import { registerAuthRoutes } from './modules/auth/auth.rest.js';
import { registerCandidateActionRoutes } from './modules/candidates/candidate-actions.rest.js';
import { registerInvitationRoutes } from './modules/invitations/invitation.rest.js';
import { registerPrivacyRoutes } from './modules/privacy/privacy.rest.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
}

export interface BuildOptions {
  config?: Partial<Config>;
  /** An open database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** API paths: everything else that is a GET is the web app's (client-side routing). */
const API_PREFIXES = ['/graphql', '/auth/login', '/auth/refresh', '/auth/switch-company', '/auth/demo-accounts', '/cm/', '/process-web/', '/evaluation-web/', '/health', '/ready'];

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Fastify with everything registered, not listening: tests call it through inject(). */
export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const config = { ...loadConfig(), ...options.config };
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await withStartupLock(database, async () => {
    await migrate(database);
    await seedReferenceData(database.db);
  });

  const services: Services = {
    db: database.db,
    config,
    tokens: createTokenService(resolveSecret(config), config.accessTokenTtlSeconds),
    throttle: new LoginThrottle(),
  };

  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client address and protocol come from X-Forwarded-* (TRUST_PROXY).
    trustProxy: config.trustProxy,
  });
  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) =>
      Object.assign(new DomainError('TOO_MANY_ATTEMPTS', { retryAfter: Math.ceil(context.ttl / 1000) }), {
        statusCode: 429,
        request,
      }),
  });

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = await createRequestContext(services, request.headers);
    reply.header('content-language', request.ctx.locale);
    reply.header('vary', 'Accept-Language');
  });

  app.setErrorHandler((error, request, reply) => {
    const locale = request.ctx?.locale ?? 'es';
    if (error instanceof DomainError) {
      if (error.code === 'TOO_MANY_ATTEMPTS' && error.params.retryAfter) reply.header('retry-after', String(error.params.retryAfter));
      const fieldMessages = Object.values(error.fields ?? {}).map((f) => validationMessage(locale, f.key, f.params));
      return reply.status(error.status).send({
        messages: fieldMessages.length ? fieldMessages : [errorMessage(locale, error.code, error.params)],
        code: error.code,
        ...(error.fields ? { fields: Object.fromEntries(Object.entries(error.fields).map(([k, f]) => [k, validationMessage(locale, f.key, f.params)])) } : {}),
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ messages: [errorMessage(locale, 'BAD_INPUT')], code: 'BAD_INPUT' });
    }
    request.log.error(error);
    return reply.status(500).send({ messages: [errorMessage(locale, 'INTERNAL')], code: 'INTERNAL' });
  });

  const yoga = createGraphqlHandler(app.log);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerAuthRoutes(app);
  registerPrivacyRoutes(app);
  registerInvitationRoutes(app);
  registerCandidateActionRoutes(app);

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_, reply) => {
    try {
      await services.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  const serveWeb = existsSync(config.webDist);
  if (serveWeb) await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (serveWeb && request.method === 'GET' && !isApi && !request.url.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ messages: [errorMessage(request.ctx?.locale ?? 'es', 'NOT_FOUND')], code: 'NOT_FOUND' });
  });

  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  return { app, services, database };
}
