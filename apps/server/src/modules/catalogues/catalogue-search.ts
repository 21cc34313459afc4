/**
 * Accent- and case-insensitive search over catalogue names, in memory: names are folded once when
 * the catalogue loads, a query is folded once, and matches rank whole-name prefixes first, then
 * word prefixes, then any other substring ("bogota" finds "Bogotá", "jose" finds "San José").
 */

/** Lower case without diacritics, as immutable_unaccent(lower(name)) folds it in the database. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

export interface Searchable<T> {
  item: T;
  /** The folded names the item is found by (a language by its Spanish and English names). */
  folded: readonly string[];
  /** The name results are sorted by within one rank. */
  sortName: string;
}

const WORD_START = /[\s\-(/.,']/;

/** 0: a name starts with the query; 1: a word of a name does; 2: a name contains it; -1: no match. */
function rankOf(names: readonly string[], query: string): number {
  let best = -1;
  for (const name of names) {
    const at = name.indexOf(query);
    if (at < 0) continue;
    if (at === 0) return 0;
    let rank = 2;
    for (let from = at; from >= 0; from = name.indexOf(query, from + 1)) {
      if (WORD_START.test(name[from - 1]!)) {
        rank = 1;
        break;
      }
    }
    if (best < 0 || rank < best) best = rank;
  }
  return best;
}

const collator = new Intl.Collator('es');

/** Every entry matching the (already folded) query, best first; `limit` caps the result. */
export function searchFolded<T>(entries: readonly Searchable<T>[], query: string, limit = Infinity): T[] {
  const ranked: { entry: Searchable<T>; rank: number }[] = [];
  for (const entry of entries) {
    const rank = rankOf(entry.folded, query);
    if (rank >= 0) ranked.push({ entry, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || collator.compare(a.entry.sortName, b.entry.sortName));
  return ranked.slice(0, limit).map(({ entry }) => entry.item);
}

export function searchable<T>(item: T, names: readonly string[]): Searchable<T> {
  return { item, folded: names.map(foldText), sortName: names[0] ?? '' };
}

export const byName = (a: { sortName: string }, b: { sortName: string }) => collator.compare(a.sortName, b.sortName);
