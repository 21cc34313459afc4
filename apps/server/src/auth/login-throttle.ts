import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { hashOpaqueToken } from './tokens.js';

/**
 * Failed sign-ins per e-mail and address: after MAX_FAILURES within WINDOW_MS further attempts are
 * refused until the window passes. LoginThrottle counts in this node's memory; SharedLoginThrottle
 * counts in Redis for every node (REDIS_URL).
 */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

/** What sign-in needs of a throttle, in memory or shared. */
export interface FailureThrottle {
  /** Seconds until the next attempt is allowed, or 0. */
  retryAfter(key: string): number | Promise<number>;
  fail(key: string): void | Promise<void>;
  succeed(key: string): void | Promise<void>;
}

export class LoginThrottle implements FailureThrottle {
  private failures = new Map<string, number[]>();
  /** Past this many keys, forgotten ones are swept out so a credential-stuffing run cannot grow memory without end. */
  private sweepAt = 1024;

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until the next attempt is allowed, or 0. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < MAX_FAILURES) return 0;
    return Math.ceil((recent[0]! + WINDOW_MS - this.now()) / 1000);
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > this.sweepAt) {
      for (const known of this.failures.keys()) if (this.recent(known).length === 0) this.failures.delete(known);
      this.sweepAt = Math.max(1024, this.failures.size * 2);
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }
}

/** Prefix of the failure counters in Redis; keys carry a hash, so no e-mail address is stored there. */
export const LOGIN_FAILURES_NAMESPACE = 'terna:login-failures:';

/**
 * The same rule over Redis, so a guesser spreading attempts over several nodes meets one count. Every
 * failure is also counted in this node's memory: while Redis is unreachable the node falls back to
 * its own count instead of blocking sign-in or dropping the throttle altogether.
 */
export class SharedLoginThrottle implements FailureThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly local: FailureThrottle = new LoginThrottle(),
  ) {}

  async retryAfter(key: string): Promise<number> {
    const now = Date.now();
    try {
      const results = await this.redis
        .multi()
        .zremrangebyscore(this.keyOf(key), '-inf', now - WINDOW_MS)
        .zcard(this.keyOf(key))
        .zrange(this.keyOf(key), 0, 0, 'WITHSCORES')
        .exec();
      if (!results || results.some(([error]) => error)) return this.local.retryAfter(key);
      const count = Number(results[1]![1]);
      const oldest = Number((results[2]![1] as string[])[1] ?? now);
      return count < MAX_FAILURES ? 0 : Math.ceil((oldest + WINDOW_MS - now) / 1000);
    } catch {
      return this.local.retryAfter(key);
    }
  }

  async fail(key: string): Promise<void> {
    await this.local.fail(key);
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(this.keyOf(key), now, `${now}:${randomUUID()}`)
      .pexpire(this.keyOf(key), WINDOW_MS)
      .exec()
      .catch(() => {});
  }

  async succeed(key: string): Promise<void> {
    await this.local.succeed(key);
    await this.redis.del(this.keyOf(key)).catch(() => {});
  }

  private keyOf(key: string): string {
    return LOGIN_FAILURES_NAMESPACE + hashOpaqueToken(key);
  }
}
