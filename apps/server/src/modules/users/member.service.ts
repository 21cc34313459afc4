import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  companyUsersFilterSchema,
  memberAccessSchema,
  removesLastOwner,
  type CompanyUserStatus,
  type MemberRole,
  type UserScope,
} from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { agencies, companyRoles, departments, memberships, userInvitations, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { idSchema } from '@terna/domain';
import { parseInput } from '../../validation.js';
import { grantsOf, lockOwners, requireGrantable, requireValidScope } from './member-access.js';

/** A row of the users list: a member, or a pending invitation (userId null). */
export interface CompanyUser {
  userId: number | null;
  invitationId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: MemberRole;
  customRoleId: number | null;
  customRoleName: string | null;
  scope: UserScope;
  agencyId: number | null;
  agencyName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  status: CompanyUserStatus;
  lastSignInAt: Date | null;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface CompanyUserPage {
  items: CompanyUser[];
  total: number;
  page: number;
  size: number;
}

interface Row extends Record<string, unknown> {
  user_id: number | null;
  invitation_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  custom_role_id: number | null;
  custom_role_name: string | null;
  scope: string;
  agency_id: number | null;
  agency_name: string | null;
  department_id: number | null;
  department_name: string | null;
  status: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  total: number | string;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toCompanyUser(row: Row): CompanyUser {
  return {
    userId: num(row.user_id),
    invitationId: num(row.invitation_id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role as MemberRole,
    customRoleId: num(row.custom_role_id),
    customRoleName: row.custom_role_name,
    scope: row.scope as UserScope,
    agencyId: num(row.agency_id),
    agencyName: row.agency_name,
    departmentId: num(row.department_id),
    departmentName: row.department_name,
    status: row.status as CompanyUserStatus,
    lastSignInAt: date(row.last_sign_in_at),
    createdAt: new Date(row.created_at),
    expiresAt: date(row.expires_at),
  };
}

/**
 * The company's members and pending invitations in one list, filtered in SQL: one statement over the
 * company's memberships (memberships_company_idx) and its pending invitations, with the total counted
 * by the same scan.
 */
async function selectCompanyUsers(
  ctx: RequestContext,
  companyId: number,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ items: CompanyUser[]; total: number }> {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`with listed as (
        select m.user_id, null::int as invitation_id, u.first_name, u.last_name, u.email, m.role, m.custom_role_id,
          m.scope, m.agency_id, m.department_id, m.status, m.last_sign_in_at, m.created_at, null::timestamptz as expires_at
        from ${memberships} m join ${users} u on u.id = m.user_id
        where m.company_id = ${companyId}
        union all
        select null, i.id, null, null, i.email, i.role, i.custom_role_id, i.scope, i.agency_id, i.department_id,
          'PENDING', null, i.created_at, i.expires_at
        from ${userInvitations} i
        where i.company_id = ${companyId} and i.status = 'PENDING'
      ), page as (
        select *, count(*) over () as total from listed where ${where}
        order by (status = 'PENDING') desc, lower(coalesce(first_name || ' ' || last_name, email)), email
        limit ${limit} offset ${offset}
      )
      -- The names are looked up for the page's rows only, not for every member of the company.
      select p.*, cr.name as custom_role_name, a.name as agency_name, d.name as department_name
      from page p
      left join ${companyRoles} cr on cr.id = p.custom_role_id
      left join ${agencies} a on a.id = p.agency_id
      left join ${departments} d on d.id = p.department_id
      order by (p.status = 'PENDING') desc, lower(coalesce(p.first_name || ' ' || p.last_name, p.email)), p.email`,
  );
  return { items: rows.map(toCompanyUser), total: rows.length ? Number(rows[0]!.total) : 0 };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** companyUsers: the users list of the caller's company (client Users). */
export async function companyUsers(ctx: RequestContext, filter: unknown): Promise<CompanyUserPage> {
  const caller = requirePermission(ctx, 'users.client');
  const input = parseInput(ctx, companyUsersFilterSchema, filter);
  const conditions: SQL[] = [sql`true`];
  const search = input.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(email) like ${pattern} or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ${pattern})`,
    );
  }
  if (input.role) conditions.push(sql`role = ${input.role}`);
  if (input.scope) conditions.push(sql`scope = ${input.scope}`);
  if (input.status) conditions.push(sql`status = ${input.status}`);
  const where = sql.join(conditions, sql` and `);
  const { items, total } = await selectCompanyUsers(
    ctx,
    caller.companyId,
    where,
    input.size,
    (input.page - 1) * input.size,
  );
  return { items, total, page: input.page, size: input.size };
}

/** One row of the list, after a change. */
export async function companyUserRow(
  ctx: RequestContext,
  companyId: number,
  key: { userId: number } | { invitationId: number },
): Promise<CompanyUser> {
  const where = 'userId' in key ? sql`user_id = ${key.userId}` : sql`invitation_id = ${key.invitationId}`;
  const { items } = await selectCompanyUsers(ctx, companyId, where, 1, 0);
  if (!items[0]) throw new DomainError('NOT_FOUND');
  return items[0];
}

interface TargetMember {
  role: MemberRole;
  status: string;
  customRoleId: number | null;
}

/**
 * The member a change is about, locked, with the owner count taken under the owners' lock; refused
 * when the caller may not manage them (they hold permissions the caller lacks, or are an owner and the
 * caller is not).
 */
async function lockTarget(ctx: RequestContext, userId: unknown) {
  const caller = requirePermission(ctx, 'users.client');
  const id = parseInput(ctx, idSchema, userId);
  const { owners, self } = await lockOwners(ctx, caller, id);
  const [target] = await ctx.db
    .select({ role: memberships.role, status: memberships.status, customRoleId: memberships.customRoleId })
    .from(memberships)
    .where(and(eq(memberships.companyId, caller.companyId), eq(memberships.userId, id)))
    .for('update');
  if (!target) throw new DomainError('NOT_FOUND');
  const member = target as TargetMember;
  requireGrantable(self, member.role, await grantsOf(ctx, member.role, member.customRoleId));
  return { caller: self, userId: id, owners, target: member };
}

/** Ends the member's refresh sessions in the company, in the change's transaction (migration 0016). */
async function revokeSessions(ctx: RequestContext, userId: number): Promise<void> {
  await ctx.db.execute(sql`select terna_revoke_member_sessions(${userId})`);
}

/** updateMember: a member's new role and scope, effective on their next request. */
export async function updateMember(ctx: RequestContext, userId: unknown, input: unknown): Promise<CompanyUser> {
  const access = parseInput(ctx, memberAccessSchema, input);
  const { caller, userId: id, owners, target } = await lockTarget(ctx, userId);
  requireGrantable(caller, access.role, await grantsOf(ctx, access.role, access.customRoleId));
  await requireValidScope(ctx, caller, access);
  if (removesLastOwner(owners, target, access.role)) throw new DomainError('LAST_OWNER');
  await ctx.db
    .update(memberships)
    .set({ ...access, updatedAt: new Date() })
    .where(and(eq(memberships.companyId, caller.companyId), eq(memberships.userId, id)));
  await audit(ctx.db, caller, 'member.update', 'user', id, { from: target.role, ...access });
  return companyUserRow(ctx, caller.companyId, { userId: id });
}

async function setStatus(ctx: RequestContext, userId: unknown, status: 'ACTIVE' | 'DEACTIVATED') {
  const { caller, userId: id, owners, target } = await lockTarget(ctx, userId);
  if (status === 'DEACTIVATED' && removesLastOwner(owners, target, null)) throw new DomainError('LAST_OWNER');
  await ctx.db
    .update(memberships)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(memberships.companyId, caller.companyId), eq(memberships.userId, id)));
  await audit(ctx.db, caller, status === 'ACTIVE' ? 'member.reactivate' : 'member.deactivate', 'user', id);
  if (status === 'DEACTIVATED') await revokeSessions(ctx, id);
  return companyUserRow(ctx, caller.companyId, { userId: id });
}

/** deactivateMember: the member is signed out of the company on their next request and cannot sign in to it. */
export const deactivateMember = (ctx: RequestContext, userId: unknown) => setStatus(ctx, userId, 'DEACTIVATED');
/** reactivateMember: a deactivated member may sign in again. */
export const reactivateMember = (ctx: RequestContext, userId: unknown) => setStatus(ctx, userId, 'ACTIVE');

/** removeMember: the membership ends; the account stays (it may belong to other companies). */
export async function removeMember(ctx: RequestContext, userId: unknown): Promise<boolean> {
  const { caller, userId: id, owners, target } = await lockTarget(ctx, userId);
  if (removesLastOwner(owners, target, null)) throw new DomainError('LAST_OWNER');
  await ctx.db.delete(memberships).where(and(eq(memberships.companyId, caller.companyId), eq(memberships.userId, id)));
  await audit(ctx.db, caller, 'member.remove', 'user', id, { role: target.role });
  await revokeSessions(ctx, id);
  return true;
}
