// The privacy module's public entry: what other modules may use. Everything else stays inside.
export { getPrivacyPolicy } from './privacy.service.js';
export { registerRetention, scheduleRetention } from './retention-job.js';
