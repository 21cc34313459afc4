export { loadParticipant, requireActiveParticipant, type Participant } from './participant.js';
