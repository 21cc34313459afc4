import { sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_SORT_FIELDS,
  DEFAULT_CANDIDATE_SORT,
  DEFAULT_FEELING_FILTER,
  DEFAULT_PAGE_SIZE,
  FEELING_FILTER_KEYS,
  idSchema,
  PERSON_STATUS_NAMES,
  SORT_ORDERS,
  TRUST_FILTER_KEYS,
} from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryPreparedRows, type Database } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { pagination, parseInput } from '../../validation.js';
import { candidateColumns, observerCandidateColumns, type CandidateRow } from './candidate-row.js';
import type { FacetName, IndexQuery } from './candidate-facet-index.js';
import { candidateFacetStore, type ProbeResult } from './candidate-facet-store.js';

export { CANDIDATE_FACETS } from './candidate-facet-index.js';

export const CANDIDATE_PAGE_MAX = 100;

/** A page of candidates, up to CANDIDATE_PAGE_MAX; the list, the shortlist and the comparator differ in their default size. */
export const candidatePagination = (defaultSize: number) => pagination(CANDIDATE_PAGE_MAX, defaultSize);

const list = (max = 200) => z.array(z.string().trim().min(1).max(256)).max(max).nullish();
const range = <T extends z.ZodType>(value: T) => z.object({ from: value.nullish(), to: value.nullish() }).nullish();

export const candidateSearchSchema = z.object({
  processId: idSchema,
  ...candidatePagination(DEFAULT_PAGE_SIZE),
  personEvaluationsStatus: z
    .array(z.enum(PERSON_STATUS_NAMES as [string, ...string[]]))
    .max(4)
    .nullish(),
  wildcard: z.string().max(256).nullish(),
  feelings: z.array(z.enum(FEELING_FILTER_KEYS)).max(4).nullish(),
  trust: z.array(z.enum(TRUST_FILTER_KEYS)).max(5).nullish(),
  maritalStatus: list(),
  gender: list(),
  place: list(),
  language: list(),
  education: list(),
  institution: list(),
  areaExperience: list(),
  subExperience: list(),
  industry: list(),
  company: list(),
  skill: list(),
  tags: list(),
  hired: z.boolean().nullish(),
  salary: range(z.number().int().min(0)),
  birthDate: range(z.iso.date()),
  sortBy: z.object({ field: z.enum(CANDIDATE_SORT_FIELDS), order: z.enum(SORT_ORDERS) }).nullish(),
});
export type CandidateSearch = z.input<typeof candidateSearchSchema>;

export interface FacetValue {
  key: string;
  docCount: number;
  label?: string | null;
}

export type { CandidateRow } from './candidate-row.js';

