import { and, eq, ne } from 'drizzle-orm';
import {
  approvalObservationSchema,
  COMPONENT_TYPES,
  composedScore,
  idSchema,
  isDisqualified,
  PERSON_STATUSES,
  type ComponentOutcome,
  type PersonStatus,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  componentResults,
  evaluationSessions,
  jobComponents,
  jobOpportunities,
  processPersons,
  users,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from './activity.js';
import {
  candidateMatchSchema,
  candidateOf,
  processForAction,
  refuseBlacklisted,
  requireMenuItem,
  type CandidateMatch,
} from './candidate-access.js';
import { loadCandidate } from './candidate-detail.service.js';
import type { CandidateRow } from './candidate-row.js';
import { publishAfterCommit } from '../../realtime/index.js';

type Tx = Pick<Database, 'select' | 'update' | 'insert'>;

async function jobComponentsOf(tx: Tx, processId: number) {
  const rows = await tx
    .select({
      componentType: jobComponents.componentType,
      weight: jobComponents.weight,
      minValueToPass: jobComponents.minValueToPass,
    })
    .from(jobComponents)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobComponents.jobOpportunityId))
    .where(eq(jobOpportunities.processId, processId));
  return rows.map((row) => ({ ...row, minValueToPass: Number(row.minValueToPass) }));
}

async function outcomesOf(tx: Tx, processPersonId: number): Promise<ComponentOutcome[]> {
  const rows = await tx
    .select({
      componentType: componentResults.componentType,
      status: componentResults.status,
      value: componentResults.value,
    })
    .from(componentResults)
    .where(eq(componentResults.processPersonId, processPersonId));
  return rows.map((row) => ({ ...row, value: row.value === null ? null : Number(row.value) }));
}

/**
 * Stores the candidate's status and recomputes the composed score: the mean of the component
 * results weighted by the job opportunity's weights. It counts as the final (active) result only
 * once the candidate has finished; a candidate back in progress keeps the partial value.
 */
async function saveStatusAndScore(
  tx: Tx,
  processId: number,
  processPersonId: number,
  status: PersonStatus,
): Promise<void> {
  const value = composedScore(await jobComponentsOf(tx, processId), await outcomesOf(tx, processPersonId));
  await tx
    .update(processPersons)
    .set({
      evaluationsStatus: status,
      composedScore: value === null ? null : String(value),
      composedStatus: value !== null && PERSON_STATUSES[status].finished,
    })
    .where(eq(processPersons.id, processPersonId));
}

/**
 * aproveComponents (aid-pass): for a DISQUALIFIED candidate every REJECT component becomes
 * SUCCESS and the observation is kept as a COMPONENT_APPROVED milestone. The candidate leaves
 * the disqualified list: ENDED when every component of the job has its result, INPROGRESS while
 * one is still to be taken (so the candidate can finish it).
 */
export async function approveComponents(
  ctx: RequestContext,
  processId: number,
  match: CandidateMatch,
  observation: unknown,
): Promise<CandidateRow> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const who = parseInput(ctx, candidateMatchSchema, match);
  const text = parseInput(ctx, z.object({ observation: approvalObservationSchema }), { observation }).observation;
  const candidateId = await ctx.db.transaction(async (tx) => {
    const action = await processForAction(tx, caller, id, 'approve');
    const candidate = await candidateOf(tx, id, who, true);
    requireMenuItem('approveComponent', candidate, action);
    const rejected = await tx
      .update(componentResults)
      .set({ status: 'SUCCESS', updatedAt: new Date() })
      .where(and(eq(componentResults.processPersonId, candidate.id), eq(componentResults.status, 'REJECT')))
      .returning({ componentType: componentResults.componentType });
    const componentTypes = rejected.map((r) => r.componentType).sort();

    const components = await jobComponentsOf(tx, id);
    const outcomes = await outcomesOf(tx, candidate.id);
    const finished = components.every((c) =>
      outcomes.some((o) => o.componentType === c.componentType && o.status === 'SUCCESS'),
    );
    const status: PersonStatus = isDisqualified(outcomes) ? 'DISQUALIFIED' : finished ? 'ENDED' : 'INPROGRESS';
    await saveStatusAndScore(tx, id, candidate.id, status);

    const [approver] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, caller.userId));
    const data = {
      observation: text,
      componentTypes,
      firstName: approver?.firstName ?? '',
      lastName: approver?.lastName ?? '',
    };
    await recordActivities(tx, [
      { processPersonId: candidate.id, name: 'COMPONENT_APPROVED', userId: caller.userId, data },
    ]);
    await audit(tx, caller, 'candidate.approveComponents', 'processPerson', candidate.id, {
      processId: id,
      componentTypes,
      status,
      observation: text,
    });
    return candidate.id;
  });
  publishAfterCommit(ctx, 'candidateChanged', id, { processId: id, processPersonId: candidateId, reason: 'COMPONENT' });
  return loadCandidate(ctx, candidateId);
}

