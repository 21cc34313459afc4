import type { CandidateChangedEvent, ChatMessageEvent, ReportStatus } from '@terna/domain';
import { Repeater, SlidingBuffer } from 'graphql-yoga';
import { createEventBus } from './event-bus.js';

/**
 * What the GraphQL subscriptions listen to, one entry per topic, each published under a key (its
 * comment says which). Payloads are ids and reasons, never personal data: a subscription reads the
 * row itself, as the subscriber, before it sends anything (readAsSubscriber).
 */
export interface RealtimeEvents {
  /** Key: the process id. */
  candidateChanged: CandidateChangedEvent;
  /** Key: the conversation id (the candidate's participation id). */
  chatMessage: ChatMessageEvent;
  /** Key: the company id. */
  reportJob: ReportJobEvent;
}

/** A report job moved on: its status, or a bundle's progress (modules/reports/report-jobs.ts). */
export interface ReportJobEvent {
  reportId: number;
  status: ReportStatus;
}

export type RealtimeTopic = keyof RealtimeEvents;

interface Envelope {
  topic: RealtimeTopic;
  key: string;
  payload: unknown;
}

export interface Realtime {
  /** Delivers at once on this node and, with Redis, on every other; never throws or waits. */
  publish<T extends RealtimeTopic>(topic: T, key: string | number, payload: RealtimeEvents[T]): void;
  /** The events of one topic and key from its first read on (as GraphQL starts reading at once); ends when the consumer returns. */
  subscribe<T extends RealtimeTopic>(topic: T, key: string | number): AsyncIterableIterator<RealtimeEvents[T]>;
  close(): Promise<void>;
}

/** The Redis channel of the subscriptions' events (realtime/event-bus.ts). */
export const REALTIME_CHANNEL = 'terna:realtime';

/**
 * A slow subscriber keeps the newest events and drops the oldest: each event says "look again", so
 * the latest ones are what matter, and one stuck stream cannot hold a node's memory.
 */
const SUBSCRIBER_BUFFER = 256;

/** In memory on one node; through one Redis pub/sub channel across nodes when `redisUrl` is set. */
export function createRealtime(redisUrl: string | undefined, warn?: (message: string) => void): Realtime {
  const channelKey = (topic: RealtimeTopic, key: string | number) => `${topic}:${key}`;
  const bus = createEventBus<Envelope>({
    redisUrl,
    channel: REALTIME_CHANNEL,
    keyOf: (envelope) => channelKey(envelope.topic, envelope.key),
    warn,
  });
  return {
    publish(topic, key, payload) {
      bus.publish({ topic, key: String(key), payload });
    },
    subscribe<T extends RealtimeTopic>(topic: T, key: string | number) {
      return new Repeater<RealtimeEvents[T]>(async (push, stop) => {
        const unsubscribe = bus.subscribe(channelKey(topic, key), (envelope) => {
          void push(envelope.payload as RealtimeEvents[T]);
        });
        await stop;
        unsubscribe();
      }, new SlidingBuffer(SUBSCRIBER_BUFFER));
    },
    close: () => bus.close(),
  };
}
