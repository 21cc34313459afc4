/**
 * Failed sign-ins per e-mail and address: after MAX_FAILURES within WINDOW_MS further attempts are
 * refused until the window passes. In memory: each server node counts its own.
 */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
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
