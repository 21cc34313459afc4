import { sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_SORT_FIELDS,
  idSchema,
  SHORTLIST_FEELINGS,
  SHORTLIST_PAGE_SIZE,
  SORT_ORDERS,
  type CandidateSortField,
} from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { observerView } from '../candidates/index.js';
import {
  candidatePagination,
  pageRows,
  shortlistFromIndex,
  type CandidateRow,
  type IndexedShortlistQuery,
  type PageViewer,
} from '../candidates/index.js';
import { observerVisibleIds, recordObserverView, requireObserverReader } from '../observers/index.js';
import { findOwnProcess } from '../processes/index.js';

export interface ShortlistPage {
  data: CandidateRow[];
  page: number;
  size: number;
  total: number;
}

const pagination = {
  ...candidatePagination(SHORTLIST_PAGE_SIZE),
  wildcard: z.string().max(256).nullish(),
};

const shortlistSchema = z.object({
  processId: idSchema,
  ...pagination,
  observersIds: z.array(idSchema).max(100).nullish(),
  sortBy: z.object({ field: z.enum(CANDIDATE_SORT_FIELDS), order: z.enum(SORT_ORDERS) }).nullish(),
});

const observerShortlistSchema = z.object({ observerId: idSchema, processId: idSchema, ...pagination });

/** The shortlist's default order (spec 2 section 4.6): ranking ascending. */
const DEFAULT_SHORTLIST_SORT = { field: 'ranking', order: 'ASC' } as const;

/** The column each sort field orders by; names compare unaccented and lower-cased, as the search does. */
const SORT_COLUMNS: Record<CandidateSortField, SQL> = {
  composedCapResult: sql`pp.composed_score`,
  ranking: sql`pp.ranking`,
  firstName: sql`immutable_unaccent(lower(pe.first_name))`,
  lastName: sql`immutable_unaccent(lower(pe.last_name))`,
  createdAt: sql`pp.created_at`,
};

interface ShortlistQuery {
  viewer: PageViewer;
  processId: number;
  /** Which candidates may appear, beside being of the process and not blacklisted: for SQL. */
  membership: () => Promise<SQL>;
  /** The same for the candidate index. */
  members: IndexedShortlistQuery['members'];
  wildcard: string | null | undefined;
  sort: { field: CandidateSortField; order: 'ASC' | 'DESC' };
  page: number;
  size: number;
}

/**
 * One page of a shortlist: the ids in order and the total, from this node's candidate index of the
 * process when it holds one, else by SQL (docs/decisions/038); then the page's rows through the
 * candidate list's own row builder.
 */
async function shortlistPage(ctx: RequestContext, query: ShortlistQuery): Promise<ShortlistPage> {
  const wildcard = query.wildcard?.trim() || null;
  const observer = 'observerId' in query.viewer;
  const search = searchCondition(observer, wildcard);
  const { ids, total } =
    (await shortlistFromIndex(ctx, query.processId, query.viewer.companyId, {
      members: query.members,
      // The index's search text holds e-mails, which an observer's search must not reach: the
      // database checks theirs on the candidates the index finds.
      wildcard: observer ? null : wildcard,
      condition: observer && wildcard ? search : null,
      sort: query.sort,
      offset: (query.page - 1) * query.size,
      limit: query.size,
    })) ?? (await sqlShortlist(ctx, query, search));
  const data = await pageRows(ctx.db, query.viewer, query.processId, ids);
  return { data, page: query.page, size: query.size, total };
}

/**
 * The search over pp and pe: the same folded text as the candidate list's (name, e-mail,
 * identification; unaccented, case-insensitive); observers' leaves the e-mail out.
 */
function searchCondition(observer: boolean, wildcard: string | null): SQL {
  // Observers never see e-mails, so they cannot search by them either (a search would tell an address is there).
  const email = observer ? sql`''` : sql`coalesce(pe.email, '')`;
  return wildcard
    ? sql`and strpos(immutable_unaccent(lower(pe.first_name || ' ' || pe.last_name || ' ' || ${email} || ' ' || coalesce(pe.identification, ''))),
        immutable_unaccent(lower(${wildcard}::text))) > 0`
    : sql``;
}

