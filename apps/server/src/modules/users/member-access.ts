import { and, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import { mayGrant, ROLE_GRANTS, type MemberAccess, type MemberRole, type PermissionAction } from '@terna/domain';
import type { Caller, RequestContext } from '../../context.js';
import { agencies, companyRoles, departments, memberships } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

/** The permissions a role gives in the caller's company: a built-in role's grants or the company role's list. */
export async function grantsOf(
  ctx: RequestContext,
  role: MemberRole,
  customRoleId: number | null,
): Promise<readonly PermissionAction[]> {
  if (role !== 'CUSTOM') return ROLE_GRANTS[role];
  const caller = ctx.caller!;
  const [custom] = await ctx.db
    .select({ permissions: companyRoles.permissions })
    .from(companyRoles)
    .where(and(eq(companyRoles.id, customRoleId ?? 0), eq(companyRoles.companyId, caller.companyId)))
    // Shared with other grants, exclusive with deleteCompanyRole: a role is not deleted while it is being given.
    .for('share');
  if (!custom) throw new DomainError('NOT_FOUND');
  return custom.permissions as PermissionAction[];
}

/** Refuses a role the caller may not give: more permissions than theirs, or OWNER by a non-owner. */
export function requireGrantable(
  caller: Pick<Caller, 'role' | 'permissions'>,
  role: MemberRole,
  permissions: readonly PermissionAction[],
): void {
  if (!mayGrant(caller, role, permissions)) throw new DomainError('ROLE_NOT_GRANTABLE');
}

/**
 * Checks a scope against the company: the agency is the company's, the department belongs to that
 * agency, and a caller limited to an agency or department grants nothing wider than their own.
 */
export async function requireValidScope(ctx: RequestContext, caller: Caller, access: MemberAccess): Promise<void> {
  if (access.agencyId !== null) {
    const [agency] = await ctx.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(eq(agencies.id, access.agencyId), eq(agencies.companyId, caller.companyId)));
    if (!agency) throw new DomainError('SCOPE_INVALID');
  }
  if (access.departmentId !== null) {
    const [department] = await ctx.db
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          eq(departments.id, access.departmentId),
          eq(departments.companyId, caller.companyId),
          eq(departments.agencyId, access.agencyId ?? 0),
        ),
      );
    if (!department) throw new DomainError('SCOPE_INVALID');
  }
  const own = caller.scope;
  const within =
    own.kind === 'company' ||
    (own.kind === 'agency' && access.agencyId === own.agencyId) ||
    (own.kind === 'department' && access.scope === 'department' && access.departmentId === own.departmentId);
  if (!within) throw new DomainError('ROLE_NOT_GRANTABLE');
}

/**
 * Locks the company's active owners (and so serialises every change that could leave it without one)
 * and answers how many there are, with the caller's own membership re-read under the lock: a caller
 * demoted by a concurrent request acts with what they have now, not what they had when they started.
 * The member the change is about is locked in the same statement, in the same user-id order: locked
 * after the owners, a member another request had just demoted from owner was taken out of order (it
 * held them and waited for an owner while the owner's holder waited for them: a deadlock).
 */
export async function lockOwners(
  ctx: RequestContext,
  caller: Caller,
  memberId: number,
): Promise<{ owners: number; self: Caller }> {
  const locked = await ctx.db
    .select({ role: memberships.role, status: memberships.status })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, caller.companyId),
        or(and(eq(memberships.role, 'OWNER'), eq(memberships.status, 'ACTIVE')), eq(memberships.userId, memberId)),
      ),
    )
    .orderBy(memberships.userId)
    .for('update');
  const owners = locked.filter((row) => row.role === 'OWNER' && row.status === 'ACTIVE');
  const [mine] = await ctx.db
    .select({ role: memberships.role, status: memberships.status, customRoleId: memberships.customRoleId })
    .from(memberships)
    .where(and(eq(memberships.companyId, caller.companyId), eq(memberships.userId, caller.userId)));
  if (!mine || mine.status !== 'ACTIVE') throw new DomainError('UNAUTHENTICATED');
  const role = mine.role as MemberRole;
  const permissions = await grantsOf(ctx, role, mine.customRoleId);
  if (!permissions.includes('users.client')) throw new DomainError('FORBIDDEN');
  return { owners: owners.length, self: { ...caller, role, permissions: [...permissions] } };
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** A lower-cased e-mail comparison that the users_email_lower_idx index serves. */
export const emailIs = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;
