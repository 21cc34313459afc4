import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OBSERVER_REALM, sharedMessages } from '@terna/domain';
import { createRequestContext, requireCaller, requireObserver } from '../../src/context.js';
import { observers } from '../../src/db/schema/index.js';
import type { DomainError } from '../../src/errors.js';
import { CATALOGUE, entryKey, observerMayCall } from '../security/operation-catalogue.js';
import { installWriteCounter, writesBetween, type WriteCounter } from '../security/fuzz/write-counter.js';
import { graphqlOperations, minimalDocument, routeKey } from '../support/api-surface.js';
import { testSuite } from '../support/suite.js';
import type { GraphqlBody } from '../support/test-app.js';

const { t, owner, process } = testSuite({ process: { withJobOpportunity: true } });

let link: { token: string; observerId: number };
let expiredToken: string;
let revokedToken: string;
let personId: number;
let processPersonId: number;

let counter: WriteCounter;

beforeAll(async () => {
  counter = await installWriteCounter(t.db);
  const built = await t.buildObserverLink({
    processId: process.id,
    companyId: owner.company.id,
    sections: ['DISC', 'COMPETENCE'],
  });
  link = { token: built.token, observerId: built.observer.id };
  expiredToken = (
    await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      expiresAt: new Date(Date.now() - 1_000),
    })
  ).token;
  revokedToken = (await t.buildObserverLink({ processId: process.id, companyId: owner.company.id, status: 'REVOKED' }))
    .token;
  ({ personId, processPersonId } = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' }));
});

const observerHeaders = (token: string) => ({ authorization: `Bearer ${token}`, realm: OBSERVER_REALM });
const context = (headers: Record<string, string>) => createRequestContext(t.services, headers);

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as DomainError).code;
  }
}

describe('an observer link in the request context', () => {
  it('resolves with the realm header to the observer, its process, company, sections and terms', async () => {
    const ctx = await context(observerHeaders(link.token));
    expect(ctx.observer).toEqual({
      observerId: link.observerId,
      name: expect.any(String),
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC', 'COMPETENCE'],
      candidates: null,
      termsAccepted: false,
      expiresAt: expect.any(Date),
    });
    expect(ctx.caller).toBeNull();
    expect(requireObserver(ctx, process.id)).toBe(ctx.observer);

    await t.db.update(observers).set({ termsAcceptedAt: new Date() }).where(eq(observers.id, link.observerId));
    expect((await context(observerHeaders(link.token))).observer?.termsAccepted).toBe(true);
    await t.db.update(observers).set({ termsAcceptedAt: null }).where(eq(observers.id, link.observerId));
  });

  it('refuses another process, whether it exists or not, with the same FORBIDDEN', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id });
    const ctx = await context(observerHeaders(link.token));
    expect(refusal(() => requireObserver(ctx, other.id))).toBe('FORBIDDEN');
    expect(refusal(() => requireObserver(ctx, 2_000_000_000))).toBe('FORBIDDEN');
  });

  it('an expired link and a revoked one: SESSION_EXPIRED (the report guard shows the expired page)', async () => {
    for (const token of [expiredToken, revokedToken]) {
      const ctx = await context(observerHeaders(token));
      expect(ctx.observer).toBeNull();
      expect(refusal(() => requireObserver(ctx, process.id))).toBe('SESSION_EXPIRED');
    }
  });

  it('a link whose hash was cleared, or a token never issued: UNAUTHENTICATED', async () => {
    const cleared = await t.buildObserverLink({ processId: process.id, companyId: owner.company.id });
    await t.db.update(observers).set({ tokenHash: null }).where(eq(observers.id, cleared.observer.id));
    for (const token of [cleared.token, 'never-issued-token', `${link.token}x`]) {
      const ctx = await context(observerHeaders(token));
      expect(ctx.observer, token).toBeNull();
      expect(
        refusal(() => requireObserver(ctx, process.id)),
        token,
      ).toBe('UNAUTHENTICATED');
    }
  });

  it('no token with the realm header: UNAUTHENTICATED for observer operations, FORBIDDEN for company ones', async () => {
    const ctx = await context({ realm: OBSERVER_REALM });
    expect(refusal(() => requireObserver(ctx, process.id))).toBe('UNAUTHENTICATED');
    expect(refusal(() => requireCaller(ctx))).toBe('FORBIDDEN');
  });

  it('a company caller is not an observer, and an observer token without the realm header is neither', async () => {
    const company = await context({ authorization: `Bearer ${owner.token}` });
    expect(company.caller?.userId).toBe(owner.user.id);
    expect(refusal(() => requireObserver(company, process.id))).toBe('FORBIDDEN');

    const noRealm = await context({ authorization: `Bearer ${link.token}` });
    expect(noRealm.observer).toBeNull();
    expect(refusal(() => requireObserver(noRealm, process.id))).toBe('FORBIDDEN');
    expect(refusal(() => requireCaller(noRealm))).toBe('FORBIDDEN');
  });

  it('a company JWT with the realm header is neither a caller nor an observer', async () => {
    const ctx = await context(observerHeaders(owner.token));
    expect(ctx.caller).toBeNull();
    expect(refusal(() => requireCaller(ctx))).toBe('FORBIDDEN');
    expect(refusal(() => requireObserver(ctx, process.id))).toBe('UNAUTHENTICATED');
  });
});

