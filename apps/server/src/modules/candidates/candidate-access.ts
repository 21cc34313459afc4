import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  canShowCandidateItem,
  idSchema,
  processKind,
  type CandidateMenuItem,
  type MenuContext,
  type ProcessKind,
} from '@terna/domain';
import { z } from 'zod';
import type { Caller } from '../../context.js';
import type { Database } from '../../db/client.js';
import { blacklist, persons, processes, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { findOwnProcess } from '../processes/index.js';

export type CandidateAction =
  'delete' | 'approve' | 'reactivate' | 'reminder' | 'hire' | 'tags' | 'blacklist' | 'comparator' | 'meeting';

/**
 * The process states each candidate action accepts. Actions that act on evaluations in course
 * (reminders, delete, approve, reactivate) need a LAUNCHED process; the recruiter's own
 * bookkeeping after the results (hire, tags, blacklist, comparator) also goes on once it is
 * CLOSED. Drafts have no candidates and a CANCELED process is over: PROCESS_STATUS_INVALID.
 */
const PROCESS_STATUSES_FOR: Record<CandidateAction, readonly string[]> = {
  delete: ['LAUNCHED'],
  approve: ['LAUNCHED'],
  reactivate: ['LAUNCHED'],
  reminder: ['LAUNCHED'],
  hire: ['LAUNCHED', 'CLOSED'],
  tags: ['LAUNCHED', 'CLOSED'],
  blacklist: ['LAUNCHED', 'CLOSED'],
  comparator: ['LAUNCHED', 'CLOSED'],
  // A virtual interview is one of the candidate's actions, which a closed process hides (spec 3 section 2).
  meeting: ['LAUNCHED'],
};

type Tx = Pick<Database, 'select' | 'execute'>;
type ProcessRow = typeof processes.$inferSelect;

export interface ActionProcess {
  process: ProcessRow;
  kind: ProcessKind;
}

/** The caller's process (PROCESS_NOT_OWNED / NOT_FOUND otherwise) in a state the action accepts; `lock` locks its row. */
export async function processForAction(
  tx: Tx,
  caller: Caller,
  processId: number,
  action: CandidateAction,
  lock = false,
): Promise<ActionProcess> {
  const process = await findOwnProcess(tx, caller, processId, lock);
  if (!PROCESS_STATUSES_FOR[action].includes(process.status)) throw new DomainError('PROCESS_STATUS_INVALID');
  return { process, kind: processKind(process) };
}

export interface ActionCandidate {
  id: number;
  personId: number;
  processId: number;
  evaluationsStatus: string;
  firstName: string;
  lastName: string;
  email: string | null;
  blackListed: boolean;
}

/** How a route names the candidate: the spec's operations use either id, the basic variant the identification. */
export const candidateMatchSchema = z.union([
  z.object({ processPersonId: idSchema }),
  z.object({ personId: idSchema }),
  z.object({ identification: z.string().trim().min(1).max(64) }),
]);
export type CandidateMatch = z.infer<typeof candidateMatchSchema>;

function matchCondition(match: CandidateMatch): SQL {
  if ('processPersonId' in match) return eq(processPersons.id, match.processPersonId) as SQL;
  if ('personId' in match) return eq(processPersons.personId, match.personId) as SQL;
  return eq(persons.identification, match.identification) as SQL;
}

/**
 * A candidate of the process (NOT_FOUND otherwise); with `lock` the participation row is locked
 * until the transaction ends, so concurrent actions on one candidate run one after the other.
 */
export async function candidateOf(
  tx: Tx,
  processId: number,
  match: CandidateMatch,
  lock = false,
): Promise<ActionCandidate> {
  const query = tx
    .select({
      id: processPersons.id,
      personId: processPersons.personId,
      processId: processPersons.processId,
      evaluationsStatus: processPersons.evaluationsStatus,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: persons.email,
      blackListed: sql<boolean>`exists (select 1 from ${blacklist} b where b.company_id = ${processPersons.companyId} and b.person_id = ${processPersons.personId} and (b.expires_at is null or b.expires_at > now()))`,
    })
    .from(processPersons)
    .innerJoin(persons, eq(persons.id, processPersons.personId))
    .where(and(eq(processPersons.processId, processId), matchCondition(match)))
    .orderBy(processPersons.id)
    .limit(1);
  const [candidate] = lock ? await query.for('update', { of: processPersons }) : await query;
  if (!candidate) throw new DomainError('NOT_FOUND');
  return candidate;
}

/** The process of a candidate of the caller's company, for the operations named by processPersonId alone. */
export async function processOfCandidate(
  tx: Tx,
  caller: Caller,
  processPersonId: number,
  action: CandidateAction,
): Promise<ActionProcess> {
  const [row] = await tx
    .select({ processId: processPersons.processId })
    .from(processPersons)
    .where(and(eq(processPersons.id, processPersonId), eq(processPersons.companyId, caller.companyId)));
  if (!row) throw new DomainError('NOT_FOUND');
  return processForAction(tx, caller, row.processId, action);
}

/** A blacklisted candidate's menu is disabled: only taking them off the list is allowed. */
export function refuseBlacklisted(candidate: Pick<ActionCandidate, 'blackListed'>): void {
  if (candidate.blackListed) throw new DomainError('CANDIDATE_BLACKLISTED');
}

/**
 * The candidate menu's own condition for `item` (packages/domain candidates/menu.ts), so the
 * server refuses exactly what the web app hides. Only the candidate's status and the process
 * kind feed the items the server checks this way; the rest of the context is left neutral.
 */
function menuAllows(item: CandidateMenuItem, candidate: ActionCandidate, action: ActionProcess): boolean {
  const context: MenuContext = {
    processKind: action.kind,
    processStatus: action.process.status,
    processHasParent: action.process.parentId !== null,
    processHasReliabilityComponent: false,
    companyHasReliabilityPlan: false,
    onCandidatesPage: false,
    canResetEvaluation: true,
  };
  const menuCandidate = {
    evaluationsStatus: candidate.evaluationsStatus,
    blackListed: candidate.blackListed,
    composedResult: null,
    interviewStatus: null,
    reliability: null,
    hasComponentStatus: false,
  };
  return canShowCandidateItem(item, menuCandidate, context);
}

/** The menu item's candidate-status condition, refused with CANDIDATE_STATUS_INVALID. */
export function requireMenuItem(item: CandidateMenuItem, candidate: ActionCandidate, action: ActionProcess): void {
  refuseBlacklisted(candidate);
  if (!menuAllows(item, candidate, action)) throw new DomainError('CANDIDATE_STATUS_INVALID');
}
