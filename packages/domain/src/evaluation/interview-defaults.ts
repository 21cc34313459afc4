import type { Localized } from './content-types.js';

/**
 * Terna's opening interview questions (presentation and motivation), asked before the process's own
 * questions when the launch draft's interview step keeps `defaultQuestions` on.
 */
export const INTERVIEW_DEFAULT_QUESTIONS: readonly { id: string; content: Localized }[] = [
  {
    id: 'default-1',
    content: {
      es: 'Preséntate brevemente: cuéntanos quién eres, qué estudiaste y qué experiencia tienes que sea útil para este puesto.',
      en: 'Briefly introduce yourself: tell us who you are, what you studied and what experience you have that is useful for this position.',
    },
  },
  {
    id: 'default-2',
    content: {
      es: '¿Por qué te interesa este puesto y qué te motiva a postularte a nuestra empresa?',
      en: 'Why are you interested in this position, and what motivates you to apply to our company?',
    },
  },
];
