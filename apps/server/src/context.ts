import { and, eq } from 'drizzle-orm';
import { buildAbility, type AppAbility, type Locale, type PermissionAction, type Role } from '@terna/domain';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { memberships, permissions, rolePermissions } from './db/schema/index.js';
import { DomainError } from './errors.js';
import { localeFromHeader } from './i18n.js';

/** What lives for the whole server: shared by every request. */
export interface Services {
  db: Database;
  config: Config;
  tokens: TokenService;
  throttle: LoginThrottle;
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
  caller: Caller | null;
  /** Why a presented token was not accepted (expired, forged, membership gone). */
  authError: DomainError | null;
}

export function requireCaller(ctx: RequestContext): Caller {
  if (!ctx.caller) throw ctx.authError ?? new DomainError('UNAUTHENTICATED');
  return ctx.caller;
}

/** Builds the per-request context from its headers; a bad token leaves caller null and records why. */
export async function createRequestContext(
  services: Services,
  headers: { authorization?: string | undefined; 'accept-language'?: string | undefined },
): Promise<RequestContext> {
  const locale = localeFromHeader(headers['accept-language']);
  try {
    return { ...services, locale, caller: await resolveCaller(services, headers.authorization), authError: null };
  } catch (error) {
    if (error instanceof DomainError) return { ...services, locale, caller: null, authError: error };
    throw error;
  }
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
const membershipCache = new Map<string, { role: Role; permissions: PermissionAction[]; at: number }>();

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
  const entry = { role: rows[0]!.role as Role, permissions: rows.flatMap((row) => (row.action ? [row.action as PermissionAction] : [])), at: Date.now() };
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
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
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
    ability: buildAbility(membership.permissions),
  };
}