/** The ids in order and the total in one statement. */
async function sqlShortlist(
  ctx: RequestContext,
  query: ShortlistQuery,
  search: SQL,
): Promise<{ ids: number[]; total: number }> {
  const membership = await query.membership();
  const direction = query.sort.order === 'ASC' ? sql`asc` : sql`desc`;
  const rows = await queryRows<{ id: number; total: number }>(
    ctx.db,
    sql`select pp.id, (count(*) over ())::int as total
      from process_persons pp join persons pe on pe.id = pp.person_id
      where pp.process_id = ${query.processId} and pp.company_id = ${query.viewer.companyId}
        and not exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id and (b.expires_at is null or b.expires_at > now()))
        and ${membership} ${search}
      order by ${SORT_COLUMNS[query.sort.field]} ${direction} nulls last, pp.id
      limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  // A page past the end has no rows to carry the total: counted again only then.
  const total = rows[0]?.total ?? (query.page > 1 ? await countOnly(ctx, query, membership, search) : 0);
  return { ids: rows.map((row) => row.id), total };
}

async function countOnly(ctx: RequestContext, query: ShortlistQuery, membership: SQL, search: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from process_persons pp join persons pe on pe.id = pp.person_id
      where pp.process_id = ${query.processId} and pp.company_id = ${query.viewer.companyId}
        and not exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id and (b.expires_at is null or b.expires_at > now()))
        and ${membership} ${search}`,
  );
  return row?.total ?? 0;
}

const shortlistFeelings = sql`array[${sql.join(
  SHORTLIST_FEELINGS.map((f) => sql`${f}`),
  sql`, `,
)}]::text[]`;

/**
 * processPersonShortlisted: the process's candidates with at least one active YES or MAYBE, not
 * blacklisted; observersIds keeps the ones those observers liked (YES or MAYBE). Ranking
 * ascending by default, then id (permission candidate.view).
 */
export async function processPersonShortlisted(ctx: RequestContext, args: unknown): Promise<ShortlistPage> {
  const caller = requirePermission(ctx, 'candidate.view');
  const search = parseInput(ctx, shortlistSchema, args);
  await findOwnProcess(ctx.db, caller, search.processId);
  const byObservers = search.observersIds?.length
    ? sql`and f.observer_id = any(${`{${search.observersIds.join(',')}}`}::int[])`
    : sql``;
  return shortlistPage(ctx, {
    viewer: caller,
    processId: search.processId,
    membership: async () =>
      sql`exists (select 1 from feelings f where f.process_person_id = pp.id and f.feeling = any(${shortlistFeelings}) ${byObservers})`,
    members: { feelings: SHORTLIST_FEELINGS, observers: search.observersIds },
    wildcard: search.wildcard,
    sort: search.sortBy ?? DEFAULT_SHORTLIST_SORT,
    page: search.page,
    size: search.size,
  });
}

/** Observer requests whose list view is already logged: a request that asks twice (aliases) logs it once. */
const listViewsLogged = new WeakSet<RequestContext>();

/**
 * processPersonObserverShortListed: the candidates the observer's link lets them see (observer
 * realm only; observerId must be the link's), in ranking order; logs one view of the report.
 */
export async function processPersonObserverShortListed(ctx: RequestContext, args: unknown): Promise<ShortlistPage> {
  const search = parseInput(ctx, observerShortlistSchema, args);
  const observer = requireObserverReader(ctx, search.processId);
  if (observer.observerId !== search.observerId) throw new DomainError('FORBIDDEN');
  const page = await shortlistPage(ctx, {
    viewer: { companyId: observer.companyId, userId: null, observerId: observer.observerId },
    processId: search.processId,
    membership: async () => sql`pp.id = any(${`{${(await observerVisibleIds(ctx, observer)).join(',')}}`}::int[])`,
    // The same candidates as observerVisibleIds: those the link names, else the shortlist.
    members: observer.candidates === null ? { feelings: SHORTLIST_FEELINGS } : { ids: observer.candidates },
    wildcard: search.wildcard,
    sort: DEFAULT_SHORTLIST_SORT,
    page: search.page,
    size: search.size,
  });
  // Logged after the page: a request that has written cannot bring the index up to date.
  if (!listViewsLogged.has(ctx)) {
    listViewsLogged.add(ctx);
    await recordObserverView(ctx, observer, null);
  }
  return { ...page, data: page.data.map((row) => observerView(row, observer.sections)) };
}
