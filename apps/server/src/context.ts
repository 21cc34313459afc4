import { and, eq } from 'drizzle-orm';
import {
  buildAbility,
  COMPANY_REALM,
  OBSERVER_REALM,
  type AppAbility,
  type Locale,
  type PermissionAction,
  type Realm,
  type Role,
} from '@terna/domain';
import { isCandidateToken, type CandidateSession, type CandidateTokenService } from './auth/candidate-session.js';
import type { FailureThrottle } from './auth/login-throttle.js';
import {
  bearerToken,
  isObserverLinkToken,
  isObserverRealm,
  resolveObserver,
  type ObserverSession,
} from './auth/observer-session.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { runAfterCommit, type AfterCommitWork } from './db/tenant.js';
import type { FileStorage } from './files/storage.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { SessionEvents } from './realtime/session-events.js';
import { memberships, permissions, rolePermissions } from './db/schema/index.js';
import { DomainError } from './errors.js';
import { localeFromHeader } from './i18n.js';

/** What lives for the whole server: shared by every request. */
export interface Services {
  /** The owner connection: sees every company's rows. Requests of a company caller get a tenant transaction instead. */
  db: Database;
  config: Config;
  tokens: TokenService;
  /** The candidate portal's tokens (auth/candidate-session.ts). */
  candidateTokens: CandidateTokenService;
  /** Failed sign-ins per e-mail and address (shared through Redis when REDIS_URL is set). */
  throttle: FailureThrottle;
  /** Uploaded files (logos, documents): a local folder under DATA_DIR/files. */
  files: FileStorage;
  /** Background jobs (pg-boss): queue from `ctx.afterCommit`, never inside a request's transaction. */
  jobs: JobQueue;
  /** Evaluation-session events for the candidates' live channels, across server nodes (realtime/session-events.ts). */
  sessionEvents: SessionEvents;
}

/** The signed-in company user, acting in one company. */
export interface Caller {
  userId: number;
  companyId: number;
  email: string;
  role: Role;
  permissions: PermissionAction[];
  ability: AppAbility;
}

export interface RequestContext extends Services {
  locale: Locale;
  /** evexternal when the request carries the observer realm header; then caller is always null. */
  realm: Realm;
  caller: Caller | null;
  /** The external observer of an evexternal request whose link token is valid. */
  observer: ObserverSession | null;
  /** The candidate of a portal request whose token is valid (then caller and observer are null). */
  candidate: CandidateSession | null;
  /** Why a presented token was not accepted (expired, forged, membership gone, expired observer link). */
  authError: DomainError | null;
  /**
   * Runs `work` on the owner connection once the request's writes are committed (at once when the
   * request has no transaction of its own): e-mail delivery and other background work, which must
   * not use the request's transaction.
   */
  afterCommit(work: AfterCommitWork): void;
}

/** The company caller. Observer requests never pass: FORBIDDEN, whatever token they carry. */
export function requireCaller(ctx: RequestContext): Caller {
  if (ctx.caller) return ctx.caller;
  if (ctx.observer || ctx.realm === OBSERVER_REALM) throw new DomainError('FORBIDDEN');
  throw ctx.authError ?? new DomainError('UNAUTHENTICATED');
}

/**
 * The observer of `processId`, for the observer operations (report view, feelings). A company caller,
 * or an observer of another process (whether that process exists or not), gets FORBIDDEN.
 * Terms acceptance is left to each operation (`termsAccepted`): accepting them needs the session too.
 */
export function requireObserver(ctx: RequestContext, processId: number): ObserverSession {
  const observer = requireObserverSession(ctx);
  if (observer.processId !== processId) throw new DomainError('FORBIDDEN');
  return observer;
}

/** The candidate of a portal request; a company user or an observer gets FORBIDDEN. */
export function requireCandidate(ctx: RequestContext): CandidateSession {
  if (ctx.candidate) return ctx.candidate;
  // Whatever an observer request carries, it is not a candidate's: refused like every other non-observer call.
  if (ctx.caller || ctx.observer || ctx.realm === OBSERVER_REALM) throw new DomainError('FORBIDDEN');
  throw ctx.authError ?? new DomainError('UNAUTHENTICATED');
}

/** The observer of an evexternal request, whatever the process (their session itself); a company caller gets FORBIDDEN. */
export function requireObserverSession(ctx: RequestContext): ObserverSession {
  if (ctx.observer) return ctx.observer;
  if (ctx.caller) throw new DomainError('FORBIDDEN');
  throw ctx.authError ?? new DomainError('UNAUTHENTICATED');
}

