// The candidates feature's public entry: what other features may use (the talent pool invites its people).
export { InviteToProcessDialog, type InviteToProcessDialogProps } from './actions/components/InviteToProcessDialog';
