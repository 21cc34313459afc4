import { composedScore } from '../../candidates/scoring.js';
import type { ComponentStatus, ComponentType, PersonStatus } from '../../enums.js';

export interface ComposableComponent {
  componentType: ComponentType;
  weight: number;
  minValueToPass: number;
  /** The component's result status; PENDING when the candidate has not taken it. */
  status: ComponentStatus;
  value: number | null;
}

export interface ComposedCandidate {
  composedScore: number | null;
  evaluationsStatus: PersonStatus;
  rejected: ComponentType[];
}

/** Taken: a result is settled (SUCCESS / REJECT) or awaits the recruiter's grade. */
const TAKEN: readonly ComponentStatus[] = ['SUCCESS', 'REJECT', 'PENDING_GRADE'];

/**
 * The candidate's composed result (decision 015). The score is the mean of the settled components
 * (SUCCESS or REJECT with a value) weighted by the job's weights, renormalised over those: an
 * interview awaiting its grade is left out, so the score is live and moves when it is graded. A
 * component under its minimum to pass is REJECT (its status is taken as given: a failed knock-out
 * makes the CV REJECT whatever its value); any REJECT disqualifies. Otherwise the candidate has ENDED
 * when every component is taken (an interview PENDING_GRADE counts as taken), and is INPROGRESS.
 */
export function composeCandidate(components: readonly ComposableComponent[]): ComposedCandidate {
  const judged = components.map((component) => ({
    ...component,
    status:
      component.status === 'SUCCESS' && component.value !== null && component.value < component.minValueToPass
        ? ('REJECT' as const)
        : component.status,
  }));
  const rejected = judged.filter((component) => component.status === 'REJECT').map((c) => c.componentType);
  const evaluationsStatus: PersonStatus = rejected.length
    ? 'DISQUALIFIED'
    : judged.every((component) => TAKEN.includes(component.status))
      ? 'ENDED'
      : 'INPROGRESS';
  return { composedScore: composedScore(judged, judged), evaluationsStatus, rejected };
}
