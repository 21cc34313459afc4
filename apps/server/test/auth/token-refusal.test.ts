import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { memberships } from '../../src/db/schema/index.js';
import { createTestApp, type GraphqlBody, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ME = '{ me { id mail } }';

/** Nothing a client reads may reveal how the server is built. */
function expectNoInternals(body: GraphqlBody<unknown>) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|\.ts:\d+|node_modules|stack/i);
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i);
  expect(text).not.toMatch(/"(users|memberships|birth_date|password_hash)"/i);
  for (const error of body.errors ?? [])
    expect(Object.keys(error.extensions ?? {}).sort()).not.toContain('originalError');
}

function expectRefused(body: GraphqlBody<unknown>, code: 'UNAUTHENTICATED' | 'SESSION_EXPIRED') {
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]!.extensions?.code).toBe(code);
  expect(body.errors![0]!.message).toBe(sharedMessages.es.errors[code]);
  expectNoInternals(body);
}

describe('GraphQL refuses a caller without a valid token', () => {
  it('no token: UNAUTHENTICATED', async () => {
    expectRefused(await t.gql(null, ME), 'UNAUTHENTICATED');
  });

  it('garbage tokens: UNAUTHENTICATED', async () => {
    for (const garbage of ['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.', `${'x'.repeat(2000)}`]) {
      expectRefused(await t.gql(garbage, ME), 'UNAUTHENTICATED');
    }
  });

  it('a malformed Authorization header is treated as no token', async () => {
    const { token } = await t.buildMember();
    const body = await t.gql(null, ME, undefined, { authorization: `Token ${token}` });
    expectRefused(body, 'UNAUTHENTICATED');
  });

  it('a token signed with another secret: UNAUTHENTICATED', async () => {
    const { user, company } = await t.buildMember();
    const forged = await t.signToken(
      { userId: user.id, companyId: company.id, email: user.email },
      { secret: 'someone-elses-secret' },
    );
    expectRefused(await t.gql(forged, ME), 'UNAUTHENTICATED');
  });

  it('an unsigned token (alg none): UNAUTHENTICATED', async () => {
    const { user, company } = await t.buildMember();
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none' })}.${part({ sub: String(user.id), cid: company.id, realm: 'evcore', email: user.email, iss: 'terna' })}.`;
    expectRefused(await t.gql(unsigned, ME), 'UNAUTHENTICATED');
  });

  it('a token of another realm (an observer token): UNAUTHENTICATED', async () => {
    const { user, company } = await t.buildMember();
    const observer = await t.signToken({
      userId: user.id,
      companyId: company.id,
      email: user.email,
      realm: 'evexternal',
    });
    expectRefused(await t.gql(observer, ME), 'UNAUTHENTICATED');
  });

  it('an expired token: SESSION_EXPIRED, in the caller language', async () => {
    const { user, company } = await t.buildMember();
    const expired = await t.signToken(
      { userId: user.id, companyId: company.id, email: user.email },
      { expiresAt: new Date(Date.now() - 5_000) },
    );
    expectRefused(await t.gql(expired, ME), 'SESSION_EXPIRED');

    const english = await t.gql(expired, ME, undefined, { 'accept-language': 'en' });
    expect(english.errors![0]!.message).toBe(sharedMessages.en.errors.SESSION_EXPIRED);
  });

  it('a token signed with the right key but without an expiry: UNAUTHENTICATED, on GraphQL and REST', async () => {
    const { user, company } = await t.buildMember();
    const endless = await new SignJWT({ cid: company.id, realm: 'evcore', email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('terna')
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.jwtSecret));
    expectRefused(await t.gql(endless, ME), 'UNAUTHENTICATED');
    const rest = await t.app.inject({
      method: 'GET',
      url: '/client/companies',
      headers: { authorization: `Bearer ${endless}` },
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a valid token for a user whose membership was removed: UNAUTHENTICATED once the 5 s membership cache lapses', async () => {
    const { user, company, token } = await t.buildMember({ role: 'RECRUITER' });
    expect((await t.gql<{ me: { id: number } }>(token, ME)).data?.me.id).toBe(user.id);

    await t.db.delete(memberships).where(and(eq(memberships.userId, user.id), eq(memberships.companyId, company.id)));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5_001);
    expectRefused(await t.gql(token, ME), 'UNAUTHENTICATED');
    expectRefused(await t.gql(token, '{ clientInfo { id } }'), 'UNAUTHENTICATED');
    vi.restoreAllMocks();
  });

  it('a correctly signed token whose subject or company is not a record id: UNAUTHENTICATED, and 401 on REST', async () => {
    const { user, company } = await t.buildMember();
    const signed = (sub: string, cid: unknown) =>
      new SignJWT({ cid, realm: 'evcore', email: user.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('terna')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(t.jwtSecret));
    const claims: [string, unknown][] = [
      ['abc', company.id],
      ['1.5', company.id],
      ['99999999999999', company.id],
      [`${user.id}e0`, company.id],
      [String(user.id), 1.5],
      [String(user.id), 99_999_999_999_999],
    ];
    for (const [sub, cid] of claims) {
      const token = await signed(sub, cid);
      expectRefused(await t.gql(token, ME), 'UNAUTHENTICATED');
      const rest = await t.app.inject({
        method: 'GET',
        url: '/client/companies',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([rest.statusCode, rest.json().code], `sub ${sub}, cid ${String(cid)}`).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it('a valid token naming a company the user is not a member of: UNAUTHENTICATED', async () => {
    const { user } = await t.buildMember();
    const other = await t.buildCompany();
    const token = await t.signToken({ userId: user.id, companyId: other.id, email: user.email });
    expectRefused(await t.gql(token, '{ clientInfo { id commercialName } }'), 'UNAUTHENTICATED');
  });

  it('every protected query refuses an anonymous caller', async () => {
    for (const query of [
      '{ me { id } }',
      '{ myCompanies { id } }',
      '{ clientInfo { id } }',
      '{ getUserPermissions { action } }',
    ]) {
      expectRefused(await t.gql(null, query), 'UNAUTHENTICATED');
    }
    const mutation = await t.gql(null, 'mutation { updateMe(dataMe: { firstName: "X" }) { id } }');
    expectRefused(mutation, 'UNAUTHENTICATED');
  });
});

describe('error masking', () => {
  /**
   * Breaks a table for one call, so the database fails in a way no rule expects. The calls are
   * anonymous, so the failure is the resolver's: a company caller's membership statement reads the
   * policy too (decision 027).
   */
  async function withBrokenPolicyTable<T>(run: () => Promise<T>): Promise<T> {
    await t.db.execute(sql`alter table privacy_policies rename to privacy_policies_gone`);
    try {
      return await run();
    } finally {
      await t.db.execute(sql`alter table privacy_policies_gone rename to privacy_policies`);
    }
  }

  it('an unexpected database error reaches the client as INTERNAL without SQL or stack', async () => {
    const body = await withBrokenPolicyTable(() => t.gql(null, '{ getPrivacyPolicy { value } }'));
    expect(body.data ?? null).toBeNull();
    expect(body.errors![0]!.extensions?.code).toBe('INTERNAL');
    expectNoInternals(body);
  });

  it('an impossible birth date is BAD_INPUT, not an internal error', async () => {
    const { token } = await t.buildMember();
    const body = await t.gql(token, 'mutation { updateMe(dataMe: { birthDate: "1990-13-45" }) { id } }');
    expect(body.errors![0]!.extensions?.code).toBe('BAD_INPUT');
  });

  it('a masked error speaks the caller language', async () => {
    const spanish = await withBrokenPolicyTable(() => t.gql(null, '{ getPrivacyPolicy { value } }'));
    expect(spanish.errors![0]!.message).toBe(sharedMessages.es.errors.INTERNAL);
    const english = await withBrokenPolicyTable(() =>
      t.gql(null, '{ getPrivacyPolicy { value } }', {}, { 'accept-language': 'en' }),
    );
    expect(english.errors![0]!.message).toBe(sharedMessages.en.errors.INTERNAL);
  });

  it('a syntax error answers GRAPHQL_PARSE_FAILED, not INTERNAL', async () => {
    const body = await t.gql(null, '{ me { id ');
    expect(body.errors![0]!.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a query error names the problem but nothing internal', async () => {
    const { token } = await t.buildMember();
    const body = await t.gql(token, '{ me { passwordHash } }');
    expect(body.errors![0]!.message).toMatch(/passwordHash/);
    expectNoInternals(body);
  });
});

describe('refresh after the membership is gone', () => {
  it('refuses to renew the session', async () => {
    const company = await t.buildCompany();
    const user = await t.buildUser({ companyId: company.id });
    const login = await t.loginResponse(user.email, user.password);
    const cookie = login.cookies.find((c) => c.name === 'terna_refresh')!.value;
    await t.db.delete(memberships).where(eq(memberships.userId, user.id));
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { terna_refresh: cookie } });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
