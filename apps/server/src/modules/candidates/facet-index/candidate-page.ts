import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context.js';
import { queryPreparedRows } from '../../../db/client.js';
import { commitSoFar } from '../../../db/tenant.js';
import { pageRows, pageSelect, type CandidateRow, type PageViewer } from '../candidate-row.js';
import type { FacetCount, FacetName, IndexQuery } from './columnar-index.js';
import { candidatePageBySql } from './sql-page.js';
import { storeFor, type ProbeResult } from './store.js';

export interface CandidatePageQuery extends Omit<IndexQuery, 'wildcard'> {
  /** As typed: the database folds it (unaccent, lower) as it folded the candidates' search text. */
  wildcard: string | null;
}

export interface CandidatePageAnswer {
  rows: CandidateRow[];
  facets: Record<FacetName, FacetCount[]>;
  total: number;
  /** Every candidate of the process, whatever the filters. */
  processTotal: number;
}

/**
 * A page of the process's candidates with every facet's counts, as `viewer` sees them; null when
 * the process is not the viewer's company's. The filters, the counts and the page's order come from
 * this node's index of the process, which holds every change committed before the request
 * (docs/decisions/006); the page's rows are read from the database by id. While the index is not
 * ready here, the database answers the same by SQL and the index loads in the background
 * (docs/decisions/040): no request waits for a load, but for processes too large for SQL to answer
 * in good time (FacetStoreOptions.sqlAnswerMost), whose requests wait for it holding no connection.
 */
export async function candidatePage(
  ctx: Pick<RequestContext, 'db' | 'config'>,
  viewer: PageViewer,
  processId: number,
  query: CandidatePageQuery,
  waited = false,
): Promise<CandidatePageAnswer | null> {
  const store = storeFor(ctx);
  const nameSort = query.sort.field === 'firstName' || query.sort.field === 'lastName' ? query.sort.field : null;
  const withWildcard = (folded: string | null): IndexQuery => ({ ...query, wildcard: folded });

  // Most requests find this node's index up to date. So the answer is computed from it at once, and
  // one statement confirms that the process is the caller's company's and that the index missed no
  // change, and reads the page's rows (a request's statements share its transaction's connection,
  // so each statement is a round trip); when the index missed a change, it catches up and the
  // answer is computed again.
  const probe = store.probe(processId, viewer.companyId);
  const known = query.wildcard === null ? null : store.foldedText(query.wildcard);
  const held = probe.entry?.index;
  const guess =
    held && known !== undefined && !(nameSort && held.namesToRank(nameSort)) ? held.query(withWildcard(known)) : null;
  const withPage = Boolean(guess?.ids.length);
  // With no index held, the statement also counts the process's candidates, for an answer by SQL.
  const [process] = await queryPreparedRows<
    { wildcard: string | null; data: CandidateRow[] | null; candidates: number | null } & ProbeResult
  >(
    ctx.db,
    `candidate_list_${probe.held ? 'check' : 'first_check'}${withPage ? '_page' : ''}`,
    sql`select immutable_unaccent(lower(${query.wildcard}::text)) as wildcard, ${probe.columns},
        ${withPage ? sql`(${pageSelect(viewer, processId, guess!.ids)})` : sql`null::json`} as data,
        ${probe.held ? sql`null::int` : sql`(select count(*)::int from process_persons where process_id = ${processId} and company_id = ${viewer.companyId})`} as candidates
      from processes where id = ${processId} and company_id = ${viewer.companyId}`,
  );
  if (!process) return null;
  if (query.wildcard !== null) store.rememberFolded(query.wildcard, process.wildcard);
  if (guess && !process.stale) {
    store.confirmed(ctx.db, probe, process);
    return { rows: process.data ?? [], facets: guess.facets, total: guess.total, processTotal: held!.size };
  }
  const index = await store.fresh(ctx.db, processId, viewer.companyId, probe, process);
  if (!index) {
    // What follows waits long (an SQL answer shared with others, or a load), and this request has only
    // read: it gives its connection back meanwhile (on PostgreSQL), so that the people waiting do not
    // hold the pool. Its next statement begins a new transaction, which sees all the first one did.
    const released = await commitSoFar(ctx.db);
    // A process too large to answer by SQL in good time waits for its load, then asks again (its
    // index then catches up to the new transaction's snapshot).
    if (
      released &&
      !waited &&
      process.candidates !== null &&
      store.waitsForLoad(process.candidates) &&
      (await store.heldWithin(processId))
    )
      return candidatePage(ctx, viewer, processId, query, true);
    // Not ready on this node (its load runs in the background): the database answers, slower and the same.
    const sqlQuery = withWildcard(process.wildcard);
    const result = await store.sharedAnswer(JSON.stringify([processId, viewer.companyId, sqlQuery]), () =>
      candidatePageBySql(ctx.db, processId, viewer.companyId, sqlQuery),
    );
    const processTotal =
      process.candidates ??
      (
        await queryPreparedRows<{ candidates: number }>(
          ctx.db,
          'candidate_list_count',
          sql`select count(*)::int as candidates from process_persons where process_id = ${processId} and company_id = ${viewer.companyId}`,
        )
      )[0]!.candidates;
    return {
      rows: await pageRows(ctx.db, viewer, processId, result.ids),
      facets: result.facets,
      total: result.total,
      processTotal,
    };
  }

  // Ranks are checked and used with no await in between: a patch may add a name while they load.
  while (nameSort && index.namesToRank(nameSort)) await store.rankNames(ctx.db, index, nameSort);
  const result = index.query(withWildcard(process.wildcard));
  return {
    rows: await pageRows(ctx.db, viewer, processId, result.ids),
    facets: result.facets,
    total: result.total,
    processTotal: index.size,
  };
}
