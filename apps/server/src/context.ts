import { sql } from 'drizzle-orm';
import {
  buildAbility,
  COMPANY_REALM,
  OBSERVER_REALM,
  PRIVACY_POLICY_NAME,
  type AppAbility,
  type Locale,
  type PermissionAction,
  type MemberRole,
  type Realm,
  type UserScope,
} from '@terna/domain';
import { isCandidateToken, type CandidateSession, type CandidateTokenService } from './auth/candidate-session.js';
import {
  bearerToken,
  isObserverLinkToken,
  isObserverRealm,
  resolveObserver,
  type ObserverSession,
} from './auth/observer-session.js';
import type { AccessClaims, TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { runAfterCommit, type AfterCommitWork } from './db/tenant.js';
import type { FileStorage } from './files/storage.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Realtime } from './realtime/pubsub.js';
import type { SessionEvents } from './realtime/session-events.js';
import { preparedStatement } from './db/client.js';
import {
  authSessions,
  companyRoles,
  memberships,
  permissions,
  privacyPolicies,
  rolePermissions,
  termsAcceptances,
} from './db/schema/index.js';
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
  /** Uploaded files (logos, documents): a local folder under DATA_DIR/files. */
  files: FileStorage;
  /** Background jobs (pg-boss): queue from `ctx.afterCommit`, never inside a request's transaction. */
  jobs: JobQueue;
  /** Evaluation-session events for the candidates' live channels, across server nodes (realtime/session-events.ts). */
  sessionEvents: SessionEvents;
  /** What the GraphQL subscriptions hear, across server nodes (realtime/pubsub.ts). */
  realtime: Realtime;
}

/** What a member is limited to: the whole company (both ids null), one agency, or one department of it. */
export interface CallerScope {
  kind: UserScope;
  agencyId: number | null;
  departmentId: number | null;
}

/** The signed-in company user, acting in one company. */
export interface Caller {
  userId: number;
  companyId: number;
  email: string;
  role: MemberRole;
  permissions: PermissionAction[];
  ability: AppAbility;
  scope: CallerScope;
  /** The session family (sign-in) the access token belongs to; null for a token issued without one. */
  sessionId: string | null;
  /**
   * Whether the user accepted the current privacy-policy version (or none is published). Until then
   * the privacy-policy gate (auth/privacy-policy-gate.ts) refuses all but a few operations.
   */
  privacyPolicyAccepted: boolean;
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

// CASL compiles an ability's rules; members with the same permissions share one.
const abilities = new Map<string, AppAbility>();
const ABILITY_CACHE_LIMIT = 1_000;

function abilityOf(granted: readonly PermissionAction[]): AppAbility {
  const key = [...granted].sort().join(',');
  let ability = abilities.get(key);
  if (!ability) {
    if (abilities.size >= ABILITY_CACHE_LIMIT) abilities.clear();
    ability = buildAbility(granted);
    abilities.set(key, ability);
  }
  return ability;
}

interface MembershipRow extends Record<string, unknown> {
  session_live: boolean;
  role: string;
  status: string;
  scope: string;
  agency_id: number | null;
  department_id: number | null;
  permissions: string[] | null;
  privacy_policy_accepted: boolean;
}

/**
 * The member's role, scope and permissions, and whether the user accepted the current privacy
 * policy, read on every request (one indexed statement) and never cached: a role change, removal,
 * deactivation or a newly published policy takes effect on the member's next request, on every
 * server node. A CUSTOM role's permissions are its company role's; a built-in role's come from
 * role_permissions. The same statement asks whether the token's session family still has an
 * unrevoked refresh token: sign-out, a replayed refresh token or a password change elsewhere ends
 * the session's access tokens at once on every node, with no deny list of its own to share.
 * Prepared, and built once: planning its subqueries took longer than running them (decision 039).
 */
const membershipOf = preparedStatement<MembershipRow>(
  'request_membership',
  () => sql`select m.role, m.status, m.scope, m.agency_id, m.department_id,
        (${sql.placeholder('sessionId')}::uuid is null or exists (select 1 from ${authSessions} s
          where s.family_id = ${sql.placeholder('sessionId')}::uuid and s.revoked_at is null)) as session_live,
        coalesce(cr.permissions, array(
          select p.action from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id
          where rp.role = m.role)) as permissions,
        not exists (
          select 1 from (select max(pp.version) as version from ${privacyPolicies} pp) current_policy
          where current_policy.version is not null and not exists (
            select 1 from ${termsAcceptances} ta
            where ta.user_id = m.user_id and ta.name = ${PRIVACY_POLICY_NAME}
              and ta.version = current_policy.version::text)) as privacy_policy_accepted
      from ${memberships} m left join ${companyRoles} cr on cr.id = m.custom_role_id
      where m.user_id = ${sql.placeholder('userId')} and m.company_id = ${sql.placeholder('companyId')}`,
);

async function loadMembership(services: Services, claims: AccessClaims) {
  const { userId, companyId, sessionId = null } = claims;
  const [row] = await membershipOf(services.db, { userId, companyId, sessionId });
  if (!row || row.status !== 'ACTIVE') throw new DomainError('UNAUTHENTICATED');
  if (!row.session_live) throw new DomainError('SESSION_EXPIRED');
  const granted = (row.permissions ?? []) as PermissionAction[];
  return {
    role: row.role as MemberRole,
    permissions: granted,
    ability: abilityOf(granted),
    privacyPolicyAccepted: Boolean(row.privacy_policy_accepted),
    scope: {
      kind: row.scope as UserScope,
      agencyId: row.agency_id === null ? null : Number(row.agency_id),
      departmentId: row.department_id === null ? null : Number(row.department_id),
    },
  };
}

/** Reads the bearer token and the caller's membership in the company the token names. */
export async function resolveCaller(services: Services, authorization: string | undefined): Promise<Caller | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  const membership = await loadMembership(services, claims);
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    email: claims.email,
    role: membership.role,
    permissions: membership.permissions,
    ability: membership.ability,
    scope: membership.scope,
    sessionId: claims.sessionId ?? null,
    privacyPolicyAccepted: membership.privacyPolicyAccepted,
  };
}
