import { eq } from 'drizzle-orm';
import { getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_NAME, sharedMessages } from '@terna/domain';
import { companyTags, termsAcceptances } from '../../src/db/schema/index.js';
import { schema } from '../../src/graphql/schema.js';
import { installWriteCounter, writesBetween, type WriteCounter } from '../security/fuzz/write-counter.js';
import { callableEntries, entryKey } from '../security/operation-catalogue.js';
import { graphqlOperations, minimalDocument, routeKey } from '../support/api-surface.js';
import { subscribeOverSse, type SseSubscription } from '../support/sse-client.js';
import { testSuite } from '../support/suite.js';
import type { Member } from '../support/test-app.js';

/**
 * A company user who has not accepted the current privacy policy reaches nothing but the policy,
 * their session and what the web app's shell needs to show the policy dialog (decision 027):
 * every other query, mutation, subscription and REST route answers PRIVACY_POLICY_NOT_ACCEPTED
 * and changes nothing, whatever the client does. Once accepted, everything works with the same token.
 */

const { t, owner, process } = testSuite({ process: { status: 'LAUNCHED' } });
const CODE = 'PRIVACY_POLICY_NOT_ACCEPTED';

/** The root fields open before acceptance, as decision 027 lists them. */
const OPEN_FIELDS = [
  'me',
  'getPrivacyPolicy',
  'updateMe',
  'clientInfo',
  'getUserPermissions',
  'getInvitation',
  'acceptUserInvitation',
];
/** The REST routes open before acceptance: the policy's parameter and those that act for no company caller. */
const openRoute = (url: string) =>
  url === '/cm/parameters/:name' ||
  url.startsWith('/auth/') ||
  url.startsWith('/portal-web/entry/') ||
  url.startsWith('/integrations/') ||
  url === '/portal-web/me/sessions/:sessionId/live' ||
  url === '/health' ||
  url === '/ready';

let baseUrl: string;
let processPersonId: number;
let personId: number;
const open: SseSubscription<unknown>[] = [];

// Each call comes from its own address: this file is about who may call, not how often.
let addresses = 0;
const nextAddress = () => `10.88.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

beforeAll(async () => {
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ processPersonId, personId } = await t.buildProcessPerson({
    processId: process.id,
    person: { firstName: 'Marcela', lastName: 'Privada' },
  }));
});
afterAll(() => open.forEach((subscription) => subscription.close()));

/** An owner of the suite's company who has not accepted the policy: every permission, so only the policy stands in the way. */
const newcomer = () => t.buildMember({ company: owner.company, acceptedPolicy: false });

const CANDIDATE = 'query ($id: Int!) { processPerson(id: $id) { firstName lastName mail } }';
const CREATE_TAG = 'mutation ($title: String!) { createCompanyTag(title: $title, hexCode: "#1B5E20") { id } }';
const CANDIDATE_CHANGED = 'subscription ($processId: Int!) { candidateChanged(processId: $processId) { reason } }';
const ACCEPT = `mutation ($dataMe: DataMeInput!) { updateMe(dataMe: $dataMe) { termsAndConditions { name version } } }`;
const acceptance = {
  dataMe: {
    termsAndConditions: [{ name: PRIVACY_POLICY_NAME, date: new Date().toISOString(), version: '1' }],
  },
};

const results = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/evaluation-web/capresults/${process.id}/2/${personId}/detail`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });

const subscribe = async (token: string) => {
  const subscription = await subscribeOverSse(baseUrl, token, CANDIDATE_CHANGED, { processId: process.id });
  open.push(subscription);
  return subscription;
};

const tagsNamed = (title: string) => t.db.select().from(companyTags).where(eq(companyTags.title, title));

