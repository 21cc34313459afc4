import { join } from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { loadConfig, type Config } from './config.js';
import { registerPrivacyPolicyGate } from './auth/privacy-policy-gate.js';
import { createRequestContext, type RequestContext, type Services } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { outageError } from './db/outage.js';
import { databaseReadiness } from './db/readiness.js';
import { seedReferenceData } from './db/seed/reference.js';
import type { ErrorCode } from '@terna/domain';
import { DomainError } from './errors.js';
import { registerFileRoutes } from './files/file.rest.js';
import { UPLOAD_LIMITS } from './files/upload.js';
import { createGraphqlHandler } from './graphql/yoga.js';
import { errorMessage, localeFromHeader, validationMessage } from './i18n.js';
import { logOptions, standardOutput, type LogDestination } from './logging.js';
import { webEntryPage, webFileCacheControl } from './web-app-files.js';
import { registerAuthRoutes } from './modules/auth/auth.rest.js';
import { registerCandidateActionRoutes } from './modules/candidates/candidate-actions.rest.js';
import { startCandidateIndexLoader } from './modules/candidates/index.js';
import { registerCatalogueRoutes } from './modules/catalogues/catalogue.rest.js';
import { registerFeelingRoutes } from './modules/review/feelings.rest.js';
import { registerCompanyLogoRoutes } from './modules/companies/company-logo.rest.js';
import { registerResourceFileRoutes } from './modules/resources/resource-file.rest.js';
import { registerCompanyRoutes } from './modules/companies/company.rest.js';
import { registerInvitationRoutes } from './modules/invitations/invitation.rest.js';
import { registerLaunchRoutes } from './modules/launch/launch.rest.js';
import { registerObserverRoutes } from './modules/observers/observer.rest.js';
import { registerPortalRoutes, registerPortalUploadRoutes } from './modules/portal/portal.rest.js';
import { registerPrivacyRoutes } from './modules/privacy/privacy.rest.js';
import { registerDataSubjectExportRoutes } from './modules/privacy/data-subject-export.rest.js';
import { registerRetention } from './modules/privacy/index.js';
import { registerQuestionBankRoutes } from './modules/question-bank/question-bank.rest.js';
import { registerEvaluationRoutes } from './modules/evaluation/index.js';
import { registerComponentsFinishedRoutes } from './modules/reports/components-finished.rest.js';
import { registerReportWorkers } from './modules/reports/report-jobs.js';
import { registerFilePrune } from './files/file-prune.js';
import { registerReportRoutes } from './modules/reports/report.rest.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.rest.js';
import { registerCreditAccountRoutes } from './modules/credits/credit-account.rest.js';
import { registerActivityLogRoutes } from './modules/company-records/activity-log.rest.js';
import { registerScoringRoutes, startRerankWorker } from './modules/scoring/index.js';
import { registerSubscriptionRoutes } from './modules/subscriptions/subscription.rest.js';
import { registerMeetingRoutes } from './modules/meetings/index.js';
import { registerRequestTransactions } from './request-transaction.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createServices } from './services.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** One HTTP route of the API as registered: the route table the security suites walk. */
export interface ApiRoute {
  method: string;
  url: string;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every API route (REST and /graphql), in registration order; static files and HEAD twins left out. */
  routes: ApiRoute[];
  services: Services;
  database: DatabaseHandle;
}

export interface BuildOptions {
  config?: Partial<Config>;
  /** An open database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Log at LOG_LEVEL: true to stdout, or to this destination (tests read the lines). */
  logger?: boolean | LogDestination;
}

