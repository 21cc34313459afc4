import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { SharedLoginThrottle, type FailureThrottle } from '../auth/login-throttle.js';
import { isObserverLinkCall } from '../auth/observer-session.js';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';

/**
 * Request limits per client address (behind a proxy, TRUST_PROXY makes that the real client). Sized so
 * a person never meets them, counting a whole office behind one NAT address, while a script does within
 * a minute. The per-account sign-in failure throttle (auth/login-throttle.ts) is the finer wall behind
 * the sign-in limit.
 */
export const RATE_LIMITS = {
  /** Someone signs in a few times a day; 30 a minute lets an office start its shift at once and caps blind guessing at one every 2 s. */
  signIn: { max: 30, timeWindow: 60_000 },
  /** Every open tab renews its 15-minute access token once per token: 60 a minute is a very large office. */
  refresh: { max: 60, timeWindow: 60_000 },
  /**
   * Every evexternal request, and any bearer that cannot be a company JWT: each one looks a link token up
   * in the database. A reviewer paging through candidates makes well under one call a second (a few
   * colleagues behind one address stay under 4); this limit runs before the lookup, so a flood of made-up
   * tokens never reaches the database. Unknown tokens are not counted harder: the tokens carry 256
   * random bits, so no rate makes guessing one feasible, and the lookup cost is already bounded here.
   */
  observerLink: { max: 240, timeWindow: 60_000 },
} as const;

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
    if (!down)
      log.warn(
        { err: error },
        'Redis unreachable: request limits are off and failed sign-ins are counted per node until it is back',
      );
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
 * limit, and returns the sign-in failure throttle to use. With REDIS_URL every counter lives in Redis,
 * shared by every server node; a Redis fault lets requests through (skipOnError) rather than blocking
 * sign-in or reads, and the failure throttle falls back to `local`. Without it, each node counts in memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl'>,
  local: FailureThrottle,
): Promise<FailureThrottle> {
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

  return redis ? new SharedLoginThrottle(redis, local) : local;
}
