// The notifications module's public entry: what other modules may use. Everything else stays inside.
export { notifyEvaluationFinished } from './notification.service.js';
