import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { SWEPT_PER_ATTEMPT } from '../../src/auth/login-throttle.js';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The failed sign-in throttle (docs/decisions/029): attempts are counted per account and per client
 * address before the password is checked, in the database every node shares; the lockout grows with
 * each failure after one, up to an hour.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

let lastAddress = 0;
const nextAddress = () => `10.77.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const MINUTE = 60_000;

async function account() {
  return t.buildUser({ companyId: (await t.buildCompany()).id });
}

const retryAfter = (answer: LightMyRequestResponse) => Number(answer.headers['retry-after']);

function expectRefused(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', messages: [sharedMessages.es.errors.TOO_MANY_ATTEMPTS] });
  expect(retryAfter(answer)).toBeGreaterThan(0);
}

/** Moves the server's clock (Date only: timers keep running) `ms` ahead. */
function advance(ms: number) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + ms);
}

describe('failed sign-ins per account', () => {
  it('of 25 wrong passwords sent at once, checks at most 5 (401) and refuses the rest with 429 and Retry-After', async () => {
    const user = await account();
    // From 25 addresses: the account's own count is what stops them.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, guess) =>
        t.loginResponse(user.email, `wrong-${guess}`, { remoteAddress: nextAddress() }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(25);
    for (const answer of refused) {
      expectRefused(answer);
      expect(retryAfter(answer)).toBeLessThanOrEqual(15 * 60);
    }

    // The right password waits out the lockout too, from any address.
    expectRefused(await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() }));
  });

  it('locks for 15 minutes, then checks one attempt at a time, doubling the lockout up to an hour', async () => {
    advance(0);
    const user = await account();
    const guess = () => t.loginResponse(user.email, 'wrong', { remoteAddress: nextAddress() });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess()).statusCode, `attempt ${attempt}`).toBe(401);
    const locked = await guess();
    expectRefused(locked);
    expect(retryAfter(locked)).toBe(15 * 60);

    let wait = retryAfter(locked);
    for (const lockoutMinutes of [30, 60, 60]) {
      advance(wait * 1000);
      expect((await guess()).statusCode).toBe(401);
      const next = await guess();
      expectRefused(next);
      expect(retryAfter(next)).toBe(lockoutMinutes * 60);
      wait = retryAfter(next);
    }
  });

  it('lets the right password in once the lockout is over, and that clears the count', async () => {
    advance(0);
    const user = await account();
    for (let attempt = 1; attempt <= 5; attempt++)
      await t.loginResponse(user.email, 'wrong', { remoteAddress: nextAddress() });
    expectRefused(await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() }));

    advance(15 * MINUTE);
    expect((await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await t.loginResponse(user.email, 'wrong', { remoteAddress: nextAddress() })).statusCode).toBe(401);
    expect((await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('forgets failures 15 minutes old', async () => {
    advance(0);
    const user = await account();
    for (let attempt = 1; attempt <= 4; attempt++)
      await t.loginResponse(user.email, 'wrong', { remoteAddress: nextAddress() });
    advance(15 * MINUTE);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await t.loginResponse(user.email, 'wrong', { remoteAddress: nextAddress() })).statusCode).toBe(401);
  });

  it('counts on the database every node shares: five failures on one node lock the account on another', async () => {
    const user = await account();
    const otherNode = await t.secondNode();
    for (let attempt = 1; attempt <= 5; attempt++)
      await t.loginResponse(user.email, 'wrong', { remoteAddress: nextAddress() });
    const elsewhere = await otherNode.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextAddress(),
    });
    expectRefused(elsewhere);
  });
});

describe('failed sign-ins per address', () => {
  it('checks at most 20 wrong passwords from one address across accounts, sent at once, then refuses every account', async () => {
    const address = nextAddress();
    const users = await Promise.all(Array.from({ length: 25 }, () => account()));
    const answers = await Promise.all(
      users.map((user) => t.loginResponse(user.email, 'wrong', { remoteAddress: address })),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(20);
    for (const answer of answers.filter((each) => each.statusCode !== 401)) expectRefused(answer);

    const fresh = await account();
    expectRefused(await t.loginResponse(fresh.email, fresh.password, { remoteAddress: address }));
    expect((await t.loginResponse(fresh.email, fresh.password, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('never counts right passwords: an office behind one address signs in all day', async () => {
    const address = nextAddress();
    for (let member = 1; member <= 25; member++) {
      const user = await account();
      expect((await t.loginResponse(user.email, user.password, { remoteAddress: address })).statusCode).toBe(200);
    }
  });
});

describe('what the count keeps', () => {
  it('stores no e-mail or address, and rows past their time are swept by later sign-ins', async () => {
    const address = nextAddress();
    const emails = Array.from({ length: 12 }, (_, n) => `nadie-${n}-${lastAddress}@example.test`);
    for (const email of emails) await t.loginResponse(email, 'wrong', { remoteAddress: address });
    const keys = await queryRows<{ key: string }>(t.db, sql`select key from sign_in_attempts`);
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys)).not.toMatch(/nadie|10\.77\./);

    advance(3 * 60 * MINUTE);
    const stale = async () => {
      const [row] = await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from sign_in_attempts where forget_at <= ${new Date().toISOString()}::timestamptz`,
      );
      return row!.count;
    };
    const before = await stale();
    expect(before).toBeGreaterThanOrEqual(emails.length);
    for (let signIn = 0; signIn < Math.ceil(before / SWEPT_PER_ATTEMPT); signIn++) {
      const user = await account();
      await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() });
    }
    expect(await stale()).toBe(0);
  });
});
