import { sql } from 'drizzle-orm';
import { idSchema, OBSERVER_REALM, type ActivityName, type EducationEntry } from '@terna/domain';
import type { ObserverSession } from '../../auth/observer-session.js';
import { requireCaller, requirePermission, type RequestContext } from '../../context.js';
import { queryPreparedRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordObserverView, requireObserverCandidate, requireObserverReader } from '../observers/index.js';
import { candidateColumns, observerCandidateColumns, type CandidateRow } from './candidate-row.js';

/**
 * One candidate of the caller's company in the shape of a list row (ProcessCandidate), or
 * NOT_FOUND. It checks no permission: the operation that returns the candidate has checked its own.
 */
export async function loadCandidate(ctx: RequestContext, processPersonId: number): Promise<CandidateRow> {
  const caller = requireCaller(ctx);
  // Read as JSON like the list, so both drivers and both queries give the same value types. Prepared,
  // as the sidebar's other two: under the row-level security policies they took longer to plan than to run.
  const [row] = await queryPreparedRows<{ candidate: CandidateRow }>(
    ctx.db,
    'candidate_detail',
    sql`select row_to_json(c) as candidate from (
      select ${candidateColumns(caller.userId)}
      from process_persons pp join persons pe on pe.id = pp.person_id
        left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
      where pp.id = ${processPersonId} and pp.company_id = ${caller.companyId}) c`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return row.candidate;
}

/** processPerson(id): the candidate sidebar's candidate. */
export async function processPerson(ctx: RequestContext, id: number): Promise<CandidateRow> {
  requirePermission(ctx, 'candidate.view');
  return loadCandidate(ctx, parseInput(ctx, idSchema, id));
}

/**
 * processCandidate(personId): the candidate detail page's candidate, personId being the
 * processPersonId (spec 2 section 7.1). A company user needs candidate.view; an external observer
 * reads only candidates their link lets them see (NOT_FOUND otherwise, as for an unknown id), gets
 * the row without what is company-internal (observerView) and leaves a view in the observer's log.
 */
export async function processCandidate(ctx: RequestContext, personId: number): Promise<CandidateRow> {
  if (ctx.realm !== OBSERVER_REALM) return processPerson(ctx, personId);
  // The query names no process: the link's own is the one to check (terms accepted, link alive).
  const observer = requireObserverReader(ctx, ctx.observer?.processId ?? 0);
  const id = parseInput(ctx, idSchema, personId);
  await requireObserverCandidate(ctx, observer, id);
  const row = await loadObserverCandidate(ctx, observer, id);
  await recordObserverView(ctx, observer, id);
  return row;
}

async function loadObserverCandidate(
  ctx: RequestContext,
  observer: ObserverSession,
  processPersonId: number,
): Promise<CandidateRow> {
  const [row] = await queryPreparedRows<{ candidate: CandidateRow }>(
    ctx.db,
    'observer_candidate_detail',
    sql`select row_to_json(c) as candidate from (
      select ${observerCandidateColumns(observer.observerId)}
      from process_persons pp join persons pe on pe.id = pp.person_id
        left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
      where pp.id = ${processPersonId} and pp.process_id = ${observer.processId} and pp.company_id = ${observer.companyId}) c`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return observerView(row.candidate, observer.sections);
}

/**
 * A candidate as an external observer sees it: name, identification, status, the overall score,
 * feelings, and the results of the granted sections only. Contact and personal data (e-mail, phone,
 * place, birth date, marital status), tags (with their authors) and hiring stay with the company;
 * the salary goes with the CV (CURRICULUM section), the archetype with DISC and the trust code with
 * RELIABILITY. Shared by every observer read of ProcessCandidate rows (docs/api/candidate-detail.md).
 */
export function observerView(row: CandidateRow, sections: readonly string[]): CandidateRow {
  const granted = (type: string) => sections.includes(type);
  return {
    ...row,
    email: null,
    phone: null,
    birth_date: null,
    marital_status: null,
    place_uuid: null,
    place_name: null,
    tags: [],
    hired: null,
    components: row.components.filter((component) => granted(component.componentType)),
    archetype: granted('DISC') ? row.archetype : null,
    trust_code: granted('RELIABILITY') ? row.trust_code : null,
    salary_amount: granted('CURRICULUM') ? row.salary_amount : null,
    salary_currency: granted('CURRICULUM') ? row.salary_currency : null,
  };
}

/**
 * The company whose candidates the request may read: the company user's, or the observer's (whose
 * operations have already checked the process and the candidate). Anyone else is refused.
 */
export function readerCompanyId(ctx: RequestContext): number {
  return ctx.observer?.companyId ?? requireCaller(ctx).companyId;
}

export interface CandidateActivity {
  id: number;
  processPersonId: number;
  name: ActivityName;
  timestamp: Date;
  userName: string | null;
  data: unknown;
}

/** Ids as one array parameter: a prepared statement's text stays the same whatever their number. */
export const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The timelines of several candidates of the caller's company, each ordered by time. */
export async function loadActivities(
  ctx: RequestContext,
  processPersonIds: readonly number[],
): Promise<Map<number, CandidateActivity[]>> {
  const caller = requireCaller(ctx);
  const rows = await queryPreparedRows<{
    id: number;
    process_person_id: number;
    name: ActivityName;
    timestamp: string | Date;
    user_name: string | null;
    data: unknown;
  }>(
    ctx.db,
    'candidate_activities',
    sql`select a.id, a.process_person_id, a.name, a.timestamp, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name, a.data
      from activities a join process_persons pp on pp.id = a.process_person_id left join users u on u.id = a.user_id
      where a.process_person_id = any(${idArray(processPersonIds)}::int[]) and pp.company_id = ${caller.companyId}
      order by a.timestamp, a.id`,
  );
  const byCandidate = new Map<number, CandidateActivity[]>();
  for (const row of rows) {
    const list = byCandidate.get(row.process_person_id) ?? [];
    list.push({
      id: row.id,
      processPersonId: row.process_person_id,
      name: row.name,
      timestamp: new Date(row.timestamp),
      userName: row.user_name,
      data: row.data,
    });
    byCandidate.set(row.process_person_id, list);
  }
  return byCandidate;
}

/** The education lists of several candidates' CVs (curricula.data.educationList), as stored. */
export async function loadEducationLists(
  ctx: RequestContext,
  processPersonIds: readonly number[],
): Promise<Map<number, EducationEntry[]>> {
  const companyId = readerCompanyId(ctx);
  const rows = await queryPreparedRows<{ id: number; list: EducationEntry[] | null }>(
    ctx.db,
    'candidate_education',
    sql`select pp.id, cv.data -> 'educationList' as list
      from process_persons pp join curricula cv on cv.person_id = pp.person_id
      where pp.id = any(${idArray(processPersonIds)}::int[]) and pp.company_id = ${companyId}`,
  );
  return new Map(rows.map((row) => [row.id, Array.isArray(row.list) ? row.list : []]));
}

type Batch<V> = { ids: Set<number>; result: Promise<Map<number, V>> };
const batches = new WeakMap<RequestContext, Map<string, Batch<unknown>>>();

/**
 * Loads a per-candidate value for every candidate of the response in one query: the ids asked
 * for in the same tick (the rows of a list) are collected and `load` runs once for all of them.
 */
export function batchLoad<V>(
  ctx: RequestContext,
  key: string,
  id: number,
  load: (ids: number[]) => Promise<Map<number, V>>,
): Promise<V | undefined> {
  let pending = batches.get(ctx);
  if (!pending) batches.set(ctx, (pending = new Map()));
  let batch = pending.get(key) as Batch<V> | undefined;
  if (!batch) {
    const ids = new Set<number>();
    const open = pending;
    batch = {
      ids,
      result: Promise.resolve().then(() => {
        open.delete(key);
        return load([...ids]);
      }),
    };
    pending.set(key, batch as Batch<unknown>);
  }
  batch.ids.add(id);
  return batch.result.then((values) => values.get(id));
}
