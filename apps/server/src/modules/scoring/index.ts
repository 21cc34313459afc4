// The scoring module's public entry (decision 015): what the portal and other modules call.
export { recordComponentResult, reuseDisc } from './record.service.js';
export { registerScoringRoutes } from './scoring.rest.js';
