// The data-subject-rights feature's public entry: what the app composes into other pages.
export { PersonalDataExportButton } from './components/PersonalDataExportButton';
