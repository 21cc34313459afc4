import { and, eq } from 'drizzle-orm';
import {
  composeCandidate,
  isOneOf,
  COMPONENT_STATUSES,
  COMPONENT_TYPES,
  PERSON_STATUSES,
  type ComponentType,
  type PersonStatus,
} from '@terna/domain';
import type { Database } from '../../db/client.js';
import { componentResults, jobComponents, jobOpportunities, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { recordActivities } from '../candidates/index.js';
import { moveInRanking } from './ranking.js';

export type Tx = Database;

export interface JobComponent {
  componentType: ComponentType;
  weight: number;
  minValueToPass: number;
}

export async function jobComponentsOf(tx: Tx, processId: number): Promise<JobComponent[]> {
  const rows = await tx
    .select({
      componentType: jobComponents.componentType,
      weight: jobComponents.weight,
      minValueToPass: jobComponents.minValueToPass,
    })
    .from(jobComponents)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobComponents.jobOpportunityId))
    .where(eq(jobOpportunities.processId, processId))
    .orderBy(jobComponents.order);
  return rows
    .filter((row) => isOneOf(COMPONENT_TYPES, row.componentType))
    .map((row) => ({
      componentType: row.componentType as ComponentType,
      weight: row.weight,
      minValueToPass: Number(row.minValueToPass),
    }));
}

/** The candidate's participation, locked until the transaction ends (one scorer per candidate at a time). */
export interface LockedCandidate {
  id: number;
  processId: number;
  personId: number;
  companyId: number;
  evaluationsStatus: string;
  ranking: number | null;
  composedScore: number | null;
  finishedAt: Date | null;
  startedAt: Date | null;
}

export async function lockCandidate(tx: Tx, processPersonId: number): Promise<LockedCandidate> {
  const [row] = await tx
    .select({
      id: processPersons.id,
      processId: processPersons.processId,
      personId: processPersons.personId,
      companyId: processPersons.companyId,
      evaluationsStatus: processPersons.evaluationsStatus,
      ranking: processPersons.ranking,
      composedScore: processPersons.composedScore,
      finishedAt: processPersons.finishedAt,
      startedAt: processPersons.startedAt,
    })
    .from(processPersons)
    .where(eq(processPersons.id, processPersonId))
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND');
  return { ...row, composedScore: row.composedScore === null ? null : Number(row.composedScore) };
}

/** Writes one component's result (insert or replace). */
export async function saveResult(
  tx: Tx,
  processPersonId: number,
  componentType: ComponentType,
  result: { status: string; value: number | null; details: unknown },
  now: Date,
): Promise<void> {
  const values = {
    status: result.status,
    value: result.value === null ? null : String(result.value),
    isCompleted: true,
    details: result.details,
    updatedAt: now,
  };
  await tx
    .insert(componentResults)
    .values({ processPersonId, componentType, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [componentResults.processPersonId, componentResults.componentType], set: values });
}

/**
 * Settles the candidate after a component's result changed: the evaluation status, composed score
 * (live: settled components only, decision 015), its final flag, the finish time, the ranking, and
 * a DISQUALIFIED or FINISHED milestone on the timeline when the candidate gets there.
 */
export async function settleCandidate(
  tx: Tx,
  candidate: LockedCandidate,
  components: readonly JobComponent[],
  now: Date,
  archetype?: string | null,
): Promise<{ evaluationsStatus: PersonStatus; composedScore: number | null }> {
  const results = await tx
    .select({
      componentType: componentResults.componentType,
      status: componentResults.status,
      value: componentResults.value,
    })
    .from(componentResults)
    .where(eq(componentResults.processPersonId, candidate.id));
  const composed = composeCandidate(
    components.map((component) => {
      const result = results.find((r) => r.componentType === component.componentType);
      return {
        ...component,
        status: result && isOneOf(COMPONENT_STATUSES, result.status) ? result.status : 'PENDING',
        value: result?.value == null ? null : Number(result.value),
      };
    }),
  );
  const status = composed.evaluationsStatus;
  const finished = PERSON_STATUSES[status].finished;
  const ranking = await moveInRanking(
    tx,
    candidate.processId,
    candidate.id,
    { ranking: candidate.ranking, status: candidate.evaluationsStatus, score: candidate.composedScore },
    { ranking: null, status, score: composed.composedScore },
  );
  await tx
    .update(processPersons)
    .set({
      evaluationsStatus: status,
      composedScore: composed.composedScore === null ? null : String(composed.composedScore),
      composedStatus: finished && composed.composedScore !== null,
      startedAt: candidate.startedAt ?? now,
      finishedAt: finished ? (candidate.finishedAt ?? now) : null,
      ranking,
      ...(archetype === undefined ? {} : { archetype }),
    })
    .where(and(eq(processPersons.id, candidate.id)));
  if (status !== candidate.evaluationsStatus && (status === 'DISQUALIFIED' || status === 'ENDED')) {
    await recordActivities(tx, [
      {
        processPersonId: candidate.id,
        name: status === 'DISQUALIFIED' ? 'DISQUALIFIED' : 'FINISHED',
        userId: null,
        data:
          status === 'DISQUALIFIED' ? { componentTypes: composed.rejected } : { composedScore: composed.composedScore },
      },
    ]);
  }
  return { evaluationsStatus: status, composedScore: composed.composedScore };
}