/** API paths: everything else that is a GET is the web app's (client-side routing). */
export const API_PREFIXES = [
  '/graphql',
  '/auth/login',
  '/auth/refresh',
  '/auth/switch-company',
  '/auth/demo-accounts',
  '/cm/',
  '/process-web/',
  '/evaluation-web/',
  '/client/',
  '/catalog-mongo-web/',
  '/catalog-graph-web/',
  '/qae-web/',
  '/portal-web/',
  '/people-web/',
  '/files/',
  '/health',
  '/ready',
  '/api/',
];

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

  // The job queue logs through the app's logger, created below; it logs nothing before its first job.
  const services: Services = createServices(config, database, {
    log: {
      warn: (details, message) => app.log.warn(details, message),
      error: (details, message) => app.log.error(details, message),
    },
  });

  const app = Fastify({
    logger: options.logger
      ? logOptions(config.logLevel, options.logger === true ? standardOutput(config.logFormat) : options.logger)
      : false,
    // JSON bodies only: uploads have their own limit (multipart), and no GraphQL document or form comes near a megabyte.
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client address and protocol come from X-Forwarded-* (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // A URL the router refuses (bad percent-encoding, an over-long parameter) answers like every other bad input.
    frameworkErrors: (error, request, reply) => {
      const code = error.statusCode && error.statusCode >= 500 ? 'INTERNAL' : 'BAD_INPUT';
      // Typed for any route's reply schema; this reply has none.
      void (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ messages: [errorMessage(localeFromHeader(request.headers['accept-language']), code)], code });
    },
  });
  const routes: ApiRoute[] = [];
  let recordingRoutes = true;
  app.addHook('onRoute', (route) => {
    if (!recordingRoutes) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await app.register(cookie);
  await registerSecurityHeaders(app, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await registerRateLimits(app, config);

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = await createRequestContext(services, request.headers);
    reply.header('content-language', request.ctx.locale);
    // The web build's files are sent in the encoding the browser accepts (preCompressed below).
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    reply.header('vary', isApi ? 'Accept-Language' : 'Accept-Language, Accept-Encoding');
  });
  registerPrivacyPolicyGate(app);
  registerRequestTransactions(app, services.db);

  app.setErrorHandler((caught, request, reply) => {
    // The request context itself can be what failed (it reads the caller's membership): then the header gives the language.
    const locale = request.ctx?.locale ?? localeFromHeader(request.headers['accept-language']);
    reply.header('content-language', locale);
    const answer = (status: number, code: ErrorCode, messages: string[], fields?: Record<string, string>) => {
      // A GraphQL client reads `errors`, also for a refusal before Yoga ran (rate limit, body limit, an outage
      // while reading the caller). As Yoga does, in the GraphQL-over-HTTP media type when accepted: Apollo
      // reads a non-2xx body only in that one.
      if (request.routeOptions.url === '/graphql') {
        const media = request.headers.accept?.includes('application/graphql-response+json')
          ? 'application/graphql-response+json'
          : 'application/json';
        return reply
          .status(status)
          .type(`${media}; charset=utf-8`)
          .send({
            errors: messages.map((message) => ({ message, extensions: { code, ...(fields ? { fields } : {}) } })),
          });
      }
      return reply.status(status).send({ messages, code, ...(fields ? { fields } : {}) });
    };
    const outage = outageError(caught);
    if (outage) request.log.warn({ err: caught }, 'database unavailable');
    const error = outage ?? caught;
    if (error instanceof DomainError) {
      if (error.params.retryAfter) reply.header('retry-after', String(error.params.retryAfter));
      const fieldMessages = Object.values(error.fields ?? {}).map((f) => validationMessage(locale, f.key, f.params));
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([k, f]) => [k, validationMessage(locale, f.key, f.params)]),
          )
        : undefined;
      return answer(
        error.status,
        error.code,
        fieldMessages.length ? fieldMessages : [errorMessage(locale, error.code, error.params)],
        fields,
      );
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'REQUEST_TOO_LARGE' : 'BAD_INPUT';
      return answer(status, code, [errorMessage(locale, code)]);
    }
    request.log.error(error);
    return answer(500, 'INTERNAL', [errorMessage(locale, 'INTERNAL')]);
  });

  const yoga = createGraphqlHandler(app.log, { production: config.production });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A result is one JSON text: sent as such, not piped through a web stream (only an event
      // stream or a multipart answer, which this schema never gives, comes in parts).
      const parts = /^(text\/event-stream|multipart\/mixed)/.test(response.headers.get('content-type') ?? '');
      reply.send(parts ? response.body : await response.text());
      return reply;
    },
  });

  registerAuthRoutes(app, config);
  registerPrivacyRoutes(app);
  registerDataSubjectExportRoutes(app);
  registerCompanyRoutes(app);
  registerInvitationRoutes(app);
  registerObserverRoutes(app);
  registerCandidateActionRoutes(app);
  registerFeelingRoutes(app);
  registerComponentsFinishedRoutes(app);
  registerScoringRoutes(app);
  registerReportRoutes(app);
  registerAnalyticsRoutes(app);
  registerCreditAccountRoutes(app);
  registerActivityLogRoutes(app);
  registerLaunchRoutes(app);
  registerFileRoutes(app);
  registerCatalogueRoutes(app);
  registerMeetingRoutes(app);
  registerQuestionBankRoutes(app);
  registerEvaluationRoutes(app, services);
  registerPortalRoutes(app);
  registerSubscriptionRoutes(app);
  // Multipart is parsed in this scope only: no other route (GraphQL included) accepts a file.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: UPLOAD_LIMITS });
    registerCompanyLogoRoutes(uploads);
    registerPortalUploadRoutes(uploads);
    registerResourceFileRoutes(uploads);
  });

  // Liveness: the process answers. It reads nothing, so a database outage does not get the node restarted.
  app.get('/health', async () => ({ status: 'ok' }));
  // Readiness: traffic may come here only while the database answers and holds every migration of the journal.
  app.get('/ready', async (request, reply) => {
    const readiness = await databaseReadiness(services.db);
    if (readiness.ready) return { status: 'ready' };
    if (readiness.error) request.log.error({ err: readiness.error }, 'readiness check failed');
    const { reason, pendingMigrations } = readiness;
    return reply
      .status(503)
      .send({ status: 'unavailable', reason, ...(pendingMigrations ? { pendingMigrations } : {}) });
  });

  // The static plugin registers a route per file of the web build: those are not the API.
  recordingRoutes = false;
  const serveWeb = existsSync(config.webDist);
  if (serveWeb)
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text file (vite.config.ts): nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', webFileCacheControl(path));
      },
    });
  const entryPage = serveWeb ? webEntryPage(config.webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (serveWeb && request.method === 'GET' && !isApi && !request.url.startsWith('/assets/')) {
      return reply.type('text/html').sendFile(entryPage!(request.url));
    }
    return reply
      .status(404)
      .send({ messages: [errorMessage(request.ctx?.locale ?? 'es', 'NOT_FOUND')], code: 'NOT_FOUND' });
  });

  // Inline workers poll from the first queued job on (main.ts starts them at once, for jobs queued before a restart).
  if (config.jobsInline) {
    await registerReportWorkers(services);
    await registerFilePrune(services);
    await registerRetention(services);
    startRerankWorker(services, app.log);
  }
  const stopCandidateIndexLoader = startCandidateIndexLoader(database, {
    dir: join(config.dataDir, 'candidate-index'),
    log: app.log,
  });
  app.addHook('onClose', async () => {
    // Running jobs finish (or are given up) before the database they use closes.
    await services.jobs.stop();
    await stopCandidateIndexLoader();
    await services.realtime.close();
    if (!options.database) await database.close();
  });
  return { app, routes, services, database };
}
