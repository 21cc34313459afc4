// The credits module's public entry: what other modules may use. Everything else stays inside.
export { creditCredits, debitCredits } from './ledger.service.js';
