import { sql } from 'drizzle-orm';
import { idSchema, NPS_MAX, NPS_MIN } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { isHired } from './process-candidates.js';
import { findOwnProcess } from './process.service.js';

const npsSchema = z.object({ processId: idSchema, score: z.number().int().min(NPS_MIN).max(NPS_MAX) });

/** processFeedback of spec 1: whether the process has its NPS and whether it hired anyone. */
export interface ProcessFeedback {
  hasNps: boolean;
  hasHired: boolean;
}

/**
 * recordProcessNps(processId, score) (ours; permission process.close, so owners and recruiters):
 * the recruiter's satisfaction score, 0 to 10, of a CLOSED process with at least one ACTIVE hire;
 * once per process (docs/decisions/034). A second score, even at the same time, is refused with
 * NPS_ALREADY_RECORDED and the first one stays.
 */
export async function recordProcessNps(ctx: RequestContext, input: unknown): Promise<ProcessFeedback> {
  const caller = requirePermission(ctx, 'process.close');
  const { processId, score } = parseInput(ctx, npsSchema, input);
  await ctx.db.transaction(async (tx) => {
    const process = await findOwnProcess(tx, caller, processId);
    const [hires] = await queryRows<{ hired: boolean }>(
      tx,
      sql`select exists (select 1 from process_persons pp where pp.process_id = ${processId} and ${isHired}) as hired`,
    );
    if (process.status !== 'CLOSED' || !hires?.hired) throw new DomainError('NPS_NOT_APPLICABLE');
    // The primary key on the process decides between scores sent at once: the first insert wins.
    const inserted = await queryRows<{ process_id: number }>(
      tx,
      sql`insert into process_nps (process_id, company_id, user_id, score)
        values (${processId}, ${caller.companyId}, ${caller.userId}, ${score})
        on conflict (process_id) do nothing returning process_id`,
    );
    if (inserted.length === 0) throw new DomainError('NPS_ALREADY_RECORDED');
    await audit(tx, caller, 'process.nps', 'process', processId, { score });
  });
  return { hasNps: true, hasHired: true };
}
