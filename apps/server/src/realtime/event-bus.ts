import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type EventListener<E> = (event: E) => void;

/** Events for listeners on this node and, with Redis, on every other node. */
export interface EventBus<E> {
  publish(event: E): void;
  /** Listens to the events of one key; returns the unsubscribe. */
  subscribe(key: string, listener: EventListener<E>): () => void;
  close(): Promise<void>;
}

const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/**
 * Events published while the publisher connects (the first ones after a start, or during a Redis
 * outage) wait for it, the newest this many; beyond that the oldest are dropped, as Redis pub/sub
 * is at most once anyway.
 */
const PENDING_WHILE_CONNECTING = 1_000;

/**
 * In memory by default: the node's own listeners hear the node's own events. With a Redis URL every
 * event also goes through one Redis pub/sub channel, so a listener on another node hears it; an event
 * is delivered locally at once and the node ignores its own echo. Redis connects lazily on the first
 * use, and a Redis fault costs only the cross-node delivery, never the write that published: a
 * publish never throws and never waits.
 */
export function createEventBus<E>(options: {
  redisUrl: string | undefined;
  /** The Redis channel every node publishes to and listens on (several apps may share one Redis). */
  channel: string;
  keyOf: (event: E) => string;
  warn?: (message: string) => void;
}): EventBus<E> {
  const { redisUrl, channel, keyOf, warn = () => {} } = options;
  const listeners = new Map<string, Set<EventListener<E>>>();
  const node = randomUUID();
  const deliver = (event: E) => {
    for (const listener of listeners.get(keyOf(event)) ?? []) {
      try {
        listener(event);
      } catch (error) {
        warn(`A realtime listener failed: ${(error as Error).message}`);
      }
    }
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let pending: string[] = [];
  const send = (text: string) => void publisher!.publish(channel, text).catch(() => {});
  const connect = () => {
    if (!redisUrl || publisher) return;
    const redisOptions = {
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
    };
    publisher = new Redis(redisUrl, redisOptions);
    // The subscriber must queue its SUBSCRIBE until connected.
    subscriber = new Redis(redisUrl, { ...redisOptions, enableOfflineQueue: true });
    let down = false;
    const onError = (error: Error) => {
      if (!down) warn(`Redis unreachable: events on ${channel} reach this node's listeners only (${error.message})`);
      down = true;
    };
    publisher.on('error', onError);
    publisher.on('ready', () => {
      const waiting = pending;
      pending = [];
      waiting.forEach(send);
    });
    subscriber.on('error', onError);
    subscriber.on('ready', () => (down = false));
    subscriber.on('message', (_channel: string, text: string) => {
      let message: { origin: string; event: E };
      try {
        message = JSON.parse(text) as { origin: string; event: E };
      } catch {
        return; // Not ours: another app on the same Redis.
      }
      if (message.origin !== node) deliver(message.event);
    });
    publisher.connect().catch(() => {});
    subscriber.connect().catch(() => {});
    subscriber.subscribe(channel).catch(() => {});
  };

  return {
    publish(event) {
      deliver(event);
      if (!redisUrl) return;
      connect();
      const text = JSON.stringify({ origin: node, event });
      // Without an offline queue a publish before the connection is ready would be dropped silently.
      if (publisher!.status === 'ready') send(text);
      else if (pending.push(text) > PENDING_WHILE_CONNECTING) pending.shift();
    },
    subscribe(key, listener) {
      connect();
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
    async close() {
      listeners.clear();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