describe('before accepting the current privacy policy', () => {
  it('a candidate query answers the code, translated, and no personal data', async () => {
    const { token } = await newcomer();
    for (const [language, messages] of [
      ['es', sharedMessages.es],
      ['en', sharedMessages.en],
    ] as const) {
      const body = await t.gql(token, CANDIDATE, { id: processPersonId }, { 'accept-language': language });
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toEqual([{ message: messages.errors[CODE], extensions: { code: CODE } }]);
      expect(JSON.stringify(body)).not.toMatch(/Marcela|Privada/);
    }
    // The same document answers the accepted owner: the refusal is the policy's, not the document's.
    const own = await t.gql<{ processPerson: { firstName: string } }>(owner.token, CANDIDATE, { id: processPersonId });
    expect(own.data?.processPerson.firstName).toBe('Marcela');
  });

  it('a mutation answers the code and writes nothing', async () => {
    const { token } = await newcomer();
    const title = `Bloqueada ${Date.now()}`;
    const body = await t.gql(token, CREATE_TAG, { title });
    expect(body.errors?.[0]?.extensions?.code).toBe(CODE);
    expect(await tagsNamed(title)).toEqual([]);
  });

  it('a REST route answers 403 with the code, translated', async () => {
    const { token } = await newcomer();
    const response = await results(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: CODE, messages: [sharedMessages.es.errors[CODE]] });
  });

  it('a subscription is refused when subscribing', async () => {
    const { token } = await newcomer();
    const subscription = await subscribe(token);
    expect((await subscription.next()).errors).toEqual([
      expect.objectContaining({ message: sharedMessages.es.errors[CODE], extensions: { code: CODE } }),
    ]);
  });

  it('an open field does not carry a closed one: through a fragment or beside it, none of the document runs', async () => {
    const { token } = await newcomer();
    for (const document of [
      `query ($id: Int!) { me { id } processPerson(id: $id) { firstName } }`,
      `query ($id: Int!) { ...Candidate } fragment Candidate on Query { processPerson(id: $id) { firstName } }`,
      `query ($id: Int!) { ... on Query { processPerson(id: $id) { firstName } } }`,
      `query ($id: Int!) { me: processPerson(id: $id) { firstName } }`,
    ]) {
      const body = await t.gql(token, document, { id: processPersonId });
      expect(body.data ?? null, document).toBeNull();
      expect(body.errors?.[0]?.extensions?.code, document).toBe(CODE);
    }
  });

  it('reads who they are, the policy, their company and permissions', async () => {
    const { token, user } = await newcomer();
    const body = await t.gql<{
      me: { id: number; termsAndConditions: unknown[] };
      getPrivacyPolicy: { value: string };
      clientInfo: { id: number };
      getUserPermissions: unknown[];
    }>(
      token,
      '{ __typename me { id termsAndConditions { version } } getPrivacyPolicy { value link } clientInfo { id } getUserPermissions { action } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      me: { id: user.id, termsAndConditions: [] },
      getPrivacyPolicy: { value: '1' },
      clientInfo: { id: owner.company.id },
    });
    expect(body.data!.getUserPermissions.length).toBeGreaterThan(0);
    const parameter = await t.app.inject({
      method: 'GET',
      url: `/cm/parameters/${PRIVACY_POLICY_NAME}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(parameter.statusCode).toBe(200);
  });

  it('updateMe only accepts the policy: a profile change alone is refused and saves nothing', async () => {
    const { token, user } = await newcomer();
    const body = await t.gql(token, 'mutation { updateMe(dataMe: { firstName: "Cambiado" }) { firstName } }');
    expect(body.errors?.[0]?.extensions?.code).toBe(CODE);
    const me = await t.gql<{ me: { firstName: string } }>(token, '{ me { firstName } }');
    expect(me.data?.me.firstName).toBe(user.firstName);
  });

  it('renews the session and signs out', async () => {
    const { user } = await newcomer();
    const login = await t.loginResponse(user.email, user.password, { remoteAddress: nextAddress() });
    const { accessToken } = (login.json() as { data: { accessToken: string } }).data;
    const cookie = login.cookies.find((c) => c.name === 'terna_refresh')!.value;
    const post = (url: string, refresh: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${accessToken}` },
        cookies: { terna_refresh: refresh },
        remoteAddress: nextAddress(),
      });
    const refreshed = await post('/auth/refresh', cookie);
    expect(refreshed.statusCode).toBe(200);
    const rotated = refreshed.cookies.find((c) => c.name === 'terna_refresh')!.value;
    expect((await post('/auth/logout', rotated)).statusCode).toBe(200);
  });
});

