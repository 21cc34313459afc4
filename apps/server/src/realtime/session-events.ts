import { createEventBus, type EventBus } from './event-bus.js';

/**
 * What happens to a candidate's evaluation session that its open live channels must hear at once,
 * on whichever server node they are connected to (docs/decisions/014, "Sessions and the live channel").
 */
export type SessionEventType =
  /** Another tab or device started the session: `clientId` is the client that lost it. */
  | 'ANOTHER_USER'
  /** A recruiter reopened the component: the session will be taken again later. */
  | 'EVALUATION_POSTPONED'
  /** An answer was stored: the inactivity clock starts again. */
  | 'ANSWERED'
  /** The part closed (finished or timed out): the stream ends. */
  | 'ENDED';

export interface SessionEvent {
  sessionId: string;
  type: SessionEventType;
  clientId?: string | null;
}

export type SessionEvents = EventBus<SessionEvent>;

/** The Redis channel every node publishes to and listens on (several apps may share one Redis). */
export const SESSION_EVENTS_CHANNEL = 'terna:session-events';

/** A session's events reach its live channels on every node (realtime/event-bus.ts); keyed by session id. */
export function createSessionEvents(redisUrl?: string, warn: (message: string) => void = () => {}): SessionEvents {
  return createEventBus({ redisUrl, channel: SESSION_EVENTS_CHANNEL, keyOf: (event) => event.sessionId, warn });
}
