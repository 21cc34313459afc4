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
