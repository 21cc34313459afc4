// The trust module's public entry (decision 022): trust invitations and the trust result's way back to the checked process.
export { publishTrustChanges } from './trust-events.js';
export { carryTrustResult, type CarriedTrust } from './trust-result.js';
export { addPeopleToTrustProcess, launchSubProcess } from './trust.service.js';
