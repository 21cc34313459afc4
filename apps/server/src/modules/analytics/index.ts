// The analytics module's public entry: what other modules may use. Everything else stays inside.
export { companyAnalytics, type CompanyAnalytics } from './analytics.service.js';
