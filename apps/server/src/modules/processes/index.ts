// The processes module's public entry: what other modules may use. Everything else stays inside.
export { ProcessRef } from './process.graphql.js';
export { getProcessPaginated } from './process-list.service.js';
export { assertProcessNameFree, findOwnProcess, freeProcessName, getProcessMonitor } from './process.service.js';
export { candidateLink, type ListedProcess } from './process-view.js';
export { isBlacklisted, isHired, mailRecipients, type MailAudience, type MailRecipient } from './process-candidates.js';
