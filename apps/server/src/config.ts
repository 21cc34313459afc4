import { availableParallelism, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { S3Settings } from './files/s3-storage.js';
import type { LogFormat } from './logging.js';
import type { Locale } from '@terna/domain';

/**
 * The candidate indexes' default budget: a sixteenth of the machine's memory, at least 256 MB and at
 * most 4 GB (issue 22). An index takes about 100-300 bytes per candidate, so a 24 GB machine (1.5 GB)
 * holds several million-candidate processes while the database and the rest of the server keep most
 * of the memory; a small container keeps the old 256 MB.
 */
export function defaultCandidateIndexMb(machineBytes: number): number {
  return Math.round(Math.min(4096, Math.max(256, machineBytes / 16 / 1024 / 1024)));
}

/** SERVER_WORKERS: a whole number of processes, at least one; `cores` for one per core. */
function serverWorkers(env: NodeJS.ProcessEnv): number {
  if (env.SERVER_WORKERS === 'cores') return availableParallelism();
  const workers = Number(env.SERVER_WORKERS ?? 1);
  return Number.isInteger(workers) && workers >= 1 ? workers : 1;
}

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
  /** `json` (one line per event, for log collectors) or `pretty` (readable in a terminal). */
  logFormat: LogFormat;
  /** Where candidates and observers reach Terna: the base of candidate and report links. */
  publicUrl: string;
  /** Trust X-Forwarded-For/-Proto from a proxy in front (true, or a list of proxy addresses). */
  trustProxy: boolean | string;
  /** Memory for the candidate list's in-memory facet indexes (docs/decisions/006), in MB per server process. */
  candidateIndexMb: number;
  /**
   * Server processes on this machine (SERVER_WORKERS, docs/decisions/040): one by default; more
   * run as a cluster on one port, one per core, and need DATABASE_URL and REDIS_URL.
   */
  serverWorkers: number;
  /** Whether this server runs the background jobs itself (JOBS_INLINE); false: it only queues them for `npm run worker`. */
  jobsInline: boolean;
  /** The sales team's inbox that receives credit and view requests (SALES_EMAIL). */
  salesEmail: string;
  /**
   * Where a purchase sends the buyer to pay (CHECKOUT_URL, with {orderId}): a payment provider is out of
   * scope (docs/decisions/021), so by default the order's own line on our subscription page (a relative link).
   */
  checkoutUrl: string;
  /** The subscriptions page the zero-credit banner opens (SUBSCRIPTION_STORE_URL, with {email} and {companyId}). */
  subscriptionStoreUrl: string;
  /** The Zoom app virtual interviews use (docs/decisions/023); without its id and secret Zoom is "not set up". */
  zoom: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** Where the OAuth pages and token endpoints live (ZOOM_OAUTH_URL); tests point it at a local fake. */
    oauthUrl: string;
    /** The REST API's base (ZOOM_API_URL), up to and including /v2. */
    apiUrl: string;
  };
  /** 32 bytes, base64 or hex (INTEGRATION_TOKEN_KEY): encrypts the providers' tokens at rest (AES-256-GCM). */
  integrationTokenKey: string | undefined;
  /** Object storage for stored files (S3_BUCKET and the other S3_* settings); unset: the database or DATA_DIR (docs/decisions/025). */
  s3: S3Settings | undefined;
  /** Days after which report bundles and files nothing points to are pruned (FILES_MAX_AGE_DAYS). */
  filesMaxAgeDays: number;
  /** Who a production install's first start invites as its owner, and the company it creates (db/seed/first-owner.ts). */
  firstOwner: FirstOwnerSettings;
}

