// The talent-pool module's public entry: the two pools, their CV pages and the CV purchase (issue 19).
export { buyCurriculum, talentPoolCurriculum, talentPoolSearch } from './talent-pool.service.js';
// Reads of tables no tenant sees, for callers that checked the person is the company's (the personal data export).
export { asOwner } from './owner-reads.js';
