import { CV_SEARCH_MAX_PAGE, CV_SEARCH_PAGE_SIZE, type CvSearchInput } from '@terna/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { filterPredicate, myBaseIds, myBaseRowsUpTo, poolPredicate } from './filters.js';
import { mayBeTypo, parseQuery, typoKeys, type QueryWord } from './query.js';
import { compareRanked, evaluate, wordsQuery } from './ranking.js';
import { keyMaxScores, thresholdTopK } from './threshold.js';

export interface CvSearchRequest extends CvSearchInput {
  companyId: number;
  /** A scoped member's my-base holds the people of the processes in their agency or department. */
  scope: { agencyId: number | null; departmentId: number | null };
}

export interface CvSearchPage {
  personIds: number[];
  /** The number of matches; at most CV_SEARCH_TOTAL_LIMIT when `totalCapped`. */
  total: number;
  page: number;
  size: number;
  /** There are more than CV_SEARCH_TOTAL_LIMIT matches (more than anyone can page to); `total` is that limit. */
  totalCapped: boolean;
}

/**
 * Matches are counted up to the results one can page to (CV_SEARCH_MAX_PAGE pages): counting every
 * CV with a common word would cost more than finding the first ten (spec silent, issue 19).
 */
export const CV_SEARCH_TOTAL_LIMIT = CV_SEARCH_MAX_PAGE * CV_SEARCH_PAGE_SIZE;
/** A my-base up to this size is scored whole from its documents; a larger one is walked like the talent pool. */
const SMALL_MY_BASE = 5_000;

/**
 * Finds a page of people in one of the company's pools (see index.ts): the weighted full-text
 * search of docs/decisions/019-cv-search.md, or, without words, the filters alone by last activity.
 */
export async function searchCvs(db: Database, request: CvSearchRequest): Promise<CvSearchPage> {
  // One snapshot for the few statements of a search, and no JIT: PostgreSQL's guesses for a scan of
  // a million documents exceed jit_above_cost, and compiling costs more than the scan (PGlite has
  // no JIT; the setting is accepted and ignored there).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return search(tx, request);
  });
}

async function search(db: Database, request: CvSearchRequest): Promise<CvSearchPage> {
  const size = CV_SEARCH_PAGE_SIZE;
  const page = request.page;
  const k = page * size;
  const where = sql`${poolPredicate(request.pool, request)} and ${filterPredicate(request.filters)}`;
  const result = (personIds: number[], total: number, totalCapped: boolean): CvSearchPage => ({
    personIds,
    total,
    page,
    size,
    totalCapped,
  });

  const words = await parseQuery(db, request.text);
  if (words.length === 0) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select d.person_id as id from cv_search_documents d where ${where}
          order by d.last_activity desc nulls last, d.person_id desc nulls last limit ${size} offset ${k - size}`,
    );
    const total = await countUpToLimit(db, where);
    return result(
      rows.map((row) => row.id),
      Math.min(total, CV_SEARCH_TOTAL_LIMIT),
      total > CV_SEARCH_TOTAL_LIMIT,
    );
  }

  const maxScores = await resolveKeys(db, words, request.pool);
  // A word that matches nothing in the pool, even with a typo, leaves no CV with every word.
  if (words.some((word) => word.keys.size === 0)) return result([], 0, false);

  if (request.pool === 'MY_BASE' && (await smallMyBase(db, request))) {
    const ranked = await evaluate(
      db,
      words,
      request.pool,
      sql`d.person_id in ${myBaseIds(request)} and d.doc @@ ${wordsQuery(words, request.pool)} and ${filterPredicate(request.filters)}`,
    );
    ranked.sort(compareRanked);
    return result(
      ranked.slice(k - size, k).map((row) => row.id),
      ranked.length,
      false,
    );
  }

  const found = await thresholdTopK(db, { words, pool: request.pool, where, k, maxScores });
  const personIds = found.top.slice(k - size, k).map((row) => row.id);
  if (found.complete) return result(personIds, found.matched, false);
  const total = await countUpToLimit(db, sql`d.doc @@ ${wordsQuery(words, request.pool)} and ${where}`);
  return result(personIds, Math.min(total, CV_SEARCH_TOTAL_LIMIT), total > CV_SEARCH_TOTAL_LIMIT);
}

/**
 * Keeps each word's keys that have postings in the pool, and when a long word has none of its own,
 * adds the keys of the vocabulary words one typo away ("exact when the word exists").
 */
async function resolveKeys(
  db: Database,
  words: QueryWord[],
  pool: CvSearchRequest['pool'],
): Promise<Map<string, number>> {
  const maxScores = await keyMaxScores(
    db,
    words.flatMap((word) => [...word.keys]),
    pool,
  );
  for (const word of words) {
    const own = word.key !== null && maxScores.has(word.key);
    if (!own && mayBeTypo(word)) {
      const near = await typoKeys(db, word.word);
      for (const [key, best] of await keyMaxScores(db, near, pool)) {
        maxScores.set(key, best);
        word.keys.add(key);
      }
    }
    for (const key of word.keys) if (!maxScores.has(key)) word.keys.delete(key);
  }
  return maxScores;
}

/** Whether the my-base has at most SMALL_MY_BASE participations and purchases (so at most that many people). */
async function smallMyBase(db: Database, request: CvSearchRequest): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select ${myBaseRowsUpTo(request, SMALL_MY_BASE)} as n`);
  return (row?.n ?? 0) <= SMALL_MY_BASE;
}

/** How many documents match `where`, counting no further than limit + 1. */
async function countUpToLimit(db: Database, where: SQL, limit = CV_SEARCH_TOTAL_LIMIT): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from cv_search_documents d where ${where} limit ${limit + 1}) x`,
  );
  return row?.n ?? 0;
}
