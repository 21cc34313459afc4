import type { PersonStatus } from '../enums.js';

// Who counts as a candidate of a process, and which of them each process-wide action reaches
// (docs/decisions/034). Every screen counts the same rows: the process header, the candidate list's
// process total and the dashboard.

/** Candidates still taking their evaluation: the ones "Notificar a los candidatos pendientes" reminds. */
export const PENDING_PERSON_STATUSES = ['OPEN', 'INPROGRESS'] as const satisfies readonly PersonStatus[];

/** Candidates with a final result: the only ones "Agradecer a los no contratados" may thank. */
export const FINISHED_PERSON_STATUSES = ['ENDED', 'DISQUALIFIED'] as const satisfies readonly PersonStatus[];

/** The recruiter's satisfaction score of a closed process with hires (processFeedback.hasNps): whole numbers 0 to 10. */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
