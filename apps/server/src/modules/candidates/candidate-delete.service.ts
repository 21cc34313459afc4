import { eq } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { processPersons } from '../../db/schema/index.js';
import { parseInput } from '../../validation.js';
import {
  candidateMatchSchema,
  candidateOf,
  processForAction,
  requireMenuItem,
  type CandidateMatch,
} from './candidate-access.js';

/**
 * Removes a candidate who has not started (OPEN only) from a LAUNCHED process, with everything
 * recorded about that participation. The person stays: they may take part in other processes.
 * The timeline goes with the participation, so the audit row is the record of the removal.
 */
export async function deleteCandidate(ctx: RequestContext, processId: number, match: CandidateMatch): Promise<boolean> {
  const caller = requirePermission(ctx, 'candidate.delete');
  const id = parseInput(ctx, idSchema, processId);
  const who = parseInput(ctx, candidateMatchSchema, match);
  await ctx.db.transaction(async (tx) => {
    const action = await processForAction(tx, caller, id, 'delete');
    const candidate = await candidateOf(tx, id, who, true);
    requireMenuItem('delete', candidate, action);
    await tx.delete(processPersons).where(eq(processPersons.id, candidate.id));
    await audit(tx, caller, 'candidate.delete', 'processPerson', candidate.id, {
      processId: id,
      personId: candidate.personId,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
    });
  });
  return true;
}

/** deleteCandidateFromProcess(processId, candidateId): candidateId is the processPersonId. */
export const deleteCandidateFromProcess = (ctx: RequestContext, processId: number, candidateId: number) =>
  deleteCandidate(ctx, processId, { processPersonId: candidateId });
