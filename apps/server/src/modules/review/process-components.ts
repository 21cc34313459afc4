import { asc, eq } from 'drizzle-orm';
import { componentLabel, type ComponentType } from '@terna/domain';
import type { RequestContext } from '../../context.js';
import { jobComponents, jobOpportunities } from '../../db/schema/index.js';

/** A component of a process's job, as the comparator's columns and the dashboard's pass rates show it. */
export interface ProcessComponent {
  /** The component type, e.g. DISC. */
  name: ComponentType;
  /** Translated to the request's language. */
  label: string;
  order: number;
}

/** The process's job components in the job's order (none when it has no job opportunity). The caller has checked the process. */
export async function processComponents(ctx: RequestContext, processId: number): Promise<ProcessComponent[]> {
  const rows = await ctx.db
    .select({ name: jobComponents.componentType, order: jobComponents.order })
    .from(jobComponents)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobComponents.jobOpportunityId))
    .where(eq(jobOpportunities.processId, processId))
    .orderBy(asc(jobComponents.order), asc(jobComponents.componentType));
  // job_components holds only COMPONENT_TYPES: the launch writes them from the domain tuple.
  return rows.map((row) => ({
    name: row.name as ComponentType,
    order: row.order,
    label: componentLabel(row.name, ctx.locale),
  }));
}
