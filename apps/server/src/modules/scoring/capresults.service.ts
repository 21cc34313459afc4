import { and, eq } from 'drizzle-orm';
import { idParamSchema } from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { processes, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { loadCandidate, loadResults } from '../candidates/index.js';

const paramsSchema = z.object({ processId: idParamSchema, personId: idParamSchema });

/**
 * capresults detail (spec 3 REST evaluation service): a candidate's composed result and the result of
 * each job component, for a user of the process's company. A process never launched (DRAFT) was never
 * paid for: NOT_PAYED. Another company's process or candidate: NOT_FOUND.
 */
export async function capResultsDetail(ctx: RequestContext, params: unknown) {
  const caller = requirePermission(ctx, 'candidate.view');
  const { processId, personId } = parseInput(ctx, paramsSchema, params);
  const [row] = await ctx.db
    .select({ id: processPersons.id, status: processes.status })
    .from(processPersons)
    .innerJoin(processes, eq(processes.id, processPersons.processId))
    .where(
      and(
        eq(processPersons.processId, processId),
        eq(processPersons.personId, personId),
        eq(processPersons.companyId, caller.companyId),
      ),
    );
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status === 'DRAFT') throw new DomainError('NOT_PAYED');
  const candidate = await loadCandidate(ctx, row.id);
  const components = (await loadResults(ctx, [row.id])).get(row.id) ?? [];
  return {
    processId,
    personId,
    processPersonId: row.id,
    evaluationsStatus: candidate.evaluations_status,
    ranking: candidate.ranking,
    archetype: candidate.archetype,
    composedCapResult: {
      value: candidate.composed_score === null ? null : Number(candidate.composed_score),
      status: candidate.composed_status,
    },
    components,
  };
}