describe('accepting the policy', () => {
  it('opens everything to the same token at once', async () => {
    const { token, user } = await newcomer();
    const accepted = await t.gql(token, ACCEPT, acceptance);
    expect(accepted.errors).toBeUndefined();
    expect(await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id))).toHaveLength(1);

    const candidate = await t.gql<{ processPerson: { firstName: string } }>(token, CANDIDATE, { id: processPersonId });
    expect(candidate.errors).toBeUndefined();
    expect(candidate.data?.processPerson.firstName).toBe('Marcela');

    const title = `Abierta ${Date.now()}`;
    expect((await t.gql(token, CREATE_TAG, { title })).errors).toBeUndefined();
    expect(await tagsNamed(title)).toHaveLength(1);

    const [own, theirs] = await Promise.all([results(token), results(owner.token)]);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(theirs.body);

    const subscription = await subscribe(token);
    t.services.realtime.publish('candidateChanged', process.id, {
      processId: process.id,
      processPersonId,
      reason: 'TAGS',
    });
    expect(await subscription.next()).toEqual({ data: { candidateChanged: { reason: 'TAGS' } } });
  });
});

describe('every operation of the API', () => {
  let counter: WriteCounter;
  let member: Member;
  beforeAll(async () => {
    member = await newcomer();
    counter = await installWriteCounter(t.db);
  });

  it('is closed before acceptance but for the open few, which are every public operation', () => {
    const closedPublic = callableEntries()
      .filter((entry) => entry.access === 'public')
      .filter((entry) => (entry.kind === 'graphql' ? !OPEN_FIELDS.includes(entry.name) : !openRoute(entry.url)))
      .map(entryKey);
    expect(closedPublic).toEqual([]);
  });

  it('every query and mutation but the open ones answers the code and writes nothing', async () => {
    const before = await counter.read();
    const wrong: string[] = [];
    const closed = graphqlOperations().filter((operation) => !OPEN_FIELDS.includes(operation.name));
    for (const operation of closed) {
      const body = await t.gql(member.token, minimalDocument(operation.kind, operation, process.id));
      if (body.errors?.[0]?.extensions?.code !== CODE || body.data != null) {
        wrong.push(`${operation.kind} ${operation.name}: ${body.errors?.[0]?.extensions?.code ?? 'data'}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(closed.length).toBeGreaterThan(100);
    expect(writesBetween(before, await counter.read())).toEqual({});
  });

  it('every subscription answers the code', async () => {
    const fields = Object.values(schema.getSubscriptionType()!.getFields());
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const document = minimalDocument(
        'subscription',
        { name: field.name, args: field.args, returns: getNamedType(field.type) },
        process.id,
      );
      const subscription = await subscribeOverSse(baseUrl, member.token, document);
      open.push(subscription);
      expect((await subscription.next()).errors?.[0]?.extensions?.code, field.name).toBe(CODE);
    }
  });

  it('every REST route but the open ones answers 403 with the code and writes nothing', async () => {
    const before = await counter.read();
    const wrong: string[] = [];
    const closed = t.routes.filter((r) => r.url !== '/graphql' && r.method !== 'OPTIONS' && !openRoute(r.url));
    for (const route of closed) {
      const url = route.url.replace(/:\w+/g, String(process.id));
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${member.token}` },
        remoteAddress: nextAddress(),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { id: process.id } }),
      });
      const code = (response.json() as { code?: string }).code;
      if (response.statusCode !== 403 || code !== CODE)
        wrong.push(`${routeKey(route)}: ${response.statusCode} ${code}`);
    }
    expect(wrong).toEqual([]);
    expect(closed.length).toBeGreaterThan(50);
    expect(writesBetween(before, await counter.read())).toEqual({});
  });
});
