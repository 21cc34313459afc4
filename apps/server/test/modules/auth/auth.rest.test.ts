import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { createTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Each test signs in from its own address: the login throttle and the route's rate limit count per address.
let lastOctet = 0;
const nextAddress = () => `10.0.0.${++lastOctet}`;

const es = sharedMessages.es;
const en = sharedMessages.en;

interface LoginBody {
  data: {
    accessToken: string;
    expiresAt: string;
    user: { id: number; firstName: string; lastName: string; mail: string; companyId: number };
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function refreshCookie(response: {
  cookies: { name: string; value: string; httpOnly?: boolean; path?: string; sameSite?: string; maxAge?: number }[];
}) {
  return response.cookies.find((cookie) => cookie.name === 'terna_refresh');
}

const post = (
  url: string,
  options: { cookie?: string; token?: string; payload?: unknown; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    cookies: options.cookie ? { terna_refresh: options.cookie } : {},
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });

describe('POST /auth/login', () => {
  it('answers the access token, its expiry and the user, and sets the refresh cookie', async () => {
    const company = await t.buildCompany();
    const user = await t.buildUser({ companyId: company.id, firstName: 'Lucía', lastName: 'Pérez' });
    const response = await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() });

    expect(response.statusCode).toBe(200);
    const body = response.json() as LoginBody;
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.user).toEqual({
      id: user.id,
      firstName: 'Lucía',
      lastName: 'Pérez',
      mail: user.email,
      companyId: company.id,
    });
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const claims = decodeJwt(body.data.accessToken);
    expect(claims).toMatchObject({
      realm: 'evcore',
      sub: String(user.id),
      cid: company.id,
      email: user.email,
      iss: 'terna',
    });
    expect(claims.exp! * 1000).toBe(new Date(body.data.expiresAt).setMilliseconds(0));

    const cookie = refreshCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
    expect(response.body).not.toContain(cookie!.value); // the refresh token travels only in the cookie
  });

  it('answers 401 with the Spanish message by default and the English one on Accept-Language: en', async () => {
    const user = await t.buildUser({ companyId: (await t.buildCompany()).id });
    const address = nextAddress();

    const spanish = await t.loginResponse(user.email, 'wrong-pass', { remoteAddress: address });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toMatchObject({ messages: [es.errors.INVALID_CREDENTIALS], code: 'INVALID_CREDENTIALS' });
    expect(spanish.headers['content-language']).toBe('es');

    const english = await t.loginResponse(user.email, 'wrong-pass', {
      remoteAddress: address,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({ messages: [en.errors.INVALID_CREDENTIALS], code: 'INVALID_CREDENTIALS' });
    expect(english.headers['content-language']).toBe('en');
    expect(refreshCookie(english)).toBeUndefined();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const user = await t.buildUser({ companyId: (await t.buildCompany()).id });
    const wrongPassword = await t.loginResponse(user.email, 'wrong-pass', { remoteAddress: nextAddress() });
    const unknownEmail = await t.loginResponse('nobody-here@example.test', 'wrong-pass', {
      remoteAddress: nextAddress(),
    });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses a user who belongs to no company', async () => {
    const loner = await t.buildUser();
    const response = await t.loginResponse(loner.email, loner.password, { remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('matches the e-mail without regard to case or surrounding spaces', async () => {
    const user = await t.buildUser({ email: 'Mixed.Case@Example.test', companyId: (await t.buildCompany()).id });
    for (const email of ['mixed.case@example.test', 'MIXED.CASE@EXAMPLE.TEST', '  Mixed.Case@example.TEST ']) {
      const response = await t.loginResponse(email, user.password, { remoteAddress: nextAddress() });
      expect(response.statusCode, email).toBe(200);
      expect((response.json() as LoginBody).data.user.id).toBe(user.id);
    }
  });

  it('answers 400 with a translated message per field for a bad body', async () => {
    const missing = await post('/auth/login', { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'BAD_INPUT',
      messages: ['Campo obligatorio', 'Campo obligatorio'],
      fields: { email: 'Campo obligatorio', password: 'Campo obligatorio' },
    });

    const notAnEmail = await post('/auth/login', { payload: { email: 'not-an-email', password: 'x' } });
    expect(notAnEmail.statusCode).toBe(400);
    expect(notAnEmail.json()).toEqual({
      code: 'BAD_INPUT',
      messages: ['Introduzca un email válido'],
      fields: { email: 'Introduzca un email válido' },
    });

    const english = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'not-an-email' },
      headers: { 'accept-language': 'en' },
      remoteAddress: nextAddress(),
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ fields: { email: 'Enter a valid email', password: 'Required field' } });
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_INPUT', messages: [es.errors.BAD_INPUT] });

    const array = await post('/auth/login', { payload: ['a@b.test', 'x'] });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toMatchObject({ code: 'BAD_INPUT' });
  });

  it('after 5 failed attempts refuses the 6th, even with the right password, with 429 and Retry-After', async () => {
    const user = await t.buildUser({ companyId: (await t.buildCompany()).id });
    const address = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await t.loginResponse(user.email, `wrong-${attempt}`, { remoteAddress: address });
      expect(failed.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await t.loginResponse(user.email, user.password, { remoteAddress: address });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', messages: [es.errors.TOO_MANY_ATTEMPTS] });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The same e-mail written differently is the same account.
    const shouted = await t.loginResponse(user.email.toUpperCase(), user.password, { remoteAddress: address });
    expect(shouted.statusCode).toBe(429);
  });

  it('a successful sign-in clears earlier failures', async () => {
    const user = await t.buildUser({ companyId: (await t.buildCompany()).id });
    const address = nextAddress();
    for (let attempt = 1; attempt <= 4; attempt++)
      await t.loginResponse(user.email, 'wrong', { remoteAddress: address });
    expect((await t.loginResponse(user.email, user.password, { remoteAddress: address })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++)
      await t.loginResponse(user.email, 'wrong', { remoteAddress: address });
    expect((await t.loginResponse(user.email, user.password, { remoteAddress: address })).statusCode).toBe(200);
  });
});

describe('rate limit of /auth/login', () => {
  it('answers the 31st request of a minute from one address with 429 and Retry-After', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) {
      const answer = await post('/auth/login', { payload: {}, remoteAddress: address });
      expect(answer.statusCode).toBe(400);
    }
    const limited = await post('/auth/login', { payload: {}, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', messages: [es.errors.TOO_MANY_ATTEMPTS] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await post('/auth/login', { payload: {} });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('GET /auth/demo-accounts', () => {
  it('lists nothing, and no password, when demo data is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/demo-accounts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { password: '', accounts: [] } });
  });
});

describe('POST /auth/refresh and /auth/logout', () => {
  async function signIn() {
    const company = await t.buildCompany();
    const user = await t.buildUser({ companyId: company.id });
    const response = await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() });
    return { user, company, body: response.json() as LoginBody, cookie: refreshCookie(response)!.value };
  }

  it('gives a new access token and a rotated cookie; the old refresh token stops working', async () => {
    const { user, company, cookie } = await signIn();
    const refreshed = await post('/auth/refresh', { cookie });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json() as LoginBody;
    expect(body.data.user).toMatchObject({ id: user.id, companyId: company.id });
    const rotated = refreshCookie(refreshed);
    expect(rotated).toMatchObject({ httpOnly: true, path: '/auth' });
    expect(rotated!.value).not.toBe(cookie);

    const me = await t.gql<{ me: { id: number } }>(body.data.accessToken, '{ me { id } }');
    expect(me.data?.me.id).toBe(user.id);

    expect((await post('/auth/refresh', { cookie: rotated!.value })).statusCode).toBe(200);
    const replayed = await post('/auth/refresh', { cookie });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'SESSION_EXPIRED', messages: [es.errors.SESSION_EXPIRED] });
  });

  it('lets only one of several simultaneous refreshes with the same cookie through', async () => {
    const { cookie } = await signIn();
    const answers = await Promise.all([0, 1, 2].map(() => post('/auth/refresh', { cookie })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('a rotated refresh token presented again ends the session: neither copy refreshes any more', async () => {
    const { user, cookie: stolen } = await signIn();
    const other = await signIn(); // someone else's session is no part of it
    const ownersNext = refreshCookie(await post('/auth/refresh', { cookie: stolen }))!.value;

    const replayed = await post('/auth/refresh', { cookie: stolen });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'SESSION_EXPIRED', messages: [es.errors.SESSION_EXPIRED] });
    expect((await post('/auth/refresh', { cookie: ownersNext })).statusCode).toBe(401);

    // The thief first: the owner's late refresh with the copy they still hold ends the thief's session.
    const again = await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() });
    const copied = refreshCookie(again)!.value;
    const thiefsNext = refreshCookie(await post('/auth/refresh', { cookie: copied }))!.value;
    expect((await post('/auth/refresh', { cookie: copied })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { cookie: thiefsNext })).statusCode).toBe(401);

    expect((await post('/auth/refresh', { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('20 simultaneous refreshes with one token: exactly one succeeds, and the replays end its session', async () => {
    const { cookie } = await signIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/auth/refresh', { cookie })));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(19);
    const next = refreshCookie(succeeded[0]!)!.value;
    expect((await post('/auth/refresh', { cookie: next })).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await post('/auth/refresh')).statusCode).toBe(401);
    const forged = await post('/auth/refresh', { cookie: 'not-a-real-refresh-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const { cookie } = await signIn();
    const out = await post('/auth/logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { ok: true } });
    const cleared = refreshCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/auth');

    const afterLogout = await post('/auth/refresh', { cookie });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logout ends the access token at once, refused on GraphQL and REST (401), on this node and on another', async () => {
    const { body, cookie } = await signIn();
    const token = body.data.accessToken;
    const otherNode = await t.secondNode();
    const me = (app: typeof t.app) =>
      app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ me { id } }' }, headers: bearer(token) });
    const company = (app: typeof t.app) =>
      app.inject({ method: 'GET', url: '/client/companies', headers: bearer(token) });
    for (const app of [t.app, otherNode]) {
      expect((await me(app)).json()).toMatchObject({ data: { me: { id: body.data.user.id } } });
      expect((await company(app)).statusCode).toBe(200);
    }

    expect((await post('/auth/logout', { cookie })).statusCode).toBe(200);

    for (const app of [t.app, otherNode]) {
      // GraphQL answers a refused field in the body; the web app signs out on the code.
      expect((await me(app)).json()).toMatchObject({
        data: null,
        errors: [{ message: es.errors.SESSION_EXPIRED, extensions: { code: 'SESSION_EXPIRED' } }],
      });
      const rest = await company(app);
      expect(rest.statusCode).toBe(401);
      expect(rest.json()).toMatchObject({ code: 'SESSION_EXPIRED', messages: [es.errors.SESSION_EXPIRED] });
    }
  });

  it('a replayed refresh token ends the access tokens of its session as well', async () => {
    const { body, cookie } = await signIn();
    const refreshed = await post('/auth/refresh', { cookie });
    const next = (refreshed.json() as LoginBody).data.accessToken;
    expect((await t.gql(next, '{ me { id } }')).data).toEqual({ me: { id: body.data.user.id } });
    expect((await post('/auth/refresh', { cookie })).statusCode).toBe(401);
    for (const token of [body.data.accessToken, next])
      expect((await t.gql(token, '{ me { id } }')).errors?.[0]?.extensions?.code).toBe('SESSION_EXPIRED');
  });

  it('logout without a cookie is harmless', async () => {
    const out = await post('/auth/logout');
    expect(out.statusCode).toBe(200);
  });
});

describe('POST /auth/switch-company', () => {
  it('issues a token for another company the user belongs to', async () => {
    const first = await t.buildCompany({ commercialName: 'Primera Switch' });
    const second = await t.buildCompany({ commercialName: 'Segunda Switch' });
    const user = await t.buildUser({ companyId: first.id, role: 'OWNER' });
    await t.addMembership(user.id, second.id, 'VIEWER');
    const signedIn = await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() });
    const token = (signedIn.json() as LoginBody).data.accessToken;

    const before = await t.gql<{ clientInfo: { id: number } }>(token, '{ clientInfo { id } }');
    expect(before.data?.clientInfo.id).toBe(first.id);

    const switched = await post('/auth/switch-company', {
      token,
      cookie: refreshCookie(signedIn)!.value,
      payload: { companyId: second.id },
    });
    expect(switched.statusCode).toBe(200);
    const body = switched.json() as LoginBody;
    expect(body.data.user.companyId).toBe(second.id);
    expect(decodeJwt(body.data.accessToken)).toMatchObject({ cid: second.id, realm: 'evcore' });
    expect(refreshCookie(switched)).toMatchObject({ httpOnly: true });

    const after = await t.gql<{
      clientInfo: { id: number; commercialName: string };
      myCompanies: { id: number; current: boolean; role: string }[];
    }>(body.data.accessToken, '{ clientInfo { id commercialName } myCompanies { id current role } }');
    expect(after.data?.clientInfo).toEqual({ id: second.id, commercialName: 'Segunda Switch' });
    expect(after.data?.myCompanies.find((c) => c.current)).toEqual({ id: second.id, current: true, role: 'VIEWER' });

    // The rotated refresh cookie keeps the new company.
    const refreshed = await post('/auth/refresh', { cookie: refreshCookie(switched)!.value });
    expect((refreshed.json() as LoginBody).data.user.companyId).toBe(second.id);
    // The browser's session in the first company ended with the switch, its access token too.
    expect((await t.gql(token, '{ clientInfo { id } }')).errors?.[0]?.extensions?.code).toBe('SESSION_EXPIRED');
  });

  it('answers 403 for a company the user does not belong to', async () => {
    const { token } = await t.buildMember();
    const stranger = await t.buildCompany();
    const response = await post('/auth/switch-company', { token, payload: { companyId: stranger.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NOT_A_MEMBER', messages: [es.errors.NOT_A_MEMBER] });
    expect(refreshCookie(response)).toBeUndefined();
  });

  it('answers 401 without a token and 400 without a company id', async () => {
    const company = await t.buildCompany();
    const anonymous = await post('/auth/switch-company', { payload: { companyId: company.id } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const { token } = await t.buildMember();
    const missing = await post('/auth/switch-company', { token, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_INPUT' });
  });
});