/** Who a production install's first start invites as its owner (FIRST_OWNER_EMAIL, FIRST_COMPANY_*, FIRST_OWNER_LANGUAGE). */
export interface FirstOwnerSettings {
  email: string | undefined;
  companyName: string;
  countryCode: string;
  locale: Locale;
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
    // A real install never gets the demo accounts (their password is public) unless it asks for them.
    demoData: env.DEMO_DATA ? env.DEMO_DATA !== 'false' : env.NODE_ENV !== 'production',
    production: env.NODE_ENV === 'production',
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    // A developer's terminal shows warnings and errors readably and then one line saying where Terna is;
    // production keeps every request as JSON for the log collector.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty'
        ? env.LOG_FORMAT
        : env.NODE_ENV === 'production'
          ? 'json'
          : 'pretty',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    // The budget is the machine's: each process of a cluster holds its own indexes, so each gets its share.
    candidateIndexMb:
      (env.CANDIDATE_INDEX_MB ? Number(env.CANDIDATE_INDEX_MB) : defaultCandidateIndexMb(totalmem())) /
      serverWorkers(env),
    serverWorkers: serverWorkers(env),
    jobsInline: env.JOBS_INLINE !== 'false',
    salesEmail: env.SALES_EMAIL || 'ventas@terna.lat',
    // Relative by default: the web app resolves them on its own origin, whatever address it is reached at.
    checkoutUrl: env.CHECKOUT_URL || '/subscription/detail?order={orderId}',
    subscriptionStoreUrl: env.SUBSCRIPTION_STORE_URL || '/subscription/detail?email={email}&companyId={companyId}',
    zoom: {
      clientId: env.ZOOM_CLIENT_ID || undefined,
      clientSecret: env.ZOOM_CLIENT_SECRET || undefined,
      oauthUrl: (env.ZOOM_OAUTH_URL || 'https://zoom.us').replace(/\/+$/, ''),
      apiUrl: (env.ZOOM_API_URL || 'https://api.zoom.us/v2').replace(/\/+$/, ''),
    },
    integrationTokenKey: env.INTEGRATION_TOKEN_KEY || undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          prefix: env.S3_PREFIX ?? '',
          // S3-compatible servers mostly want the bucket in the path; AWS itself takes either.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    filesMaxAgeDays: Number(env.FILES_MAX_AGE_DAYS ?? 30),
    firstOwner: {
      email: env.FIRST_OWNER_EMAIL?.trim() || undefined,
      companyName: env.FIRST_COMPANY_NAME?.trim() || 'Mi empresa',
      countryCode: env.FIRST_COMPANY_COUNTRY?.trim().toUpperCase() || 'EC',
      locale: env.FIRST_OWNER_LANGUAGE === 'en' ? 'en' : 'es',
    },
  };
}

/**
 * Request limits per client address (behind a proxy, TRUST_PROXY makes that the real client). Sized so
 * a person never meets them, counting a whole office behind one NAT address, while a script does within
 * a minute. The failed sign-in throttle per account and address (auth/login-throttle.ts) is the finer
 * wall behind the sign-in limit.
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
  /**
   * The candidate portal's sign-in (docs/decisions/014). Codes mailed to one address of one process:
   * 3 in 10 minutes covers a lost e-mail and a retry; from one address, 20 an hour lets a shared office
   * or a job fair's wifi apply without letting one machine flood mailboxes.
   */
  portalCodePerEmail: { max: 3, timeWindow: 600_000 },
  portalCodePerAddress: { max: 20, timeWindow: 3_600_000 },
  /** Code checks from one address: each code dies after PORTAL_CODE.maxAttempts; this caps guessing across codes. */
  portalVerifyPerAddress: { max: 60, timeWindow: 600_000 },
  /** Identification numbers are guessable: 5 tries in 10 minutes per address and per process. */
  portalIdentification: { max: 5, timeWindow: 600_000 },
  /**
   * A candidate's answers: one per question, a few seconds each at the quickest; 120 a minute is far
   * above anyone reading the questions and stops a script replaying answers. The burst admits the
   * answers a page queued while offline and sends at once on reconnecting.
   */
  portalAnswerBurst: { max: 20, timeWindow: 1_000 },
  portalAnswerSustained: { max: 120, timeWindow: 60_000 },
  /**
   * Per address the limit is a test centre's: 200 candidates behind one NAT answering every 2 s
   * make 100 a second; the per-candidate limit above is the one that bites a single client.
   */
  portalAnswerAddressBurst: { max: 250, timeWindow: 1_000 },
  portalAnswerAddressSustained: { max: 9_000, timeWindow: 60_000 },
} as const;
