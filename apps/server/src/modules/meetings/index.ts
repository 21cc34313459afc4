// The meetings module's public entry (virtual interviews, docs/decisions/023): the OAuth callback route.
export { registerMeetingRoutes } from './meetings.rest.js';
