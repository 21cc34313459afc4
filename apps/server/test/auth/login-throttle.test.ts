import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/auth/login-throttle.js';

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(() => clock.now) };
}

describe('LoginThrottle', () => {
  it('allows four failures, refuses after the fifth for the rest of the 15-minute window', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.fail('k');
    expect(throttle.retryAfter('k')).toBe(0);
    throttle.fail('k');
    expect(throttle.retryAfter('k')).toBe(15 * 60);
    clock.now += 60_000;
    expect(throttle.retryAfter('k')).toBe(14 * 60);
  });

  it('forgets failures older than the window', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.fail('k');
    clock.now += 15 * 60 * 1000 + 1;
    expect(throttle.retryAfter('k')).toBe(0);
  });

  it('counts each key apart, and a success clears its key', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.fail('a');
    expect(throttle.retryAfter('b')).toBe(0);
    throttle.succeed('a');
    expect(throttle.retryAfter('a')).toBe(0);
  });
});

describe('LoginThrottle memory', () => {
  it('stays bounded while old failures expire', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5000; i++) {
      if (i % 1000 === 0) clock.now += 15 * 60 * 1000 + 1; // each batch of 1000 has expired before the next
      throttle.fail(`victim-${i}@example.test|203.0.113.7`);
    }
    const failures = (throttle as unknown as { failures: Map<string, number[]> }).failures;
    expect(failures.size).toBeLessThan(2500);
  });
});
