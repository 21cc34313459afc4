import { resolve } from 'node:path';

/** Every environment variable the server reads; the README lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  demoData: boolean;
  production: boolean;
  webDist: string;
  logLevel: string;
  /** Where candidates and observers reach Terna: the base of candidate and report links. */
  publicUrl: string;
  /** Trust X-Forwarded-For/-Proto from a proxy in front (true, or a list of proxy addresses). */
  trustProxy: boolean | string;
  /** Memory for the candidate list's in-memory facet indexes (docs/decisions/006), in MB per server node. */
  candidateIndexMb: number;
  /** Whether this server runs the background jobs itself (JOBS_INLINE); false: it only queues them for `npm run worker`. */
  jobsInline: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 7 * 24 * 3600),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    demoData: env.DEMO_DATA !== 'false',
    production: env.NODE_ENV === 'production',
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    candidateIndexMb: Number(env.CANDIDATE_INDEX_MB ?? 256),
    jobsInline: env.JOBS_INLINE !== 'false',
  };
}