/** aproveComponents(processId, candidateId, observation): candidateId is the processPersonId. */
export const aproveComponents = (ctx: RequestContext, processId: number, candidateId: number, observation: unknown) =>
  approveComponents(ctx, processId, { processPersonId: candidateId }, observation);

const componentTypeSchema = z.enum(COMPONENT_TYPES);

/**
 * reactivateComponent (evaluate the interview again): the component goes back to PENDING with its
 * result cleared and the candidate to INPROGRESS; the composed score loses that result.
 */
export async function reactivateComponent(
  ctx: RequestContext,
  processId: number,
  personId: number,
  positionComponentType: unknown,
): Promise<CandidateRow> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const person = parseInput(ctx, idSchema, personId);
  const componentType = parseInput(ctx, z.object({ positionComponentType: componentTypeSchema }), {
    positionComponentType,
  }).positionComponentType;
  const candidateId = await ctx.db.transaction(async (tx) => {
    await processForAction(tx, caller, id, 'reactivate');
    const candidate = await candidateOf(tx, id, { personId: person }, true);
    refuseBlacklisted(candidate);
    if (!(await jobComponentsOf(tx, id)).some((c) => c.componentType === componentType))
      throw new DomainError('NOT_FOUND');

    const [previous] = await tx
      .select({ status: componentResults.status, value: componentResults.value })
      .from(componentResults)
      .where(
        and(eq(componentResults.processPersonId, candidate.id), eq(componentResults.componentType, componentType)),
      );
    const now = new Date();
    await tx
      .insert(componentResults)
      .values({ processPersonId: candidate.id, componentType, status: 'PENDING', value: null, isCompleted: false })
      .onConflictDoUpdate({
        target: [componentResults.processPersonId, componentResults.componentType],
        set: { status: 'PENDING', value: null, isCompleted: false, details: null, updatedAt: now },
      });
    await saveStatusAndScore(tx, id, candidate.id, 'INPROGRESS');
    // The candidate takes the component again: its sessions are set aside (a new attempt starts)
    // and an open one's live channel is told EVALUATION_POSTPONED.
    const postponed = await tx
      .update(evaluationSessions)
      .set({ status: 'POSTPONED' })
      .where(
        and(
          eq(evaluationSessions.processPersonId, candidate.id),
          eq(evaluationSessions.componentType, componentType),
          ne(evaluationSessions.status, 'POSTPONED'),
        ),
      )
      .returning({ id: evaluationSessions.id });
    for (const { id: sessionId } of postponed)
      ctx.afterCommit(async () => ctx.sessionEvents.publish({ sessionId, type: 'EVALUATION_POSTPONED' }));

    const data = {
      componentType,
      previousStatus: previous?.status ?? null,
      previousValue: previous?.value == null ? null : Number(previous.value),
    };
    await recordActivities(tx, [
      { processPersonId: candidate.id, name: 'COMPONENT_REACTIVATED', userId: caller.userId, data },
    ]);
    await audit(tx, caller, 'candidate.reactivateComponent', 'processPerson', candidate.id, {
      processId: id,
      ...data,
      previousEvaluationsStatus: candidate.evaluationsStatus,
    });
    return candidate.id;
  });
  publishAfterCommit(ctx, 'candidateChanged', id, { processId: id, processPersonId: candidateId, reason: 'COMPONENT' });
  return loadCandidate(ctx, candidateId);
}
