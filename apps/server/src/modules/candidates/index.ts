// The candidates module's public entry: what other modules may use. Everything else stays inside.
export { recordActivities } from './activity.js';
export { candidateOf, processForAction, refuseBlacklisted } from './candidate-access.js';
export { batchLoad, idArray, loadCandidate, observerView, readerCompanyId } from './candidate-detail.service.js';
export { CandidateRef, FeelingRef, SortInput } from './candidate-list.graphql.js';
export { CANDIDATE_PAGE_MAX, candidatePagination } from './candidate-list.service.js';
export { componentResult, loadResults, type ComponentResult, type ResultRow } from './candidate-results.service.js';
export { candidateResource, pageRows, type CandidateRow, type PageViewer } from './candidate-row.js';
export { refuseProcessKind } from './comparator.service.js';
export { CandidateCvRef } from './candidate-results.graphql.js';
export { candidateCv, type CandidateCv, type CvExperience } from './candidate-results.service.js';
export {
  startCandidateIndexLoader,
  processCountsFromIndex,
  shortlistFromIndex,
  type IndexedProcessCounts,
  type IndexedShortlistQuery,
} from './facet-index/index.js';