type AuthHeaders = {
  authorization?: string | undefined;
  'accept-language'?: string | undefined;
  realm?: string | string[] | undefined;
};

/** Builds the per-request context from its headers; a bad token leaves caller and observer null and records why. */
export async function createRequestContext(services: Services, headers: AuthHeaders): Promise<RequestContext> {
  const locale = localeFromHeader(headers['accept-language']);
  const realm = isObserverRealm(headers) ? OBSERVER_REALM : COMPANY_REALM;
  const afterCommit = (work: AfterCommitWork) => runAfterCommit(services.db, work);
  const base = {
    ...services,
    locale,
    realm,
    caller: null,
    observer: null,
    candidate: null,
    authError: null,
    afterCommit,
  };
  try {
    const token = bearerToken(headers.authorization);
    if (realm !== OBSERVER_REALM && token && isCandidateToken(token)) {
      return { ...base, candidate: await services.candidateTokens.verify(token) };
    }
    if (realm === OBSERVER_REALM) {
      const token = bearerToken(headers.authorization);
      return { ...base, ...(token ? { observer: await resolveObserver(services.db, token) } : {}) };
    }
    return { ...base, caller: await resolveCaller(services, headers.authorization) };
  } catch (error) {
    if (error instanceof DomainError) return { ...base, authError: await refusalOf(services, headers, error) };
    throw error;
  }
}

/** An observer's link token sent without the realm header is refused as FORBIDDEN (the request is not a company user's), not UNAUTHENTICATED. */
async function refusalOf(services: Services, headers: AuthHeaders, error: DomainError): Promise<DomainError> {
  const token = bearerToken(headers.authorization);
  if (isObserverRealm(headers) || !token || error.code !== 'UNAUTHENTICATED') return error;
  return (await isObserverLinkToken(services.db, token)) ? new DomainError('FORBIDDEN') : error;
}

/** The caller, when allowed `resource.action`; otherwise FORBIDDEN. */
export function requirePermission(ctx: RequestContext, permission: PermissionAction): Caller {
  const caller = requireCaller(ctx);
  if (!caller.permissions.includes(permission)) throw new DomainError('FORBIDDEN');
  return caller;
}

/**
 * Memberships read in the last few seconds. Every request needs the caller's role; reading it from
 * the database each time costs a round trip, so a removed member or a changed role takes effect
 * within MEMBERSHIP_TTL_MS instead of at once (per server node).
 */
const MEMBERSHIP_TTL_MS = 5_000;
const MEMBERSHIP_CACHE_LIMIT = 10_000;
// The ability is built once per entry: CASL compiles its rules, and every request of the member needs them.
const membershipCache = new Map<
  string,
  { role: Role; permissions: PermissionAction[]; ability: AppAbility; at: number }
>();

async function loadMembership(services: Services, userId: number, companyId: number) {
  const key = `${userId}:${companyId}`;
  const cached = membershipCache.get(key);
  if (cached && Date.now() - cached.at < MEMBERSHIP_TTL_MS) return cached;
  const rows = await services.db
    .select({ role: memberships.role, action: permissions.action })
    .from(memberships)
    .leftJoin(rolePermissions, eq(rolePermissions.role, memberships.role))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  if (rows.length === 0) {
    membershipCache.delete(key);
    return null;
  }
  const granted = rows.flatMap((row) => (row.action ? [row.action as PermissionAction] : []));
  const entry = { role: rows[0]!.role as Role, permissions: granted, ability: buildAbility(granted), at: Date.now() };
  if (membershipCache.size >= MEMBERSHIP_CACHE_LIMIT) membershipCache.clear();
  membershipCache.set(key, entry);
  return entry;
}

/** Forgets cached memberships (tests, and after a membership changes on this node). */
export function forgetMemberships(): void {
  membershipCache.clear();
}

/** Reads the bearer token and the caller's membership in the company the token names. */
export async function resolveCaller(services: Services, authorization: string | undefined): Promise<Caller | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  const membership = await loadMembership(services, claims.userId, claims.companyId);
  if (!membership) throw new DomainError('UNAUTHENTICATED');
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    email: claims.email,
    role: membership.role,
    permissions: membership.permissions,
    ability: membership.ability,
  };
}
