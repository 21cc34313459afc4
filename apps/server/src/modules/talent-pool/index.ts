// The talent-pool module's public entry: the two pools, their CV pages and the CV purchase (issue 19).
export { buyCurriculum, talentPoolCurriculum, talentPoolSearch } from './talent-pool.service.js';
