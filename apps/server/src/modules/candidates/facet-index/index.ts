// The candidate index's one door (docs/decisions/040): a page of a process's candidates with its
// facet counts, the shortlist and the dashboard's counts. Callers ask; they never drive its steps.
export { candidatePage, type CandidatePageAnswer, type CandidatePageQuery } from './candidate-page.js';
export {
  CANDIDATE_FACETS,
  type FacetCount,
  type FacetName,
  type IndexSort,
  type ShortlistIndexQuery,
} from './columnar-index.js';
export { candidatePageBySql } from './sql-page.js';
export { startCandidateIndexLoader } from './store.js';
export {
  processCountsFromIndex,
  shortlistFromIndex,
  type IndexedProcessCounts,
  type IndexedShortlistQuery,
} from './views.js';
