import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  COMPARATOR_MAX,
  COMPONENT_STATUSES,
  CV_SECTIONS,
  idSchema,
  isDiscArchetype,
  isOneOf,
  OBSERVER_REALM,
  processKind,
  type ComponentStatus,
  type ComponentType,
  type CvSection,
  type DiscArchetype,
} from '@terna/domain';
import { z } from 'zod';
import type { ObserverSession } from '../../auth/observer-session.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { comparatorEntries, processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { observerView } from '../candidates/index.js';
import {
  CANDIDATE_PAGE_MAX,
  candidatePagination,
  pageRows,
  type CandidateRow,
  type PageViewer,
} from '../candidates/index.js';
import { loadResults, type ComponentResult } from '../candidates/index.js';
import { refuseProcessKind } from '../candidates/index.js';
import { observerVisibleIds, recordObserverViews, requireObserverReader } from '../observers/index.js';
import { findOwnProcess } from '../processes/index.js';
import { processComponents, type ProcessComponent } from './process-components.js';

const CV_SECTION_NAMES = Object.keys(CV_SECTIONS) as CvSection[];

/** A column of the comparator: one component of the process's job, in the job's order. */
export type ComparatorColumn = ProcessComponent;

export interface ComparatorCandidate {
  candidate: CandidateRow;
  composedScore: number | null;
  archetype: DiscArchetype | null;
  trustCode: string | null;
  salary: number | null;
  salaryCurrency: string | null;
  results: { componentType: ComponentType; status: ComponentStatus; value: number | null }[];
  cvSections: { section: CvSection; score: number }[];
  competences: { name: string; value: number }[];
}

export interface ComparatorPage {
  data: ComparatorCandidate[];
  page: number;
  size: number;
  total: number;
  components: ComparatorColumn[];
}

const comparatorSchema = z.object({
  processId: idSchema,
  ...candidatePagination(COMPARATOR_MAX),
  ids: z.array(idSchema).max(CANDIDATE_PAGE_MAX).nullish(),
});

/** An observer compares the candidates they pick: at least one, at most COMPARATOR_MAX. */
const observerIdsSchema = z.array(idSchema).min(1).max(COMPARATOR_MAX);

/**
 * The comparator's rows for `ids` (in that order): the candidate, the values compared side by side
 * and, per column, the result. Only the columns' components are shown; the CV's section scores and
 * the competences come with their columns (CURRICULUM, COMPETENCE), and so do the archetype (DISC),
 * the trust code (RELIABILITY) and the salary expectation (the CV).
 */
async function comparatorRows(
  ctx: RequestContext,
  viewer: PageViewer,
  processId: number,
  ids: number[],
  columns: ComparatorColumn[],
): Promise<ComparatorCandidate[]> {
  if (ids.length === 0) return [];
  const [rows, results] = await Promise.all([pageRows(ctx.db, viewer, processId, ids), loadResults(ctx, ids)]);
  const shown = new Set(columns.map((column) => column.name));
  const has = (type: ComponentType) => shown.has(type);
  return rows.map((candidate) => {
    const byType = new Map<string, ComponentResult>(
      (results.get(candidate.id) ?? []).map((result) => [result.componentType, result]),
    );
    return {
      candidate,
      composedScore: candidate.composed_score === null ? null : Number(candidate.composed_score),
      archetype: has('DISC') && isDiscArchetype(candidate.archetype) ? candidate.archetype : null,
      trustCode: has('RELIABILITY') ? candidate.trust_code : null,
      salary: has('CURRICULUM') ? candidate.salary_amount : null,
      salaryCurrency: has('CURRICULUM') ? candidate.salary_currency : null,
      results: columns.map((column) => {
        const result = byType.get(column.name);
        const stored = result?.status;
        const status = isOneOf(COMPONENT_STATUSES, stored) ? stored : 'PENDING';
        return { componentType: column.name, status, value: result?.value ?? null };
      }),
      cvSections: has('CURRICULUM')
        ? (byType
            .get('CURRICULUM')
            ?.curriculum?.sections.flatMap(({ section, score }) =>
              isOneOf(CV_SECTION_NAMES, section) ? [{ section, score }] : [],
            ) ?? [])
        : [],
      competences: has('COMPETENCE')
        ? (byType.get('COMPETENCE')?.competences?.map(({ name, value }) => ({ name, value })) ?? [])
        : [],
    };
  });
}

