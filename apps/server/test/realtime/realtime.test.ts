import { afterEach, describe, expect, it } from 'vitest';
import { createRealtime, type Realtime } from '../../src/realtime/index.js';
import { testRedisUrl } from '../support/test-redis.js';

/** The subscriptions' pub/sub: in memory on one node, through Redis across nodes. */

const opened: Realtime[] = [];
const realtime = (redisUrl?: string) => {
  const created = createRealtime(redisUrl);
  opened.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
});

const nextOf = async <T>(iterator: AsyncIterator<T>, timeoutMs = 2_000) =>
  Promise.race([
    iterator.next().then((result) => result.value as T),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event')), timeoutMs)),
  ]);

describe('realtime on one node', () => {
  it('delivers to the subscribers of the topic and key only, and stops when the consumer returns', async () => {
    const node = realtime();
    const mine = node.subscribe('candidateChanged', 1);
    const other = node.subscribe('candidateChanged', 2);
    const pending = nextOf(mine);
    const none = nextOf(other, 100);
    node.publish('candidateChanged', 1, { processId: 1, processPersonId: 5, reason: 'TAGS' });
    expect(await pending).toEqual({ processId: 1, processPersonId: 5, reason: 'TAGS' });
    await expect(none).rejects.toThrow('no event');
    await mine.return?.();
    node.publish('candidateChanged', 1, { processId: 1, processPersonId: 6, reason: 'TAGS' });
    expect(await mine.next()).toEqual({ done: true, value: undefined });
  });

  it('never throws on publish when Redis is unreachable, and still delivers on the node', async () => {
    const node = realtime('redis://127.0.0.1:1');
    const subscription = node.subscribe('candidateChanged', 3);
    const pending = nextOf(subscription);
    expect(() =>
      node.publish('candidateChanged', 3, { processId: 3, processPersonId: 1, reason: 'STATUS' }),
    ).not.toThrow();
    expect(await pending).toMatchObject({ processPersonId: 1 });
  });
});

// With a PostgreSQL server the machine's other services are there too (the cluster test's assumption).
describe.runIf(process.env.DATABASE_URL)('realtime across nodes through Redis', () => {
  it('delivers what node A publishes to a subscriber on node B, once, and A hears its own event once', async () => {
    const a = realtime(testRedisUrl());
    const b = realtime(testRedisUrl());
    const onB = b.subscribe('candidateChanged', 42);
    const onA = a.subscribe('candidateChanged', 42);
    // A subscription listens from its first read; B's SUBSCRIBE reaches Redis asynchronously: publish until B hears one.
    const heard = nextOf(onB, 5_000);
    const heardOnA = nextOf(onA, 5_000);
    const timer = setInterval(
      () => a.publish('candidateChanged', 42, { processId: 42, processPersonId: 1, reason: 'CHAT' }),
      50,
    );
    try {
      expect(await heard).toEqual({ processId: 42, processPersonId: 1, reason: 'CHAT' });
    } finally {
      clearInterval(timer);
    }
    expect(await heardOnA).toEqual({ processId: 42, processPersonId: 1, reason: 'CHAT' });
  });
});
