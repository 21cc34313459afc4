import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  candidatePrivacyNotice,
  idParamSchema,
  portalCodeRequestSchema,
  portalVerifySchema,
  processRefSchema,
} from '@terna/domain';
import { RATE_LIMITS } from '../../config.js';
import { readUpload } from '../../files/upload.js';
import { tooManyAttempts } from '../../http/rate-limits.js';
import { parseInput } from '../../validation.js';
import { updateOwnUserProfile } from '../users/index.js';
import { acceptConsent } from './consent.service.js';
import { CV_FILE_TYPES, uploadCvFile } from './cv-file.service.js';
import { answerKnockout, finishCv, getCv, saveCv, updateOwnProfile } from './cv.service.js';
import {
  enterByIdentification,
  enterByInvitation,
  entryInfo,
  entryNames,
  loadEntryProcess,
  requestCode,
  verifyCode,
} from './entry.service.js';
import { getTalentPoolOptIn, setTalentPoolOptIn } from './talent-pool.service.js';

type Limit = { max: number; timeWindow: number };

/**
 * A counter of calls per key: the first call over the limit and every one after it in the window
 * answer 429 TOO_MANY_ATTEMPTS with Retry-After. Shared through Redis when REDIS_URL is set, like
 * every other limit (http/rate-limits.ts).
 */
function limiter(app: FastifyInstance, name: string, limit: Limit) {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `${name}|${keys.get(request) ?? request.ip}`,
  });
  return async (request: FastifyRequest, key: string) => {
    keys.set(request, key);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
  };
}

/** The portal's entry and CV routes (docs/api/portal.md). */
export function registerPortalRoutes(app: FastifyInstance): void {
  const codePerAddress = limiter(app, 'portal-code-ip', RATE_LIMITS.portalCodePerAddress);
  const codePerEmail = limiter(app, 'portal-code-mail', RATE_LIMITS.portalCodePerEmail);
  const verifyPerAddress = limiter(app, 'portal-verify-ip', RATE_LIMITS.portalVerifyPerAddress);
  const identificationPerAddress = limiter(app, 'portal-id-ip', RATE_LIMITS.portalIdentification);
  const identificationPerProcess = limiter(app, 'portal-id-process', RATE_LIMITS.portalIdentification);

  app.get<{ Params: { slug: string } }>('/portal-web/entry/apply/:slug', async (request) => {
    const ref = parseInput(request.ctx, processRefSchema, { slug: request.params.slug });
    return entryInfo(request.ctx, ref);
  });
  app.get<{ Params: { processId: string } }>('/portal-web/entry/process/:processId', async (request) => {
    const processId = parseInput(request.ctx, idParamSchema, request.params.processId);
    return entryInfo(request.ctx, { processId });
  });
  // The privacy notice EntryInfo links to, as a plain page in the reader's language.
  app.get<{ Params: { processId: string } }>('/portal-web/entry/process/:processId/privacy', async (request, reply) => {
    const processId = parseInput(request.ctx, idParamSchema, request.params.processId);
    const process = await loadEntryProcess(request.ctx.db, { processId });
    const names = await entryNames(request.ctx.db, process);
    return reply.type('text/plain; charset=utf-8').send(candidatePrivacyNotice(request.ctx.locale, names));
  });

  app.post<{ Body: unknown }>('/portal-web/entry/code', async (request) => {
    await codePerAddress(request, request.ip);
    const input = parseInput(request.ctx, portalCodeRequestSchema, request.body);
    return requestCode(request.ctx, input, {
      ipAddress: request.ip,
      countMail: (key) => codePerEmail(request, key),
    });
  });
  app.post<{ Body: unknown }>('/portal-web/entry/verify', async (request) => {
    await verifyPerAddress(request, request.ip);
    return verifyCode(request.ctx, parseInput(request.ctx, portalVerifySchema, request.body));
  });
  app.post<{ Body: unknown }>('/portal-web/entry/invitation', async (request) => {
    // A signed token cannot be guessed; the limit keeps a flood of made-up ones off the database.
    await verifyPerAddress(request, request.ip);
    return enterByInvitation(request.ctx, request.body);
  });
  app.post<{ Body: unknown }>('/portal-web/entry/identification', async (request) => {
    await identificationPerAddress(request, request.ip);
    return enterByIdentification(request.ctx, request.body, (processId) =>
      identificationPerProcess(request, String(processId)),
    );
  });

  app.post<{ Body: unknown }>('/portal-web/me/consent', async (request) =>
    acceptConsent(request.ctx, request.body, { ipAddress: request.ip, userAgent: request.headers['user-agent'] }),
  );
  app.get('/portal-web/me/cv', async (request) => getCv(request.ctx));
  app.put<{ Body: unknown }>('/portal-web/me/cv', async (request) => saveCv(request.ctx, request.body));
  app.put<{ Params: { questionId: string }; Body: unknown }>(
    '/portal-web/me/cv/knockouts/:questionId',
    async (request) => answerKnockout(request.ctx, request.params.questionId, request.body),
  );
  app.post('/portal-web/me/cv/finish', async (request) => finishCv(request.ctx));
  app.get('/portal-web/me/talent-pool', async (request) => getTalentPoolOptIn(request.ctx));
  app.put<{ Body: unknown }>('/portal-web/me/talent-pool', async (request) =>
    setTalentPoolOptIn(request.ctx, request.body),
  );
  // Spec 3's people service: "updates own profile", whoever is signed in: a candidate's personal data
  // (the CV's personal part), or a company user's profile (answered as `{ data }`, like the company service).
  app.put<{ Body: unknown }>('/people-web/persons/secure/me', async (request) =>
    request.ctx.candidate
      ? updateOwnProfile(request.ctx, request.body)
      : { data: await updateOwnUserProfile(request.ctx, request.body) },
  );
}

/** The CV upload, registered in the scope that parses multipart (app.ts). */
export function registerPortalUploadRoutes(app: FastifyInstance): void {
  app.post('/portal-web/me/cv/file', async (request) =>
    uploadCvFile(request.ctx, () => readUpload(request, ['document'], CV_FILE_TYPES)),
  );
}
