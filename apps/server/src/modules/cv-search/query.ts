import { CV_SEARCH_TYPO_MIN_LENGTH } from '@terna/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/**
 * Query parsing. The text never reaches a tsquery: the database splits it into accent-free words of
 * a-z and digits (`cv_search_words`, the function that splits the CVs, so both sides agree), every
 * other character, `&|!():*<>'"\` and emoji included, is a separator. Each word becomes the set of
 * search keys it may stand for: its own stem, plus, for the last word, the stems of the vocabulary
 * words it begins (the user is still typing; a space after it ends the word), plus, when it is long enough and matches nothing,
 * the stems of the vocabulary words one edit away.
 */

/** The most words a search uses: a pasted paragraph searches by its first words (spec silent). */
export const CV_SEARCH_MAX_WORDS = 8;
/** The most vocabulary words a prefix or a typo expands to (the shortest first). */
export const CV_SEARCH_MAX_EXPANSIONS = 40;
/** A prefix shorter than this is not expanded: one letter would stand for a tenth of the vocabulary. */
const PREFIX_MIN_LENGTH = 2;

export interface QueryWord {
  word: string;
  /** The word's own search key; null for a stop word. */
  key: string | null;
  /** Keys the word may match: its own, its prefix and typo expansions. */
  keys: Set<string>;
  isLast: boolean;
}

/** Splits the text into words (at most CV_SEARCH_MAX_WORDS, duplicates once) and expands the last one as a prefix. */
export async function parseQuery(db: Database, text: string): Promise<QueryWord[]> {
  if (!/[\p{L}\p{N}]/u.test(text)) return [];
  const rows = await queryRows<{ word: string; key: string | null }>(
    db,
    sql`select w.word, cv_search_key(w.word) as key from cv_search_words(${text}) with ordinality as w(word, n) order by w.n`,
  );
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const row of rows) {
    if (seen.has(row.word)) continue;
    seen.add(row.word);
    words.push({ word: row.word, key: row.key, keys: new Set(row.key ? [row.key] : []), isLast: false });
  }
  const kept = words.slice(0, CV_SEARCH_MAX_WORDS);
  const last = kept[kept.length - 1];
  // The last word is still being typed unless the text ends with a space or a sign after it.
  if (last && rows[rows.length - 1]?.word === last.word && /[\p{L}\p{N}]$/u.test(text)) {
    last.isLast = true;
    if (last.word.length >= PREFIX_MIN_LENGTH) {
      // Words are a-z and digits only, so the pattern needs no escaping.
      const expansions = await queryRows<{ key: string | null }>(
        db,
        sql`select cv_search_key(word) as key from cv_search_vocabulary where word like ${`${last.word}%`}
            order by length(word), word limit ${CV_SEARCH_MAX_EXPANSIONS}`,
      );
      for (const row of expansions) if (row.key) last.keys.add(row.key);
    }
  }
  // A stop word that no prefix expanded ("de", "la") says nothing about a CV: it is left out.
  return kept.filter((word) => word.keys.size > 0);
}

/** Whether a word that matched nothing may be a typo: long enough (spec silent, issue 19: CV_SEARCH_TYPO_MIN_LENGTH). */
export function mayBeTypo(word: QueryWord): boolean {
  return word.word.length >= CV_SEARCH_TYPO_MIN_LENGTH;
}

/** The keys of the vocabulary words one edit (insertion, deletion, substitution, swap) away from the word. */
export async function typoKeys(db: Database, word: string): Promise<string[]> {
  // The trigram index narrows the vocabulary to similar words; the edit distance decides.
  const rows = await queryRows<{ word: string; key: string | null }>(
    db,
    sql`select word, cv_search_key(word) as key from cv_search_vocabulary where word % ${word}
        order by similarity(word, ${word}) desc, word limit ${CV_SEARCH_MAX_EXPANSIONS * 5}`,
  );
  return [...new Set(rows.filter((row) => row.key && editDistance(row.word, word) <= 1).map((row) => row.key!))];
}

/** Optimal string alignment distance (Levenshtein plus the swap of two neighbours). */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
