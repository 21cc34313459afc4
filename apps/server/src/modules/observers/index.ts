// The observers module's public entry: what other modules and the demo seed may use. Everything else stays inside.
export { ObserverSectionRef } from './observer.graphql.js';
export { newObserverToken } from './observer-link.js';
export {
  observerVisibleIds,
  recordObserverView,
  recordObserverViews,
  requireObserverCandidate,
  requireObserverReader,
} from './observer-scope.js';
