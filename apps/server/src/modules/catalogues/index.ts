// The catalogues module's public entry: what other modules may use. Everything else stays inside.
export {
  competencesByCode,
  listCompetences,
  listJobBoards,
  placesByUuid,
  type Competence,
  type JobBoard,
} from './catalogue.service.js';
export { foldText } from './catalogue-search.js';
