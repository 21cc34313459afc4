export { updateOwnUserProfile } from './profile.service.js';
export { userInvitationLink } from './user-invitation-mail.js';
export { userFullName } from './user-name.js';
