export * from './identity.js';
export * from './plans.js';
export * from './catalogues.js';
export * from './processes.js';
export * from './candidates.js';
export * from './candidate-list.js';
export * from './reports.js';
export * from './portal.js';
