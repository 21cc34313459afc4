// The data-subject-rights feature's public entry (issue 21): what the candidate detail offers an administrator.
export { PersonalDataExportButton } from './components/PersonalDataExportButton';
export { EraseCandidateAction } from './components/EraseCandidateAction';
