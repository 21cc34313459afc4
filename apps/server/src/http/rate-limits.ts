import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { isObserverLinkCall } from '../auth/observer-session.js';
import { RATE_LIMITS, type Config } from '../config.js';
import { DomainError } from '../errors.js';

/** Prefix of every rate-limit counter in Redis (several apps may share one Redis). */
export const RATE_LIMIT_NAMESPACE = 'terna:rate-limit:';

/** Redis must never hold a request up for long: a slow or absent Redis lets requests through instead. */
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** The refusal every limit answers with: 429, Retry-After, TOO_MANY_ATTEMPTS in the caller's language. */
export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  return new DomainError('TOO_MANY_ATTEMPTS', { retryAfter: Math.max(1, retryAfterSeconds) });
}

/**
 * A connection that neither delays the start nor fails a request: it connects in the background,
 * commands fail at once while it is down (no offline queue) or after REDIS_COMMAND_TIMEOUT_MS, and it
 * keeps reconnecting so the shared counters resume when Redis is back.
 */
function connectRedis(url: string, log: FastifyInstance['log']): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis unreachable: request limits are off until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again: shared limits back on');
    down = false;
  });
  redis.connect().catch(() => {}); // reported by the 'error' listener; the retry strategy keeps trying
  return redis;
}

/**
 * Registers the rate-limit plugin (route limits opt in with `config.rateLimit`) and the observer-link
 * limit. With REDIS_URL every counter lives in Redis, shared by every server node; a Redis fault lets
 * requests through (skipOnError) rather than blocking sign-in or reads. Without it, each node counts
 * in memory. Failed sign-ins are counted apart, in the database (auth/login-throttle.ts).
 */
export async function registerRateLimits(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): Promise<void> {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
    errorResponseBuilder: (request, context) =>
      Object.assign(tooManyAttempts(Math.ceil(context.ttl / 1000)), { statusCode: 429, request }),
  });

  const countObserverLinkCall = app.createRateLimit({
    ...RATE_LIMITS.observerLink,
    keyGenerator: (request: FastifyRequest) => `observer-link|${request.ip}`,
  });
  // Runs before the request context is built, so a refused call costs no token lookup.
  app.addHook('onRequest', async (request) => {
    if (!isObserverLinkCall(request.headers)) return;
    const limit = await countObserverLinkCall(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    // The error handler answers it, in GraphQL's shape on /graphql.
    throw tooManyAttempts(limit.ttlInSeconds);
  });
}