const pageOf = <T>(items: readonly T[], page: number, size: number) => items.slice((page - 1) * size, page * size);

/**
 * processPersonComparator(processId, page, size, ids). A company user (candidate.view) gets their
 * own comparator of the process, in the order the candidates were added (ids, when given, keeps
 * only those). An observer names the candidates to compare (ids: 1 to COMPARATOR_MAX, each one
 * their link lets them see) and sees only their granted sections' columns. Trust and controlled
 * basic processes have no comparator (COMPARATOR_NOT_ALLOWED).
 */
export async function processPersonComparator(ctx: RequestContext, args: unknown): Promise<ComparatorPage> {
  if (ctx.realm === OBSERVER_REALM) return observerComparator(ctx, parseInput(ctx, comparatorSchema, args));
  const caller = requirePermission(ctx, 'candidate.view');
  return companyComparator(ctx, caller, parseInput(ctx, comparatorSchema, args));
}

type ComparatorInput = z.infer<typeof comparatorSchema>;

async function companyComparator(ctx: RequestContext, caller: Caller, input: ComparatorInput): Promise<ComparatorPage> {
  refuseProcessKind({ kind: processKind(await findOwnProcess(ctx.db, caller, input.processId)) });
  const entries = await ctx.db
    .select({ id: comparatorEntries.processPersonId })
    .from(comparatorEntries)
    .where(
      and(
        eq(comparatorEntries.processId, input.processId),
        eq(comparatorEntries.userId, caller.userId),
        input.ids ? inArray(comparatorEntries.processPersonId, input.ids.length ? input.ids : [0]) : undefined,
      ),
    )
    .orderBy(asc(comparatorEntries.createdAt), asc(comparatorEntries.processPersonId));
  const columns = await processComponents(ctx, input.processId);
  const ids = pageOf(
    entries.map((entry) => entry.id),
    input.page,
    input.size,
  );
  const data = await comparatorRows(ctx, caller, input.processId, ids, columns);
  return { data, page: input.page, size: input.size, total: entries.length, components: columns };
}

async function observerComparator(ctx: RequestContext, input: ComparatorInput): Promise<ComparatorPage> {
  const observer: ObserverSession = requireObserverReader(ctx, input.processId);
  const ids = [...new Set(parseInput(ctx, z.object({ ids: observerIdsSchema }), { ids: input.ids }).ids)];
  const [process] = await ctx.db
    .select()
    .from(processes)
    .where(and(eq(processes.id, observer.processId), eq(processes.companyId, observer.companyId)));
  if (!process) throw new DomainError('NOT_FOUND');
  refuseProcessKind({ kind: processKind(process) });
  // A candidate the link does not show is answered like one that does not exist.
  const visible = new Set(await observerVisibleIds(ctx, observer));
  if (ids.some((id) => !visible.has(id))) throw new DomainError('NOT_FOUND');

  const columns = (await processComponents(ctx, input.processId)).filter((column) =>
    observer.sections.includes(column.name),
  );
  const shown = pageOf(ids, input.page, input.size);
  const rows = await comparatorRows(
    ctx,
    { companyId: observer.companyId, userId: null, observerId: observer.observerId },
    input.processId,
    shown,
    columns,
  );
  // Each compared candidate's results were read: one view per candidate in the observer's log.
  await recordObserverViews(ctx, observer, shown);
  return {
    data: rows.map((row) => ({ ...row, candidate: observerView(row.candidate, observer.sections) })),
    page: input.page,
    size: input.size,
    total: ids.length,
    components: columns,
  };
}
