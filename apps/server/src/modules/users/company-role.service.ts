import { and, asc, eq, sql } from 'drizzle-orm';
import { companyRoleSchema, idSchema, ROLE_GRANTS, ROLES, type MemberRole, type PermissionAction } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { companyRoles, memberships, userInvitations } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { isUniqueViolation, requireGrantable } from './member-access.js';

/** A role of the permission matrix: a built-in one (id null) or one of the company's own. */
export interface CompanyRole {
  id: number | null;
  role: MemberRole;
  name: string;
  description: string | null;
  permissions: PermissionAction[];
  /** Members and pending invitations holding it. */
  holders: number;
}

interface HolderRow extends Record<string, unknown> {
  role: string;
  custom_role_id: number | null;
  holders: number | string;
}

/** companyRoles: the built-in roles with their grants, then the company's own roles by name. */
export async function listCompanyRoles(ctx: RequestContext): Promise<CompanyRole[]> {
  const caller = requirePermission(ctx, 'users.client');
  const [custom, counts] = await Promise.all([
    ctx.db
      .select()
      .from(companyRoles)
      .where(eq(companyRoles.companyId, caller.companyId))
      .orderBy(asc(companyRoles.name)),
    queryRows<HolderRow>(
      ctx.db,
      sql`select role, custom_role_id, count(*) as holders from (
          select role, custom_role_id from ${memberships} where company_id = ${caller.companyId}
          union all
          select role, custom_role_id from ${userInvitations}
          where company_id = ${caller.companyId} and status = 'PENDING'
        ) held group by role, custom_role_id`,
    ),
  ]);
  const holders = (role: string, id: number | null) =>
    Number(counts.find((row) => row.role === role && (row.custom_role_id ?? null) === id)?.holders ?? 0);
  return [
    ...ROLES.map((role) => ({
      id: null,
      role,
      name: role,
      description: null,
      permissions: [...ROLE_GRANTS[role]],
      holders: holders(role, null),
    })),
    ...custom.map((row) => ({
      id: row.id,
      role: 'CUSTOM' as const,
      name: row.name,
      description: row.description,
      permissions: row.permissions as PermissionAction[],
      holders: holders('CUSTOM', row.id),
    })),
  ];
}

async function roleById(ctx: RequestContext, companyId: number, id: number, lock: boolean) {
  const query = ctx.db
    .select()
    .from(companyRoles)
    .where(and(eq(companyRoles.id, id), eq(companyRoles.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

async function one(ctx: RequestContext, id: number): Promise<CompanyRole> {
  const found = (await listCompanyRoles(ctx)).find((role) => role.id === id);
  if (!found) throw new DomainError('NOT_FOUND');
  return found;
}

/** createCompanyRole: a named set of permissions, none of which the caller lacks. */
export async function createCompanyRole(ctx: RequestContext, input: unknown): Promise<CompanyRole> {
  const caller = requirePermission(ctx, 'users.client');
  const role = parseInput(ctx, companyRoleSchema, input);
  requireGrantable(caller, 'CUSTOM', role.permissions);
  const [row] = await ctx.db
    .insert(companyRoles)
    .values({ companyId: caller.companyId, ...role, description: role.description ?? null })
    .returning({ id: companyRoles.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new DomainError('COMPANY_ROLE_NAME_TAKEN') : error;
    });
  await audit(ctx.db, caller, 'role.create', 'company_role', row!.id, role);
  return one(ctx, row!.id);
}

/**
 * updateCompanyRole: its members act with the new permissions on their next request. The caller must
 * hold both the old and the new permissions: editing a role is granting it to everyone who has it.
 */
export async function updateCompanyRole(ctx: RequestContext, id: unknown, input: unknown): Promise<CompanyRole> {
  const caller = requirePermission(ctx, 'users.client');
  const roleId = parseInput(ctx, idSchema, id);
  const role = parseInput(ctx, companyRoleSchema, input);
  const current = await roleById(ctx, caller.companyId, roleId, true);
  requireGrantable(caller, 'CUSTOM', [...(current.permissions as PermissionAction[]), ...role.permissions]);
  await ctx.db
    .update(companyRoles)
    .set({ ...role, description: role.description ?? null, updatedAt: new Date() })
    .where(and(eq(companyRoles.id, roleId), eq(companyRoles.companyId, caller.companyId)))
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new DomainError('COMPANY_ROLE_NAME_TAKEN') : error;
    });
  await audit(ctx.db, caller, 'role.update', 'company_role', roleId, role);
  return one(ctx, roleId);
}

/** deleteCompanyRole: refused while members or pending invitations hold it. */
export async function deleteCompanyRole(ctx: RequestContext, id: unknown): Promise<boolean> {
  const caller = requirePermission(ctx, 'users.client');
  const roleId = parseInput(ctx, idSchema, id);
  const current = await roleById(ctx, caller.companyId, roleId, true);
  requireGrantable(caller, 'CUSTOM', current.permissions as PermissionAction[]);
  const [held] = await queryRows<{ holders: number | string }>(
    ctx.db,
    sql`select (select count(*) from ${memberships} where custom_role_id = ${roleId})
      + (select count(*) from ${userInvitations} where custom_role_id = ${roleId} and status = 'PENDING') as holders`,
  );
  const holders = Number(held?.holders ?? 0);
  if (holders > 0) throw new DomainError('COMPANY_ROLE_IN_USE', { count: holders });
  await ctx.db
    .delete(companyRoles)
    .where(and(eq(companyRoles.id, roleId), eq(companyRoles.companyId, caller.companyId)));
  await audit(ctx.db, caller, 'role.delete', 'company_role', roleId, { name: current.name });
  return true;
}
