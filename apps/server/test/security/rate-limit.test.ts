import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OBSERVER_REALM, sharedMessages } from '@terna/domain';
import { testSuite } from '../support/suite.js';
import { createTestApp, type GraphqlBody, type TestApp } from '../support/test-app.js';
import { RATE_LIMITS } from '../../src/config.js';
import { RATE_LIMIT_NAMESPACE } from '../../src/http/rate-limits.js';

const { t, owner, process: ownProcess } = testSuite({ process: {} });

const LIMIT = RATE_LIMITS.observerLink.max;
const WINDOW_SECONDS = RATE_LIMITS.observerLink.timeWindow / 1000;
const es = sharedMessages.es.errors;
const en = sharedMessages.en.errors;

let addresses = 0;
const nextAddress = () => `10.88.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const realmHeaders = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  realm: OBSERVER_REALM,
  ...extra,
});
const POLICY = '{ getPrivacyPolicy { value } }';

function graphqlCall(app: TestApp, headers: Record<string, string>, remoteAddress: string, query = POLICY) {
  return app.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers, remoteAddress });
}

/** Spends the address's whole allowance, checking each call is still answered. */
async function spend(app: TestApp, headers: Record<string, string>, remoteAddress: string, calls: number) {
  for (let call = 1; call <= calls; call++) {
    const response = await graphqlCall(app, headers, remoteAddress);
    expect(response.statusCode, `call ${call}`).toBe(200);
  }
}

describe('the observer-link limit', () => {
  let linkToken: string;
  beforeAll(async () => {
    linkToken = (await t.buildObserverLink({ processId: ownProcess.id, companyId: owner.company.id })).token;
  });

  it(`answers call ${LIMIT + 1} of a minute from one address with 429, Retry-After and the translated message, in GraphQL and REST`, async () => {
    const address = nextAddress();
    await spend(t, realmHeaders(linkToken), address, LIMIT);

    const limited = await graphqlCall(t, realmHeaders(linkToken), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errors: [{ message: es.TOO_MANY_ATTEMPTS, extensions: { code: 'TOO_MANY_ATTEMPTS' } }],
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);

    const english = await graphqlCall(t, realmHeaders(linkToken, { 'accept-language': 'en' }), address);
    expect(english.statusCode).toBe(429);
    expect((english.json() as GraphqlBody).errors![0]!.message).toBe(en.TOO_MANY_ATTEMPTS);
    expect(english.headers['content-language']).toBe('en');

    const rest = await t.app.inject({
      method: 'POST',
      url: '/process-web/hired',
      payload: {},
      headers: realmHeaders(linkToken),
      remoteAddress: address,
    });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ messages: [es.TOO_MANY_ATTEMPTS], code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);

    // The link token without the realm header is still a lookup of a link: counted and refused the same way.
    const noRealm = await graphqlCall(t, { authorization: `Bearer ${linkToken}` }, address);
    expect(noRealm.statusCode).toBe(429);
  });

  it('counts made-up tokens like real ones, and refuses them before any token lookup', async () => {
    const address = nextAddress();
    await spend(t, realmHeaders('made-up-token'), address, LIMIT);
    const select = vi.spyOn(t.services.db, 'select');
    const limited = await graphqlCall(t, realmHeaders('another-made-up-token'), address);
    expect(limited.statusCode).toBe(429);
    expect(select).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('leaves company users of the same address, and observers elsewhere, alone', async () => {
    const address = nextAddress();
    await spend(t, realmHeaders(linkToken), address, LIMIT);
    expect((await graphqlCall(t, realmHeaders(linkToken), address)).statusCode).toBe(429);

    const company = await graphqlCall(
      t,
      { authorization: `Bearer ${owner.token}` },
      address,
      `{ getProcess(id: ${ownProcess.id}) { id } }`,
    );
    expect(company.statusCode).toBe(200);
    expect(company.json()).toEqual({ data: { getProcess: { id: ownProcess.id } } });
    expect((await t.loginResponse(owner.user.email, owner.user.password, { remoteAddress: address })).statusCode).toBe(
      200,
    );

    expect((await graphqlCall(t, realmHeaders(linkToken), nextAddress())).statusCode).toBe(200);
  });
});

const REDIS_PORT = 6390;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
/** A port nothing listens on: a Redis that is down when the server starts. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:6391';

/** Our own throw-away redis-server (never the system one on 6379), resolved once it accepts connections. */
async function startRedis(dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      dir,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
  return child;
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('counters in Redis (REDIS_URL)', () => {
  const redisDir = mkdtempSync(join(tmpdir(), 'terna-redis-'));
  let redis: ChildProcess | undefined;
  let probe: Redis;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    redis = await startRedis(redisDir);
    probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    probe.on('error', () => {}); // it reconnects by itself while the test has Redis stopped
    await probe.connect();
    // Two server nodes sharing one Redis (each on its own database, as they share nothing else here).
    nodeA = await createTestApp({ redisUrl: REDIS_URL });
    nodeB = await createTestApp({ redisUrl: REDIS_URL });
    process.on('unhandledRejection', onUnhandled);
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    probe?.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await stopRedis(redis);
    rmSync(redisDir, { recursive: true, force: true });
  });

  const keys = () => probe.keys(`${RATE_LIMIT_NAMESPACE}*`);

  it('keeps the sign-in and observer-link counters in Redis, shared by every node', async () => {
    const member = await nodeA.buildMember();
    const address = nextAddress();
    expect(
      (await nodeA.loginResponse(member.user.email, member.user.password, { remoteAddress: address })).statusCode,
    ).toBe(200);
    expect((await keys()).filter((key) => key.includes('/auth/login') && key.endsWith(address))).toHaveLength(1);

    const observerAddress = nextAddress();
    const half = LIMIT / 2;
    await spend(nodeA, realmHeaders('made-up-token'), observerAddress, half);
    await spend(nodeB, realmHeaders('made-up-token'), observerAddress, LIMIT - half);
    const [counter] = (await keys()).filter((key) => key.endsWith(`observer-link|${observerAddress}`));
    expect(Number(await probe.get(counter!))).toBe(LIMIT);

    // Node B refuses the call that node A's calls brought over the limit.
    const limited = await graphqlCall(nodeB, realmHeaders('made-up-token'), observerAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('with Redis stopped, reads, the process list and sign-in keep answering promptly and the app stays up', async () => {
    const member = await nodeA.buildMember();
    const readable = await nodeA.buildProcess({ companyId: member.company.id, name: 'PROCESO SIN REDIS' });
    const link = await nodeA.buildObserverLink({
      processId: (await nodeA.buildProcess({ companyId: member.company.id })).id,
      companyId: member.company.id,
    });
    await stopRedis(redis);

    for (let round = 1; round <= 3; round++) {
      const one = await timed(() =>
        graphqlCall(
          nodeA,
          { authorization: `Bearer ${member.token}` },
          nextAddress(),
          `{ getProcess(id: ${readable.id}) { processName } }`,
        ),
      );
      expect(one.result.json(), `round ${round}`).toEqual({
        data: { getProcess: { processName: 'PROCESO SIN REDIS' } },
      });
      expect(one.ms).toBeLessThan(1_000);

      const list = await timed(() =>
        graphqlCall(
          nodeA,
          { authorization: `Bearer ${member.token}` },
          nextAddress(),
          '{ getProcessPaginated { data { processName } } }',
        ),
      );
      expect(JSON.stringify(list.result.json())).toContain('PROCESO SIN REDIS');
      expect(list.ms).toBeLessThan(1_000);

      const signIn = await timed(() =>
        nodeA.loginResponse(member.user.email, member.user.password, { remoteAddress: nextAddress() }),
      );
      expect(signIn.result.statusCode).toBe(200);
      expect(signIn.ms).toBeLessThan(1_000);

      const observer = await timed(() => graphqlCall(nodeA, realmHeaders(link.token), nextAddress()));
      expect(observer.result.statusCode).toBe(200);
      expect(observer.ms).toBeLessThan(1_000);
    }
    // Failed sign-ins are still throttled: they are counted in the database, not in Redis.
    const guessed = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt++)
      await nodeA.loginResponse(member.user.email, `wrong-${attempt}`, { remoteAddress: guessed });
    expect(
      (await nodeA.loginResponse(member.user.email, member.user.password, { remoteAddress: guessed })).statusCode,
    ).toBe(429);

    expect((await nodeA.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  });

  it('counts in Redis again once it is back', async () => {
    redis = await startRedis(redisDir);
    await until(async () => probe.status === 'ready', 10_000);
    const member = await nodeA.buildMember();
    const address = nextAddress();
    const counted = await until(async () => {
      await nodeA.loginResponse(member.user.email, member.user.password, { remoteAddress: address });
      return (await keys()).some((key) => key.endsWith(address));
    }, 10_000);
    expect(counted).toBe(true);
  });

  it('a server whose Redis is down when it starts still starts and signs people in', async () => {
    const node = await createTestApp({ redisUrl: DEAD_REDIS_URL });
    try {
      const member = await node.buildMember();
      const signIn = await timed(() => node.loginResponse(member.user.email, member.user.password));
      expect(signIn.result.statusCode).toBe(200);
      expect(signIn.ms).toBeLessThan(1_000);
    } finally {
      await node.close();
    }
  });
});
