// The talent-pool module's public entry: the two pools, their CV pages and the CV purchase (issue 19).
export { buyCurriculum, talentPoolCurriculum, talentPoolSearch } from './talent-pool.service.js';
// The data-subject erasure (modules/privacy) writes as the owner in the request's transaction the same way.
export { asOwner } from './owner-reads.js';
