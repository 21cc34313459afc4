import { and, eq, inArray } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { blacklist, feelings, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from './activity.js';
import { candidateOf, processForAction } from './candidate-access.js';

const argsSchema = z.object({ personId: idSchema, processId: idSchema.nullish(), listed: z.boolean().nullish() });

/**
 * setPersonToBlackList(personId, processId?): toggles the person on the company's unwanted list
 * and returns the new state. The list is company-wide: putting someone on it clears every
 * reviewer's feelings about them in every process of the company. Given a process, the person
 * must be one of its candidates, and a controlled basic process refuses (spec 1 section 6).
 * `listed` (ours) asks for a state instead of a toggle, so a screen that only removes (the
 * blacklist tab) cannot put back someone a colleague removed a moment before; asking for the
 * state the person is already in changes nothing.
 */
export async function setPersonToBlackList(
  ctx: RequestContext,
  personId: number,
  processId?: number | null,
  listed?: boolean | null,
): Promise<boolean> {
  const caller = requirePermission(ctx, 'evaluation.reset');
  const args = parseInput(ctx, argsSchema, { personId, processId, listed });
  return ctx.db.transaction(async (tx) => {
    if (args.processId != null) {
      const action = await processForAction(tx, caller, args.processId, 'blacklist');
      if (action.kind === 'CONTROLLED_BASIC') throw new DomainError('BLACKLIST_BASIC_PROCESS');
      await candidateOf(tx, args.processId, { personId: args.personId });
    }
    const participations = await tx
      .select({ id: processPersons.id })
      .from(processPersons)
      .where(and(eq(processPersons.personId, args.personId), eq(processPersons.companyId, caller.companyId)))
      .for('update');
    // Only people who took part in one of the company's processes can be listed by it.
    if (participations.length === 0) throw new DomainError('NOT_FOUND');
    const ids = participations.map((p) => p.id);

    const [current] = await tx
      .select({ personId: blacklist.personId })
      .from(blacklist)
      .where(and(eq(blacklist.companyId, caller.companyId), eq(blacklist.personId, args.personId)));
    const listed = args.listed ?? current === undefined;
    if (listed === (current !== undefined)) return listed;

    let feelingsCleared = 0;
    if (listed) {
      await tx
        .insert(blacklist)
        .values({ companyId: caller.companyId, personId: args.personId, userId: caller.userId })
        .onConflictDoNothing();
      feelingsCleared = (
        await tx.delete(feelings).where(inArray(feelings.processPersonId, ids)).returning({ id: feelings.id })
      ).length;
    } else {
      await tx
        .delete(blacklist)
        .where(and(eq(blacklist.companyId, caller.companyId), eq(blacklist.personId, args.personId)));
    }
    const data = { processId: args.processId ?? null, ...(listed ? { feelingsCleared } : {}) };
    await recordActivities(
      tx,
      ids.map((id) => ({
        processPersonId: id,
        name: listed ? ('BLACKLISTED' as const) : ('UNBLACKLISTED' as const),
        userId: caller.userId,
        data,
      })),
    );
    await audit(tx, caller, listed ? 'candidate.blacklist' : 'candidate.unblacklist', 'person', args.personId, data);
    return listed;
  });
}
