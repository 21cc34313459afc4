// The data-subject-rights feature's public entry (issue 21): the candidate detail offers the erasure.
export { EraseCandidateAction } from './components/EraseCandidateAction';
