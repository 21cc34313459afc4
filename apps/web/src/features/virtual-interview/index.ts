// The virtual-interview feature's public entry: the candidate sidebar opens the dialog.
export { VirtualInterviewDialog, type VirtualInterviewGuest } from './components/VirtualInterviewDialog';
