import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../../context.js';
import { queryRows } from '../../../db/client.js';
import type { IndexSort, ShortlistIndexQuery } from './columnar-index.js';
import { storeFor } from './store.js';

/**
 * The shortlist and the process dashboard from the candidate list's index of the process, when
 * this node holds it (docs/decisions/038): null otherwise, and the caller answers by SQL. The
 * callers have checked the process against the caller (company, scope) before asking.
 */

/** The candidates of the process on the company's unwanted list now: checked in the statement that checks the index. */
const blacklistedIds = (processId: number, companyId: number) =>
  sql`array(select pp.id from blacklist b join process_persons pp on pp.person_id = b.person_id and pp.company_id = b.company_id
    where b.company_id = ${companyId} and pp.process_id = ${processId} and (b.expires_at is null or b.expires_at > now())) as blacklisted`;

export interface IndexedShortlistQuery extends Omit<ShortlistIndexQuery, 'excluded' | 'wildcard'> {
  /** As typed: the database folds it as it folded the candidates' search text. */
  wildcard: string | null;
  /**
   * A further condition over pp (process_persons) and pe (persons), beginning with `and`, that the
   * database checks on the members the index finds (an observer's search, which leaves e-mails out).
   */
  condition?: SQL | null;
  sort: Omit<IndexSort, 'foldedNames'>;
}

/**
 * A shortlist's page from the index: its members not on the unwanted list, matching the wildcard
 * (names, e-mail, identification), names sorted lower-cased and unaccented, as the SQL does.
 */
export async function shortlistFromIndex(
  ctx: RequestContext,
  processId: number,
  companyId: number,
  query: IndexedShortlistQuery,
): Promise<{ total: number; ids: number[] } | null> {
  const store = storeFor(ctx);
  const held = await store.held<{ blacklisted: number[]; wildcard: string | null }>(
    ctx.db,
    processId,
    companyId,
    sql`${blacklistedIds(processId, companyId)}, immutable_unaccent(lower(${query.wildcard}::text)) as wildcard`,
  );
  if (!held) return null;
  const { index, row } = held;
  let members = query.members;
  if (query.condition) {
    // Every member, in any order: only the set goes to the database.
    const found = index.shortlist({
      members,
      excluded: row.blacklisted,
      wildcard: row.wildcard,
      sort: { field: 'createdAt', order: 'ASC' },
      offset: 0,
      limit: index.size,
    });
    const [checked] = await queryRows<{ ids: number[] }>(
      ctx.db,
      sql`select coalesce(array_agg(pp.id), '{}') as ids from process_persons pp join persons pe on pe.id = pp.person_id
        where pp.id = any(${`{${found.ids.join(',')}}`}::int[]) and pp.process_id = ${processId} and pp.company_id = ${companyId}
          ${query.condition}`,
    );
    members = { ids: checked!.ids };
  }
  const field = query.sort.field;
  // Ranks are checked and used with no await in between: a patch may add a name while they load.
  if (field === 'firstName' || field === 'lastName')
    while (index.namesToRank(field, true)) await store.rankNames(ctx.db, index, field, true);
  return index.shortlist({
    members,
    excluded: row.blacklisted,
    wildcard: row.wildcard,
    sort: { ...query.sort, foldedNames: true },
    offset: query.offset,
    limit: query.limit,
  });
}

export interface IndexedProcessCounts {
  /** Every candidate of the process. */
  candidates: number;
  byStatus: Map<string, number>;
  /** Candidates with an active hire. */
  hired: number;
  /** See CandidateFacetIndex.scoreHistogram. */
  scoreBuckets: number[];
  /** Per component type: candidates with a verdict (SUCCESS or REJECT), and those who passed. */
  verdicts: Map<string, { evaluated: number; passed: number }>;
  /** Candidates carrying each tag code. */
  tags: Map<string, number>;
}

/** The figures of a process's dashboard that come from its candidates, from the index. */
export async function processCountsFromIndex(
  ctx: RequestContext,
  processId: number,
  companyId: number,
  scores: { statuses: readonly string[]; width: number; buckets: number },
): Promise<IndexedProcessCounts | null> {
  const store = storeFor(ctx);
  const held = await store.held(ctx.db, processId, companyId);
  if (!held) return null;
  const { index } = held;
  const verdicts = new Map<string, { evaluated: number; passed: number }>();
  for (const [verdict, count] of index.totals('verdicts')) {
    const [type, status] = verdict.split(':') as [string, string];
    const figures = verdicts.get(type) ?? { evaluated: 0, passed: 0 };
    figures.evaluated += count;
    if (status === 'SUCCESS') figures.passed += count;
    verdicts.set(type, figures);
  }
  return {
    candidates: index.size,
    byStatus: index.totals('personEvaluationsStatus'),
    hired: index.totals('hired').get('true') ?? 0,
    scoreBuckets: index.scoreHistogram(scores.statuses, scores.width, scores.buckets),
    verdicts,
    tags: index.totals('tags'),
  };
}
