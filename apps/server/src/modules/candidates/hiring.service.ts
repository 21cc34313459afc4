import { eq } from 'drizzle-orm';
import { hireDateBounds, idSchema, isHireDateAllowed, msg, parseHireDate, type HireStatus } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { hires } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from './activity.js';
import {
  candidateOf,
  processForAction,
  refuseBlacklisted,
  requireMenuItem,
  type ActionCandidate,
  type ActionProcess,
} from './candidate-access.js';
import { publishAfterCommit } from '../../realtime/index.js';

export interface Hired {
  hiredAt: string;
  status: HireStatus;
  updatedAt: Date;
  userId: number | null;
}

/** dd-MM-yyyy (the spec's format) or yyyy-MM-dd, as the calendar day yyyy-MM-dd. */
const hireDateSchema = z
  .string({ error: msg('required') })
  .max(10, msg('regex'))
  .transform((value, context) => {
    const day = parseHireDate(value);
    if (day === null) context.addIssue({ code: 'custom', message: msg('regex') });
    return day ?? '';
  });

const toHired = (row: typeof hires.$inferSelect): Hired => ({
  hiredAt: row.hiredAt,
  status: row.status as HireStatus,
  updatedAt: row.updatedAt,
  userId: row.userId,
});

/** A hire date falls between the process start and today, both in the process's time zone. */
function requireDateInRange({ process }: ActionProcess, day: string): void {
  const bounds = hireDateBounds(process.startDate, new Date(), process.timeZone);
  if (!isHireDateAllowed(day, bounds)) throw new DomainError('HIRE_DATE_OUT_OF_RANGE', bounds);
}

type HireTarget = {
  tx: Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
  action: ActionProcess;
  candidate: ActionCandidate;
};

/** The hiring operations' common part, once the caller may act: the caller's process (LAUNCHED or CLOSED) and its candidate, locked. */
function onCandidate<T>(
  ctx: RequestContext,
  caller: Caller,
  processId: number,
  processPersonId: number,
  run: (target: HireTarget) => Promise<T>,
): Promise<T> {
  const id = parseInput(ctx, idSchema, processId);
  const candidateId = parseInput(ctx, idSchema, processPersonId);
  return ctx.db.transaction(async (tx) => {
    const action = await processForAction(tx, caller, id, 'hire');
    const candidate = await candidateOf(tx, id, { processPersonId: candidateId }, true);
    const result = await run({ tx, action, candidate });
    publishAfterCommit(ctx, 'candidateChanged', id, { processId: id, processPersonId: candidate.id, reason: 'HIRED' });
    return result;
  });
}

/** setPersonHired(processId, hiredDate, processPersonId): an ENDED candidate not hired yet becomes hired (ACTIVE). */
export function setPersonHired(
  ctx: RequestContext,
  processId: number,
  hiredDate: unknown,
  processPersonId: number,
): Promise<Hired> {
  const caller = requirePermission(ctx, 'candidate.update');
  const day = parseInput(ctx, z.object({ hiredDate: hireDateSchema }), { hiredDate }).hiredDate;
  return onCandidate(ctx, caller, processId, processPersonId, async ({ tx, action, candidate }) => {
    requireMenuItem('hire', candidate, action);
    const [existing] = await tx.select().from(hires).where(eq(hires.processPersonId, candidate.id));
    if (existing) throw new DomainError('CANDIDATE_STATUS_INVALID');
    requireDateInRange(action, day);
    const [row] = await tx
      .insert(hires)
      .values({
        processPersonId: candidate.id,
        status: 'ACTIVE',
        hiredAt: day,
        userId: caller.userId,
        updatedAt: new Date(),
      })
      .returning();
    await recordActivities(tx, [
      { processPersonId: candidate.id, name: 'HIRED', userId: caller.userId, data: { hiredAt: day } },
    ]);
    await audit(tx, caller, 'candidate.hire', 'processPerson', candidate.id, {
      processId: action.process.id,
      hiredAt: day,
    });
    return toHired(row!);
  });
}

/**
 * updatePersonHired(processId, hiredDate, processPersonId): a date moves the hire date; null
 * removes the hire. Only a hired candidate has a hire to change.
 */
export function updatePersonHired(
  ctx: RequestContext,
  processId: number,
  hiredDate: unknown,
  processPersonId: number,
): Promise<Hired | null> {
  const caller = requirePermission(ctx, 'candidate.update');
  const day =
    hiredDate == null ? null : parseInput(ctx, z.object({ hiredDate: hireDateSchema }), { hiredDate }).hiredDate;
  return onCandidate(ctx, caller, processId, processPersonId, async ({ tx, action, candidate }) => {
    refuseBlacklisted(candidate);
    const [existing] = await tx.select().from(hires).where(eq(hires.processPersonId, candidate.id));
    if (!existing) throw new DomainError('CANDIDATE_STATUS_INVALID');
    if (day === null) {
      await tx.delete(hires).where(eq(hires.processPersonId, candidate.id));
      await recordActivities(tx, [
        {
          processPersonId: candidate.id,
          name: 'HIRE_CANCELLED',
          userId: caller.userId,
          data: { hiredAt: existing.hiredAt },
        },
      ]);
      await audit(tx, caller, 'candidate.hireCancel', 'processPerson', candidate.id, {
        processId: action.process.id,
        hiredAt: existing.hiredAt,
      });
      return null;
    }
    requireDateInRange(action, day);
    const [row] = await tx
      .update(hires)
      .set({ hiredAt: day, updatedAt: new Date() })
      .where(eq(hires.processPersonId, candidate.id))
      .returning();
    const data = { hiredAt: day, previousHiredAt: existing.hiredAt };
    await recordActivities(tx, [{ processPersonId: candidate.id, name: 'HIRE_UPDATED', userId: caller.userId, data }]);
    await audit(tx, caller, 'candidate.hireUpdate', 'processPerson', candidate.id, {
      processId: action.process.id,
      ...data,
    });
    return toHired(row!);
  });
}

/** PUT /process-web/hired/cancel: removes the hire. */
export async function cancelHire(ctx: RequestContext, processId: number, processPersonId: number): Promise<boolean> {
  await updatePersonHired(ctx, processId, null, processPersonId);
  return true;
}