describe('company callers pay nothing for the observer realm', () => {
  it('a signed-in company request runs one statement to build its context: its membership, no observer lookup', async () => {
    // Counted at the driver (the PGlite client or the pg pool): the membership statement is prepared, not built per call.
    const driver = (t.services.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = vi.spyOn(driver, 'query');
    const ctx = await context({ authorization: `Bearer ${owner.token}` });
    expect(ctx.caller?.userId).toBe(owner.user.id);
    expect(query).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(query.mock.calls[0])).not.toMatch(/observer/i);
    vi.restoreAllMocks();
  });
});

// Each call comes from its own address: this file is about who may call, not how often (rate-limit.test.ts).
let addresses = 0;
const nextAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function graphql(document: string, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: document },
    headers,
    remoteAddress: nextAddress(),
  });
  return response.json() as GraphqlBody;
}

const codeOf = (body: GraphqlBody) => body.errors?.[0]?.extensions?.code;

/** The operations the observer realm answers by design (observers.test.ts and security/observer-isolation.test.ts cover them). */
const observerOperations = new Set(CATALOGUE.filter(observerMayCall).map(entryKey));

/** Every way a request can present itself as an observer, or a company token in the observer realm. */
async function observerCallers(): Promise<Record<string, Record<string, string>>> {
  const forged = await t.signToken({
    userId: owner.user.id,
    companyId: owner.company.id,
    email: owner.user.email,
    realm: OBSERVER_REALM,
  });
  return {
    'observer link with the realm header': observerHeaders(link.token),
    'observer link without the realm header': { authorization: `Bearer ${link.token}` },
    'company token with the realm header': observerHeaders(owner.token),
    'company-signed token of realm evexternal with the realm header': observerHeaders(forged),
    'expired observer link': observerHeaders(expiredToken),
    'revoked observer link': observerHeaders(revokedToken),
  };
}

