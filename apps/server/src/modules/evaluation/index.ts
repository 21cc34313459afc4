// The evaluation module's public entry: the candidate's journey and step sessions (issue 17).
export { registerEvaluationRoutes } from './evaluation.rest.js';
export { LIVE_ROUTE } from './live.js';
export { closeExpiredSessions, completeIfLastStep, journeyOf } from './session.service.js';
export type { Journey, JourneyStep, StepSession } from './types.js';
