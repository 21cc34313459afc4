import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { idSchema, unwantedReasonSchema, unwantedRemovalNoteSchema } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { blacklist, feelings, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from './activity.js';
import { candidateOf, processForAction } from './candidate-access.js';

const argsSchema = z.object({
  personId: idSchema,
  processId: idSchema.nullish(),
  listed: z.boolean().nullish(),
  reason: unwantedReasonSchema.nullish(),
  expiresAt: z
    .date()
    .refine((date) => date.getTime() > Date.now(), { message: 'validation.start_not_past' })
    .nullish(),
  note: unwantedRemovalNoteSchema.nullish(),
});

/** Optional details of a change of the list: why someone is put on it and until when, or why they are taken off. */
export interface BlacklistDetails {
  reason?: string | null;
  expiresAt?: Date | null;
  note?: string | null;
}

/**
 * setPersonToBlackList(personId, processId?): toggles the person on the company's unwanted list
 * and returns the new state. The list is company-wide: putting someone on it clears every
 * reviewer's feelings about them in every process of the company. Given a process, the person
 * must be one of its candidates, and a controlled basic process refuses (spec 1 section 6).
 * `listed` (ours) asks for a state instead of a toggle, so a screen that only removes (the
 * blacklist tab) cannot put back someone a colleague removed a moment before; asking for the
 * state the person is already in changes nothing. Putting someone on the list may say why and until
 * when (an expired entry no longer counts anywhere); taking them off may say why, in the audit.
 */
export async function setPersonToBlackList(
  ctx: RequestContext,
  personId: number,
  processId?: number | null,
  listed?: boolean | null,
  details: BlacklistDetails = {},
): Promise<boolean> {
  const caller = requirePermission(ctx, 'evaluation.reset');
  const args = parseInput(ctx, argsSchema, { personId, processId, listed, ...details });
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
      .where(
        and(
          eq(blacklist.companyId, caller.companyId),
          eq(blacklist.personId, args.personId),
          or(isNull(blacklist.expiresAt), gt(blacklist.expiresAt, sql`now()`)),
        ),
      );
    const listed = args.listed ?? current === undefined;
    if (listed === (current !== undefined)) return listed;

    let feelingsCleared = 0;
    const entry = {
      userId: caller.userId,
      reason: args.reason ?? null,
      expiresAt: args.expiresAt ?? null,
      createdAt: new Date(),
    };
    if (listed) {
      await tx
        .insert(blacklist)
        .values({ ...entry, companyId: caller.companyId, personId: args.personId })
        // An expired entry of the person is replaced by the new one.
        .onConflictDoUpdate({ target: [blacklist.companyId, blacklist.personId], set: entry });
      feelingsCleared = (
        await tx.delete(feelings).where(inArray(feelings.processPersonId, ids)).returning({ id: feelings.id })
      ).length;
    } else {
      await tx
        .delete(blacklist)
        .where(and(eq(blacklist.companyId, caller.companyId), eq(blacklist.personId, args.personId)));
    }
    const data = {
      processId: args.processId ?? null,
      // The reason, the expiry and the note are recorded when given.
      ...(listed
        ? {
            feelingsCleared,
            ...(entry.reason ? { reason: entry.reason } : {}),
            ...(entry.expiresAt ? { expiresAt: entry.expiresAt.toISOString() } : {}),
          }
        : args.note
          ? { note: args.note }
          : {}),
    };
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
