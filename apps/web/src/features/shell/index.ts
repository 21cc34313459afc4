// The shell feature's public entry: the talent pool's purchase opens the request-views dialog.
export { CreditsDialog } from './components/CreditsDialog';
