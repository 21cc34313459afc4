import type { CvSearchPool } from '@terna/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import type { QueryWord } from './query.js';
import { compareRanked, evaluate, keyArray, type Ranked } from './ranking.js';

/**
 * The top results of a search without scoring every CV that matches (a common word is in hundreds
 * of thousands): Fagin's threshold algorithm over the postings. Each word's postings are read in
 * the pool's score order (an index per pool: key, score, end date, months, person), a few hundred at
 * a time for every word in turn; each CV seen for the first time is scored in full from its document
 * (all words, pool, filters). A word scores as its best key, so a CV not seen yet has, for each
 * word, at most the score of that word's last read posting, so the sum of those bounds every unseen CV: once the k-th best score found is
 * above it, nothing unseen can enter the top k and the search stops. When a word's postings run out,
 * every CV with that word has been seen, so every match has been scored: the total is exact.
 * With one word, the postings come in exactly the final order (a CV first appears at its best key),
 * so the first k matches are the answer.
 */

const FIRST_BATCH = 100;
const MAX_BATCH = 4000;

interface Posting {
  person_id: number;
  score: number;
  end_key: number;
  months: number;
}

interface Stream {
  word: QueryWord;
  /** The last posting read: the next read starts after it. */
  cursor: Posting | null;
  /** The highest score an unseen CV may have for this word. */
  bound: number;
  exhausted: boolean;
}

export interface ThresholdResult {
  /** The first k of all matches, in order. */
  top: Ranked[];
  /** Every match was scored: `matched` is the exact count. */
  complete: boolean;
  matched: number;
}

/**
 * Whether no unseen CV can rank before the k-th found. Its score is at most the sum of the bounds;
 * when the k-th has exactly that sum, an unseen CV could only tie, and it would need each word's
 * bound, so it comes after each word's cursor in that word's stream, whose order is the final tie
 * order: when the k-th is at or before that cursor, the tie goes to the k-th.
 */
function nothingUnseenCanEnter(kth: Ranked, streams: readonly Stream[]): boolean {
  const bound = streams.reduce((sum, stream) => sum + stream.bound, 0);
  if (kth.score > bound) return true;
  if (kth.score < bound) return false;
  return streams.some(
    (stream) =>
      stream.cursor !== null &&
      compareRanked(kth, {
        id: stream.cursor.person_id,
        score: kth.score,
        endKey: stream.cursor.end_key,
        months: stream.cursor.months,
      }) <= 0,
  );
}

export async function thresholdTopK(
  db: Database,
  input: {
    words: QueryWord[];
    pool: CvSearchPool;
    /** The pool and the filters on the document `d`. */
    where: SQL;
    k: number;
    /** Each key's best score in the pool (its first posting). */
    maxScores: Map<string, number>;
  },
): Promise<ThresholdResult> {
  const { words, pool, where, k, maxScores } = input;
  const score = pool === 'TALENT_POOL' ? sql.raw('talent_pool_score') : sql.raw('my_base_score');
  // The partial index of the talent pool holds only opted-in people with a non-personal match.
  const inPool = pool === 'TALENT_POOL' ? sql`opt_in and talent_pool_score > 0` : sql`true`;
  const streams: Stream[] = words.map((word) => {
    const best = Math.max(...[...word.keys].map((key) => maxScores.get(key) ?? 0));
    return { word, cursor: null, bound: best, exhausted: false };
  });
  const exactOrder = words.length === 1;
  const seen = new Set<number>();
  const top: Ranked[] = [];
  let matched = 0;
  let batch = FIRST_BATCH;

  const read = async (stream: Stream): Promise<Posting[]> => {
    const after = stream.cursor
      ? sql`and (${score}, end_key, months, person_id) < (${stream.cursor.score}, ${stream.cursor.end_key}, ${stream.cursor.months}, ${stream.cursor.person_id})`
      : sql``;
    const perKey = [...stream.word.keys].map(
      (key) => sql`(select person_id, ${score} as score, end_key, months from cv_search_postings
        where key = ${key} and ${inPool} ${after}
        order by ${score} desc nulls last, end_key desc nulls last, months desc nulls last, person_id desc nulls last
        limit ${batch})`,
    );
    return queryRows<Posting>(
      db,
      sql`select * from (${sql.join(perKey, sql` union all `)}) p
          order by score desc, end_key desc, months desc, person_id desc limit ${batch}`,
    );
  };

  for (;;) {
    for (const stream of streams) {
      const postings = await read(stream);
      if (postings.length < batch) stream.exhausted = true;
      const last = postings[postings.length - 1];
      if (last) {
        stream.cursor = last;
        stream.bound = last.score;
      }
      const fresh = [...new Set(postings.map((posting) => posting.person_id))].filter((id) => !seen.has(id));
      for (const id of fresh) seen.add(id);
      if (fresh.length > 0) {
        const scored = await evaluate(
          db,
          words,
          pool,
          sql`d.person_id = any(${`{${fresh.join(',')}}`}::int[]) and ${where}`,
        );
        matched += scored.length;
        top.push(...scored);
        top.sort(compareRanked);
        top.length = Math.min(top.length, k);
      }
      if (stream.exhausted) return { top, complete: true, matched };
      if (exactOrder && top.length >= k) return { top, complete: false, matched };
      if (top.length >= k && nothingUnseenCanEnter(top[k - 1]!, streams)) return { top, complete: false, matched };
    }
    batch = Math.min(batch * 2, MAX_BATCH);
  }
}

/** Each key's best score in the pool (absent: the key has no posting there). */
export async function keyMaxScores(
  db: Database,
  keys: Iterable<string>,
  pool: CvSearchPool,
): Promise<Map<string, number>> {
  const list = [...keys];
  if (list.length === 0) return new Map();
  const best =
    pool === 'TALENT_POOL'
      ? sql`(select p.talent_pool_score from cv_search_postings p where p.key = k.key and p.opt_in and p.talent_pool_score > 0
          order by p.talent_pool_score desc nulls last limit 1)`
      : sql`(select p.my_base_score from cv_search_postings p where p.key = k.key
          order by p.my_base_score desc nulls last limit 1)`;
  const rows = await queryRows<{ key: string; best: number | null }>(
    db,
    sql`select k.key, ${best} as best from unnest(${keyArray(list)}::text[]) as k(key)`,
  );
  return new Map(rows.filter((row) => row.best !== null).map((row) => [row.key, row.best!]));
}
