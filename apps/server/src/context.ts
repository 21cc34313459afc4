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

/** Reads the bearer token and the caller's current membership (a removed member's token stops working at once). */
export async function resolveCaller(services: Services, authorization: string | undefined): Promise<Caller | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  const rows = await services.db
    .select({ role: memberships.role, action: permissions.action })
    .from(memberships)
    .leftJoin(rolePermissions, eq(rolePermissions.role, memberships.role))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(memberships.userId, claims.userId), eq(memberships.companyId, claims.companyId)));
  if (rows.length === 0) throw new DomainError('UNAUTHENTICATED');
  const granted = rows.flatMap((row) => (row.action ? [row.action as PermissionAction] : []));
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    email: claims.email,
    role: rows[0]!.role as Role,
    permissions: granted,
    ability: buildAbility(granted),
  };
}
