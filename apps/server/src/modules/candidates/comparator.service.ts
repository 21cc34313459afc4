import { and, eq } from 'drizzle-orm';
import { COMPARATOR_MAX, COMPARATOR_MESSAGES, idSchema, type ComparatorOutcome } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { comparatorEntries } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from './activity.js';
import { candidateOf, processForAction, requireMenuItem, type ActionProcess } from './candidate-access.js';

export interface ComparatorResult {
  ok: boolean;
  message: string;
}

const idsSchema = z.array(idSchema).min(1).max(100);

const answer = (ctx: RequestContext, ok: boolean, outcome: ComparatorOutcome): ComparatorResult => ({
  ok,
  message: COMPARATOR_MESSAGES[ctx.locale][outcome],
});

/** The comparator compares finished evaluations: not in trust processes nor in basic ones, which have no full profile. */
export function refuseProcessKind(action: Pick<ActionProcess, 'kind'>): void {
  if (action.kind === 'TRUST' || action.kind === 'CONTROLLED_BASIC') throw new DomainError('COMPARATOR_NOT_ALLOWED');
}

/**
 * addCandidatesToComparator(ids, processId): adds ENDED candidates to the caller's comparator of
 * the process, at most COMPARATOR_MAX. Going over the limit or adding only candidates already
 * there answers ok false with the spec's message and changes nothing.
 */
export async function addCandidatesToComparator(
  ctx: RequestContext,
  ids: readonly number[],
  processId: number,
): Promise<ComparatorResult> {
  const caller = requirePermission(ctx, 'candidate.update');
  const candidateIds = [...new Set(parseInput(ctx, idsSchema, ids))];
  const id = parseInput(ctx, idSchema, processId);
  return ctx.db.transaction(async (tx) => {
    // The process row is locked so two requests of one user cannot both fill the last places.
    const action = await processForAction(tx, caller, id, 'comparator', true);
    refuseProcessKind(action);
    // More than fit can never be added: answered before reading a single candidate.
    if (candidateIds.length > COMPARATOR_MAX) return answer(ctx, false, 'full');
    for (const candidateId of candidateIds)
      requireMenuItem('compare', await candidateOf(tx, id, { processPersonId: candidateId }), action);

    const present = new Set(
      (
        await tx
          .select({ processPersonId: comparatorEntries.processPersonId })
          .from(comparatorEntries)
          .where(and(eq(comparatorEntries.processId, id), eq(comparatorEntries.userId, caller.userId)))
      ).map((entry) => entry.processPersonId),
    );
    const fresh = candidateIds.filter((candidateId) => !present.has(candidateId));
    if (fresh.length === 0) return answer(ctx, false, 'duplicate');
    if (present.size + fresh.length > COMPARATOR_MAX) return answer(ctx, false, 'full');

    await tx
      .insert(comparatorEntries)
      .values(fresh.map((processPersonId) => ({ processId: id, processPersonId, userId: caller.userId })));
    await recordActivities(
      tx,
      fresh.map((processPersonId) => ({
        processPersonId,
        name: 'ADDED_TO_COMPARATOR' as const,
        userId: caller.userId,
      })),
    );
    await audit(tx, caller, 'candidate.comparatorAdd', 'process', id, { processPersonIds: fresh });
    return answer(ctx, true, 'added');
  });
}

/** removeCandidateFromComparator(id, processId) (ours): takes a candidate out of the caller's comparator. */
export async function removeCandidateFromComparator(
  ctx: RequestContext,
  processPersonId: number,
  processId: number,
): Promise<ComparatorResult> {
  const caller = requirePermission(ctx, 'candidate.update');
  const candidateId = parseInput(ctx, idSchema, processPersonId);
  const id = parseInput(ctx, idSchema, processId);
  return ctx.db.transaction(async (tx) => {
    await processForAction(tx, caller, id, 'comparator');
    const removed = await tx
      .delete(comparatorEntries)
      .where(
        and(
          eq(comparatorEntries.processId, id),
          eq(comparatorEntries.processPersonId, candidateId),
          eq(comparatorEntries.userId, caller.userId),
        ),
      )
      .returning({ processPersonId: comparatorEntries.processPersonId });
    if (removed.length === 0) throw new DomainError('NOT_FOUND');
    await audit(tx, caller, 'candidate.comparatorRemove', 'process', id, { processPersonId: candidateId });
    return answer(ctx, true, 'removed');
  });
}
