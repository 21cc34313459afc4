import type { Locale } from '../constants.js';

/** What adding to or removing from the comparator answers (spec 3 section 5: the Spanish texts are the spec's). */
export const COMPARATOR_MESSAGES = {
  es: {
    full: 'No se puede agregar más de 5 candidatos al comparador.',
    duplicate: 'El candidato ya se encuentra agregado al comparador.',
    added: 'Candidato agregado al comparador correctamente.',
    removed: 'Candidato eliminado del comparador correctamente.',
  },
  en: {
    full: 'No more than 5 candidates can be added to the comparator.',
    duplicate: 'The candidate has already been added to the comparator.',
    added: 'Candidate added to the comparator successfully.',
    removed: 'Candidate removed from the comparator successfully.',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type ComparatorOutcome = keyof (typeof COMPARATOR_MESSAGES)['es'];

/** How a comparator row ranks its values: a number where more is better, or a trust result code ('1' reliable is best). */
export type ComparatorRowKind = 'higher' | 'trust';

/** Trust result codes that carry a verdict, best first (spec 3: 1 reliable, 2 medium, 3 unreliable); the others never win. */
const TRUST_VERDICTS = ['1', '2', '3'] as const;

/** A value's rank in its row: larger is better; null when it cannot be best (missing, pending, not invited). */
function rankOf(value: number | string | null | undefined, kind: ComparatorRowKind): number | null {
  if (value === null || value === undefined) return null;
  if (kind === 'trust') {
    const verdict = TRUST_VERDICTS.indexOf(String(value) as (typeof TRUST_VERDICTS)[number]);
    return verdict === -1 ? null : -verdict;
  }
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The positions of a comparator row (one value per compared candidate) that hold its best value:
 * the highest number, or for trust codes the best verdict. Ties are all marked; missing values are
 * never best, so a row with none answers [].
 */
export function bestValues(
  values: readonly (number | string | null | undefined)[],
  kind: ComparatorRowKind = 'higher',
): number[] {
  const ranks = values.map((value) => rankOf(value, kind));
  let best: number | null = null;
  for (const rank of ranks) if (rank !== null && (best === null || rank > best)) best = rank;
  return best === null ? [] : ranks.flatMap((rank, index) => (rank === best ? [index] : []));
}