export interface CandidatePage {
  data: CandidateRow[];
  filters: Record<FacetName, FacetValue[]>;
  page: number;
  size: number;
  total: number;
  /** Every candidate of the process, whatever the filters (docs/decisions/034): the number the header and the dashboard show. */
  processTotal: number;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date, as the index keeps birth dates. */
const epochDay = (date: string | null | undefined) => (date ? Date.parse(`${date}T00:00:00Z`) / 86_400_000 : null);

/**
 * processPersonPaginated: a page of a process's candidates, composed score first by default, with a
 * count for every filter value; each facet counts with every filter but its own. The filters, the
 * counts and the page's order come from this node's in-memory facet index of the process, which
 * holds every change committed before the request (docs/decisions/006); the page's candidates are
 * read from the database by id.
 */
export async function processPersonPaginated(ctx: RequestContext, args: unknown): Promise<CandidatePage> {
  const caller = requirePermission(ctx, 'candidate.view');
  const search = parseInput(ctx, candidateSearchSchema, args);
  const store = candidateFacetStore(ctx.db, { maxBytes: ctx.config.candidateIndexMb * 1024 * 1024 });
  const wildcard = search.wildcard?.trim() || null;
  const sort = search.sortBy ?? DEFAULT_CANDIDATE_SORT;
  const nameSort = sort.field === 'firstName' || sort.field === 'lastName' ? sort.field : null;
  const query = (folded: string | null): IndexQuery => ({
    filters: {
      personEvaluationsStatus: search.personEvaluationsStatus ?? [],
      feelings: search.feelings ?? DEFAULT_FEELING_FILTER,
      trust: search.trust ?? [],
      gender: search.gender ?? [],
      maritalStatus: search.maritalStatus ?? [],
      place: search.place ?? [],
      industry: search.industry ?? [],
      areaExperience: search.areaExperience ?? [],
      subExperience: search.subExperience ?? [],
      education: search.education ?? [],
      institution: search.institution ?? [],
      company: search.company ?? [],
      hired: search.hired == null ? [] : [String(search.hired)],
      skill: search.skill ?? [],
      language: search.language ?? [],
      tags: search.tags ?? [],
    },
    wildcard: folded,
    salary: { from: search.salary?.from, to: search.salary?.to },
    birthDay: { from: epochDay(search.birthDate?.from), to: epochDay(search.birthDate?.to) },
    sort,
    offset: (search.page - 1) * search.size,
    limit: search.size,
  });

  // Most requests find this node's index up to date. So the answer is computed from it at once, and
  // one statement confirms that the process is the caller's company's and that the index missed no
  // change, and reads the page's rows (a request's statements share its transaction's connection,
  // so each statement is a round trip); when the index missed a change, it catches up and the
  // answer is computed again.
  const probe = store.probe(search.processId, caller.companyId);
  const known = wildcard === null ? null : store.foldedText(wildcard);
  const held = probe.entry?.index;
  const guess =
    held && known !== undefined && !(nameSort && held.namesToRank(nameSort)) ? held.query(query(known)) : null;
  const withPage = Boolean(guess?.ids.length);
  // The database folds the search text (unaccent, lower) exactly as it folded the candidates' text.
  const [process] = await queryPreparedRows<{ wildcard: string | null; data: CandidateRow[] | null } & ProbeResult>(
    ctx.db,
    `candidate_list_${probe.held ? 'check' : 'first_check'}${withPage ? '_page' : ''}`,
    sql`select immutable_unaccent(lower(${wildcard}::text)) as wildcard, ${probe.columns},
        ${withPage ? sql`(${pageSelect(caller, search.processId, guess!.ids)})` : sql`null::json`} as data
      from processes where id = ${search.processId} and company_id = ${caller.companyId}`,
  );
  if (!process) throw new DomainError('NOT_FOUND');
  if (wildcard !== null) store.rememberFolded(wildcard, process.wildcard);
  if (guess && !process.stale) {
    store.confirmed(ctx.db, probe, process);
    return {
      data: process.data ?? [],
      filters: guess.facets,
      page: search.page,
      size: search.size,
      total: guess.total,
      processTotal: held!.size,
    };
  }
  const index = await store.fresh(ctx.db, search.processId, caller.companyId, probe, process);

  // Ranks are checked and used with no await in between: a patch may add a name while they load.
  while (nameSort && index.namesToRank(nameSort)) await store.rankNames(ctx.db, index, nameSort);
  const result = index.query(query(process.wildcard));
  const data = result.ids.length === 0 ? [] : await pageRows(ctx.db, caller, search.processId, result.ids);
  return {
    data,
    filters: result.facets,
    page: search.page,
    size: search.size,
    total: result.total,
    processTotal: index.size,
  };
}

/** Whose candidates a page shows and whose own feeling (`feeling`) it carries: a company user's, or an observer's (observerId). */
export type PageViewer = Pick<Caller, 'companyId'> & ({ userId: number } | { userId: null; observerId: number });

/** The candidates `ids` of the process, in that order, with everything a list row shows: one JSON array. */
function pageSelect(caller: PageViewer, processId: number, ids: readonly number[]): SQL {
  return sql`select coalesce(json_agg(row_to_json(c) order by c.position), '[]') as data from (
      select page.position, ${'observerId' in caller ? observerCandidateColumns(caller.observerId) : candidateColumns(caller.userId)}
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page (id, position)
        join process_persons pp on pp.id = page.id join persons pe on pe.id = pp.person_id
        left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
      where pp.process_id = ${processId} and pp.company_id = ${caller.companyId}) c`;
}

/** The list rows (ProcessCandidate) of the candidates `ids` of the process, in that order; other ids are left out. */
export async function pageRows(
  db: Database,
  caller: PageViewer,
  processId: number,
  ids: readonly number[],
): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  // One statement name per SQL text: an observer's page reads their own feeling by another condition.
  const name = 'observerId' in caller ? 'candidate_list_observer_page' : 'candidate_list_page';
  const [row] = await queryPreparedRows<{ data: CandidateRow[] }>(db, name, pageSelect(caller, processId, ids));
  return row!.data;
}
