import { CV_SEARCH_FIELDS, cvSearchWeights, type CvSearchPool } from '@terna/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import type { QueryWord } from './query.js';

/**
 * Ranking. A CV's score is, for every query word, the sum of the weights of the fields the word
 * occurs in (for a word that stands for several keys, a prefix or a typo, the best of its keys) (each field keeps its own weight: 7 in the talent pool, 11 in my-base; PostgreSQL's four
 * weight letters could not tell them apart). A CV must contain every word. The order is score,
 * then main-experience end date (current first), then its months, then the newest person (id
 * descending: the spec names the key, not its direction, and one direction lets every index be
 * read in one sweep). All descending, so the order is one tuple compared as a whole.
 */

export interface Ranked {
  id: number;
  score: number;
  endKey: number;
  months: number;
}

/** Field weights in CV_SEARCH_FIELDS order (field n = bit n-1 of a mask); 0 = not searchable in the pool. */
export function fieldWeights(pool: CvSearchPool): number[] {
  const weights = cvSearchWeights(pool);
  return CV_SEARCH_FIELDS.map((field) => weights[field] ?? 0);
}

export function maskScore(mask: number, weights: readonly number[]): number {
  let score = 0;
  for (let field = 0; field < weights.length; field++) if (mask & (1 << field)) score += weights[field]!;
  return score;
}

/** Negative when a comes first. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.score - a.score || b.endKey - a.endKey || b.months - a.months || b.id - a.id;
}

/** The search keys as a text[] literal: keys are a-z and digits only (cv_search_key of cv_search_words). */
export function keyArray(keys: Iterable<string>): string {
  return `{${[...keys].join(',')}}`;
}

/**
 * The words as a tsquery for the GIN index (every word, any of its keys). Built from keys, never from
 * the user's text; in the talent pool each key is restricted to weight A, the non-personal fields.
 */
export function wordsQuery(words: readonly QueryWord[], pool: CvSearchPool): SQL {
  const suffix = pool === 'TALENT_POOL' ? ':A' : '';
  const text = words.map((word) => `(${[...word.keys].map((key) => `'${key}'${suffix}`).join(' | ')})`).join(' & ');
  return sql`to_tsquery('simple', ${text})`;
}

interface EvaluatedRow {
  id: number;
  end_key: number;
  months: number;
  masks: number[][];
}

/**
 * Scores the CVs picked by `where` (on the document `d`): each word's field mask read from the
 * document, the CVs missing a word dropped. The pool and the filters are part of `where`.
 */
export async function evaluate(
  db: Database,
  words: readonly QueryWord[],
  pool: CvSearchPool,
  where: SQL,
): Promise<Ranked[]> {
  const weights = fieldWeights(pool);
  // Per word, the field mask of each of its keys found in the CV (a prefix or a typo has several).
  const masks = words.map(
    (word) => sql`array(select bit_or(1 << (pos - 1)) from unnest(d.doc) u cross join lateral unnest(u.positions) pos
      where u.lexeme = any(${keyArray(word.keys)}::text[]) group by u.lexeme)`,
  );
  const rows = await queryRows<EvaluatedRow>(
    db,
    sql`select d.person_id as id, d.end_key, d.months, jsonb_build_array(${sql.join(masks, sql`, `)}) as masks
        from cv_search_documents d where ${where}`,
  );
  const ranked: Ranked[] = [];
  for (const row of rows) {
    let score = 0;
    let matchesAll = true;
    for (const keyMasks of row.masks) {
      // A word of several keys scores as its best key: it stands for one of the words it may be.
      const wordScore = Math.max(0, ...keyMasks.map((mask) => maskScore(mask, weights)));
      // A word found only in fields the pool does not search (a name in the talent pool) is not found.
      if (wordScore === 0) matchesAll = false;
      score += wordScore;
    }
    if (matchesAll) ranked.push({ id: row.id, score, endKey: row.end_key, months: row.months });
  }
  return ranked;
}
