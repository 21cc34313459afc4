// The launch module's public entry: what other modules may use. Everything else stays inside.
export { withDraft } from './draft.service.js';
export type { ProcessRow } from './projection.js';
