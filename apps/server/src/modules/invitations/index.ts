// The invitations module's public entry: what other modules may use. Everything else stays inside.
export {
  candidateMail,
  invitationLinker,
  mailProcessOf,
  verifyInvitationToken,
  type InvitationLinker,
  type LinkProcess,
} from './invitation-mail.js';
export { addParticipations, type ActivityRecorder, type Invitee } from './participations.js';
export { mailPreview, type MailPreview } from './mail-preview.js';
export { MailPreviewRef } from './mail-preview.graphql.js';
