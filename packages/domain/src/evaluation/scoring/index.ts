export * from './round.js';
export * from './disc.js';
export * from './cv.js';
export * from './knockouts.js';
export * from './competences.js';
export * from './knowledge.js';
export * from './interview.js';
export * from './compose.js';
