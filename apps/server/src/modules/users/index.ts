export { updateOwnUserProfile } from './profile.service.js';
