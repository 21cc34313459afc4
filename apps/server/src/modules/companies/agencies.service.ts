import { and, asc, eq } from 'drizzle-orm';
import {
  agencySchema,
  departmentCreateSchema,
  departmentUpdateSchema,
  idParamSchema,
  type AgencyInput,
} from '@terna/domain';
import { audit } from '../../audit.js';
import { requireCaller, requirePermission, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { agencies, departments, memberships } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { ownCompanyId, type CompanyAgencyData, type CompanyDepartment } from './company-account.service.js';

export interface CompanyAgency {
  id: number;
  name: string;
  /** The agency a member limited to it works in. */
  scoped: boolean;
  departments: { id: number; name: string; scoped: boolean }[];
}

/**
 * The caller's company's agencies with their departments, by name: what a process can be run for
 * (the launch wizard's job profile offers them only when the company has some). The one agency
 * (department) a member is limited to is marked: the wizard offers only it, as the server forces it.
 */
export async function companyAgencies(ctx: RequestContext): Promise<CompanyAgency[]> {
  const caller = requireCaller(ctx);
  const [agencyRows, departmentRows] = await Promise.all([
    ctx.db
      .select({ id: agencies.id, name: agencies.name })
      .from(agencies)
      .where(eq(agencies.companyId, caller.companyId))
      .orderBy(asc(agencies.name)),
    ctx.db
      .select({ id: departments.id, name: departments.name, agencyId: departments.agencyId })
      .from(departments)
      .where(eq(departments.companyId, caller.companyId))
      .orderBy(asc(departments.name)),
  ]);
  const { agencyId, departmentId } = caller.scope;
  return agencyRows.map((agency) => ({
    ...agency,
    scoped: agency.id === agencyId,
    departments: departmentRows
      .filter((department) => department.agencyId === agency.id)
      .map(({ id, name }) => ({ id, name, scoped: id === departmentId })),
  }));
}

/** POST /client/agencies: a new agency of the caller's company (the body's companyId must be theirs). */
export async function createAgency(ctx: RequestContext, body: unknown): Promise<CompanyAgencyData> {
  const caller = requirePermission(ctx, 'company.full');
  const input = parseInput(ctx, agencySchema, body);
  const companyId = ownCompanyId(ctx, caller, input.companyId);
  const [row] = await ctx.db
    .insert(agencies)
    .values({ companyId, ...agencyValues(input) })
    .returning();
  await audit(ctx.db, caller, 'agency.create', 'agency', row!.id, input);
  return { ...row!, departments: [] };
}

/** PUT /client/agencies/{id}: the agency's data; an agency of another company is not found. */
export async function updateAgency(ctx: RequestContext, idParam: unknown, body: unknown): Promise<CompanyAgencyData> {
  const caller = requirePermission(ctx, 'company.full');
  const id = parseInput(ctx, idParamSchema, idParam);
  const input = parseInput(ctx, agencySchema, body);
  const companyId = ownCompanyId(ctx, caller, input.companyId);
  const [row] = await ctx.db
    .update(agencies)
    .set(agencyValues(input))
    .where(and(eq(agencies.id, id), eq(agencies.companyId, companyId)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND');
  await audit(ctx.db, caller, 'agency.update', 'agency', id, input);
  return { ...row, departments: await agencyDepartments(ctx.db, companyId, id) };
}

/** GET /client/agencies/{agencyId}/departments: by name; an agency of another company is not found. */
export async function listAgencyDepartments(ctx: RequestContext, agencyIdParam: unknown): Promise<CompanyDepartment[]> {
  const caller = requireCaller(ctx);
  const agencyId = parseInput(ctx, idParamSchema, agencyIdParam);
  await ownAgency(ctx.db, caller.companyId, agencyId);
  return agencyDepartments(ctx.db, caller.companyId, agencyId);
}

/** POST /client/departments: a department of one of the company's agencies. */
export async function createDepartment(ctx: RequestContext, body: unknown): Promise<CompanyDepartment> {
  const caller = requirePermission(ctx, 'company.full');
  const input = parseInput(ctx, departmentCreateSchema, body);
  const companyId = ownCompanyId(ctx, caller, input.companyId);
  await ownAgency(ctx.db, companyId, input.agencyId);
  const [row] = await ctx.db
    .insert(departments)
    .values({ companyId, agencyId: input.agencyId, name: input.name })
    .returning();
  await audit(ctx.db, caller, 'department.create', 'department', row!.id, input);
  return { id: row!.id, name: row!.name, agencyId: input.agencyId };
}

/** PUT /client/departments/{departmentId}: renames it (its agency stays). */
export async function updateDepartment(
  ctx: RequestContext,
  idParam: unknown,
  body: unknown,
): Promise<CompanyDepartment> {
  const caller = requirePermission(ctx, 'company.full');
  const id = parseInput(ctx, idParamSchema, idParam);
  const input = parseInput(ctx, departmentUpdateSchema, body);
  const companyId = ownCompanyId(ctx, caller, input.companyId);
  const [row] = await ctx.db
    .update(departments)
    .set({ name: input.name })
    .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND');
  await audit(ctx.db, caller, 'department.update', 'department', id, input);
  return { id: row.id, name: row.name, agencyId: row.agencyId! };
}

/**
 * DELETE /client/departments/{departmentId}. Refused while members are scoped to it: their scope
 * would otherwise have to widen or vanish (memberships.department_id is ON DELETE RESTRICT, which
 * also settles a member assigned to it at the same moment).
 */
export async function deleteDepartment(ctx: RequestContext, idParam: unknown): Promise<CompanyDepartment> {
  const caller = requirePermission(ctx, 'company.full');
  const id = parseInput(ctx, idParamSchema, idParam);
  const [department] = await ctx.db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, caller.companyId)));
  if (!department) throw new DomainError('NOT_FOUND');
  const [member] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.departmentId, id))
    .limit(1);
  if (member) throw new DomainError('DEPARTMENT_IN_USE');
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(departments).where(eq(departments.id, id));
      await audit(tx, caller, 'department.delete', 'department', id, { name: department.name });
    });
  } catch (error) {
    if (foreignKeyViolation(error)) throw new DomainError('DEPARTMENT_IN_USE');
    throw error;
  }
  return { id, name: department.name, agencyId: department.agencyId! };
}

const agencyValues = (input: AgencyInput) => ({
  name: input.name,
  address: input.address || null,
  placeId: input.placeId ?? null,
  mail: input.mail || null,
  longitude: input.longitude || null,
  latitude: input.latitude || null,
});

async function ownAgency(db: Database, companyId: number, agencyId: number): Promise<void> {
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), eq(agencies.companyId, companyId)));
  if (!agency) throw new DomainError('NOT_FOUND');
}

async function agencyDepartments(db: Database, companyId: number, agencyId: number): Promise<CompanyDepartment[]> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.agencyId, agencyId)))
    .orderBy(asc(departments.name));
  return rows.map((row) => ({ ...row, agencyId }));
}

/** PostgreSQL's foreign_key_violation, however the driver wraps it (Drizzle puts the driver's error in `cause`). */
function foreignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
