import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

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

export type SessionListener = (event: SessionEvent) => void;

export interface SessionEvents {
  publish(event: SessionEvent): void;
  /** Listens to one session's events; returns the unsubscribe. */
  subscribe(sessionId: string, listener: SessionListener): () => void;
  close(): Promise<void>;
}

/** The Redis channel every node publishes to and listens on (several apps may share one Redis). */
export const SESSION_EVENTS_CHANNEL = 'terna:session-events';

const REDIS_CONNECT_TIMEOUT_MS = 1_000;

/**
 * In memory by default: the node's own streams hear the node's own events. With a Redis URL every
 * event also goes through Redis pub/sub, so a stream on another node hears it; an event is delivered
 * locally at once and the node ignores its own echo. Redis connects lazily on the first use and a
 * Redis fault costs only the cross-node delivery (a stream also re-reads its session every heartbeat).
 */
export function createSessionEvents(redisUrl?: string, warn: (message: string) => void = () => {}): SessionEvents {
  const listeners = new Map<string, Set<SessionListener>>();
  const node = randomUUID();
  const deliver = (event: SessionEvent) => {
    for (const listener of listeners.get(event.sessionId) ?? []) listener(event);
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  const connect = () => {
    if (!redisUrl || publisher) return;
    const options = {
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
    };
    publisher = new Redis(redisUrl, options);
    // The subscriber must queue its SUBSCRIBE until connected.
    subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
    let down = false;
    const onError = (error: Error) => {
      if (!down) warn(`Redis unreachable: session events reach this node's streams only (${error.message})`);
      down = true;
    };
    publisher.on('error', onError);
    subscriber.on('error', onError);
    subscriber.on('ready', () => (down = false));
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        const { origin, event } = JSON.parse(text) as { origin: string; event: SessionEvent };
        if (origin !== node) deliver(event);
      } catch {
        // Not ours: another app on the same Redis.
      }
    });
    publisher.connect().catch(() => {});
    subscriber.connect().catch(() => {});
    subscriber.subscribe(SESSION_EVENTS_CHANNEL).catch(() => {});
  };

  return {
    publish(event) {
      deliver(event);
      if (!redisUrl) return;
      connect();
      publisher!.publish(SESSION_EVENTS_CHANNEL, JSON.stringify({ origin: node, event })).catch(() => {});
    },
    subscribe(sessionId, listener) {
      connect();
      let set = listeners.get(sessionId);
      if (!set) listeners.set(sessionId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(sessionId) === set) listeners.delete(sessionId);
      };
    },
    async close() {
      listeners.clear();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