describe('company operations refuse every observer request with FORBIDDEN and change nothing', () => {
  it('the owner token itself answers data without the realm header and FORBIDDEN with it', async () => {
    const document = `{ getProcess(id: ${process.id}) { id processName } }`;
    const own = await graphql(document, { authorization: `Bearer ${owner.token}` });
    expect(own.data).toEqual({ getProcess: { id: process.id, processName: process.name } });

    const realm = await graphql(document, observerHeaders(owner.token));
    expect(realm.data ?? null).toBeNull();
    expect(realm.errors).toEqual([
      expect.objectContaining({ message: sharedMessages.es.errors.FORBIDDEN, extensions: { code: 'FORBIDDEN' } }),
    ]);
    expect(JSON.stringify(realm)).not.toContain(process.name);
  });

  it('every GraphQL query and mutation an anonymous caller may not use', async () => {
    const before = await counter.read();
    const callers = await observerCallers();
    const wrong: string[] = [];
    let refused = 0;
    for (const operation of graphqlOperations().filter((o) => !observerOperations.has(`${o.kind} ${o.name}`))) {
      const document = minimalDocument(operation.kind, operation, process.id);
      const anonymous = await graphql(document, {});
      // Public operations (privacy text, catalogues) answer an observer exactly as anybody else.
      const expected = codeOf(anonymous) === 'UNAUTHENTICATED' ? 'FORBIDDEN' : codeOf(anonymous);
      if (expected === 'FORBIDDEN') refused += 1;
      for (const [who, headers] of Object.entries(callers)) {
        const body = await graphql(document, headers);
        const data = (body.data as Record<string, unknown> | null | undefined)?.[operation.name] ?? null;
        const anonymousData = (anonymous.data as Record<string, unknown> | null | undefined)?.[operation.name] ?? null;
        if (codeOf(body) !== expected || JSON.stringify(data) !== JSON.stringify(anonymousData)) {
          wrong.push(
            `${operation.kind} ${operation.name}, ${who}: ${codeOf(body) ?? 'data'} (anonymous: ${codeOf(anonymous) ?? 'data'})`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk means something only if most operations need a company caller.
    expect(refused).toBeGreaterThan(graphqlOperations().length / 2);
    expect(writesBetween(before, await counter.read())).toEqual({});
  });

  it('every REST route an anonymous caller may not use', async () => {
    // Public pages (the candidate privacy notice) answer text, not JSON.
    const codeOf = (response: { headers: Record<string, unknown>; json(): unknown }) =>
      String(response.headers['content-type']).includes('json')
        ? (response.json() as { code?: string }).code
        : undefined;
    const before = await counter.read();
    const callers = await observerCallers();
    const payload = {
      id: personId,
      personId,
      processId: process.id,
      processPersonId,
      companyId: owner.company.id,
      hiredDate: '2030-01-01',
      identification: 'X1',
      observation: 'x',
    };
    const wrong: string[] = [];
    let refused = 0;
    for (const route of t.routes.filter(
      (r) => r.url !== '/graphql' && r.method !== 'OPTIONS' && !observerOperations.has(routeKey(r)),
    )) {
      const url = route.url
        .replace(':processId', String(process.id))
        .replace(':personId', String(personId))
        .replace(':id', String(process.id));
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          remoteAddress: nextAddress(),
          ...(route.method === 'GET' ? {} : { payload }),
        });
      const anonymous = await call({});
      const expected =
        anonymous.statusCode === 401 && codeOf(anonymous) === 'UNAUTHENTICATED'
          ? { status: 403, code: 'FORBIDDEN' }
          : { status: anonymous.statusCode, code: codeOf(anonymous) };
      if (expected.code === 'FORBIDDEN') refused += 1;
      for (const [who, headers] of Object.entries(callers)) {
        const response = await call(headers);
        const same =
          expected.code === 'FORBIDDEN'
            ? (response.json() as { messages?: string[] }).messages?.[0] === sharedMessages.es.errors.FORBIDDEN
            : response.body === anonymous.body;
        if (response.statusCode !== expected.status || codeOf(response) !== expected.code || !same) {
          wrong.push(
            `${routeKey(route)}, ${who}: ${response.statusCode} ${codeOf(response)} (anonymous: ${anonymous.statusCode} ${codeOf(anonymous)})`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(8);
    expect(writesBetween(before, await counter.read())).toEqual({});
  });
});
