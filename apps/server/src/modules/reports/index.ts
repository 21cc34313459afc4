// The reports module's public entry: what other modules may use. Everything else stays inside.
export { requireReportsFeature } from './company-reports.service.js';
