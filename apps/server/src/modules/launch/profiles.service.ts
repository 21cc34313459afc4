import { requirePermission, type RequestContext } from '../../context.js';
import { PROFILE_TEMPLATES } from '../../db/seed/profile-templates.js';
import { getProcessPaginated, type ListedProcess } from '../processes/index.js';

export interface TemplateCard {
  code: string;
  name: string;
  area: string;
  description: string;
}

/** cap-profiles: the shipped templates, named in the caller's language. */
export function profileTemplates(ctx: RequestContext): TemplateCard[] {
  requirePermission(ctx, 'process.create');
  return PROFILE_TEMPLATES.map((template) => ({
    code: template.code,
    name: template.name[ctx.locale],
    area: template.area,
    description: template.description[ctx.locale],
  }));
}

/** How many earlier processes cap-profiles offers: the newest ones, narrowed by the search text. */
const PROFILE_PROCESSES = 30;

/** cap-profiles: the company's earlier processes that have a job profile to start from, newest first. */
export async function profileProcesses(ctx: RequestContext, wildcard: string | null): Promise<ListedProcess[]> {
  requirePermission(ctx, 'process.create');
  const page = await getProcessPaginated(ctx, { wildcard, size: PROFILE_PROCESSES });
  return page.data.filter((process) => process.complete);
}
