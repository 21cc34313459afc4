import { asc, eq } from 'drizzle-orm';
import { requireCaller, type RequestContext } from '../../context.js';
import { agencies, departments } from '../../db/schema/index.js';

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
