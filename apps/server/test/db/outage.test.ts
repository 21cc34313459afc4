import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { testSuite } from '../support/suite.js';
import { duringOutage, openSilentDatabase, openUnreachableDatabase } from '../support/unreachable-database.js';
import { queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../../src/db/outage.js';
import { persons } from '../../src/db/schema/index.js';

/** While the database is down or restarting, every call answers 503 SERVICE_UNAVAILABLE, never 500 or INTERNAL. */

const { t, owner } = testSuite();
let unreachable: DatabaseHandle;
let processId: number;
let sequence = 0;
const newEmail = () => `outage.${++sequence}.${Date.now()}@correo.test`;
const dto = (mail: string) => ({ firstName: 'Lucía', lastName: 'Paredes', mail, countryCode: 'EC' });
const ADD_PERSON = `mutation($processId: Int!, $dto: PersonCreateDto!) { addPerson(processId: $processId, personCreateDto: $dto) { id } }`;

beforeAll(async () => {
  unreachable = await openUnreachableDatabase();
  processId = (
    await t.buildProcess({ companyId: owner.company.id, typeCompanyPlan: 'CREDIT', withJobOpportunity: true })
  ).id;
});
afterAll(() => unreachable?.close());

const addPersonRest = (mail: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/process-web/process/${processId}/people`,
    payload: { ...dto(mail), email: mail },
    headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language },
  });

const addPersonGraphql = (mail: string, language = 'es', accept = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: ADD_PERSON, variables: { processId, dto: dto(mail) } },
    headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language, accept },
  });

const personsWith = (mail: string) => t.db.select({ id: persons.id }).from(persons).where(eq(persons.email, mail));

/** Nothing of the driver's error (address, errno, SQL) reaches the client. */
function expectNothingInternal(body: string) {
  expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect|insert|stack|\.ts:\d+/i);
}

describe('isDatabaseOutage', () => {
  it('recognises a refused connection as the driver reports it, bare and wrapped by Drizzle', async () => {
    const pool = (unreachable.db as unknown as { $client: pg.Pool }).$client;
    const bare = await pool.query('select 1').catch((error: unknown) => error);
    expect(bare).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseOutage(bare)).toBe(true);
    const wrapped = await unreachable.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseOutage(wrapped)).toBe(true);
  });

  it('leaves a failing statement on a healthy database alone: that is our fault, not an outage', async () => {
    const failures = await Promise.all([
      t.db.execute(sql`select 1 / 0`).catch((error: unknown) => error),
      t.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error),
      t.db.execute(sql`insert into persons (id, first_name) values (null, 'x')`).catch((error: unknown) => error),
    ]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseOutage(failure)).toBe(false);
    }
    expect(isDatabaseOutage(new Error('boom'))).toBe(false);
    expect(isDatabaseOutage(new Error('session timeout expired'))).toBe(false);
    expect(isDatabaseOutage(undefined)).toBe(false);
  });

  it('knows the server messages and pg errors of a shutdown, a restart and a pool that cannot connect', () => {
    const serverError = (code: string) => Object.assign(new pg.DatabaseError('server says', 0, 'error'), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01'])
      expect(isDatabaseOutage(serverError(code)), code).toBe(true);
    for (const code of ['23505', '40001', '40P01', '57014', '42P01'])
      expect(isDatabaseOutage(serverError(code)), code).toBe(false);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'timeout expired',
    ]) {
      expect(isDatabaseOutage(new Error(message)), message).toBe(true);
    }
    const unixSocketGone = Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), {
      code: 'ENOENT',
      syscall: 'connect',
    });
    expect(isDatabaseOutage(unixSocketGone)).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('no such file'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    const everyAddressRefused = new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]);
    expect(isDatabaseOutage(new Error('Failed query: select 1', { cause: everyAddressRefused }))).toBe(true);
  });
});

/**
 * Calls that meet the outage at different depths: a company caller's membership is read before any
 * route runs; sign-in and the public privacy policy reach their service (and resolver) first.
 */
const restCalls = {
  'adding a candidate, where reading the caller fails': (mail: string, language: string) =>
    addPersonRest(mail, language),
  'signing in, where the service fails': (_: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: owner.user.email, password: owner.user.password },
      headers: { 'accept-language': language },
    }),
  'the public privacy policy, where the service fails': (_: string, language: string) =>
    t.app.inject({ method: 'GET', url: '/cm/parameters/PRIVACY_POLICIES', headers: { 'accept-language': language } }),
};

const graphqlCalls = {
  'adding a candidate, where reading the caller fails': (mail: string, language: string, accept?: string) =>
    addPersonGraphql(mail, language, accept),
  'the privacy policy, where the resolver fails': (_: string, language: string, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ getPrivacyPolicy { value } }' },
      headers: { 'accept-language': language, accept },
    }),
};

describe('REST during an outage', () => {
  it.each(Object.keys(restCalls) as (keyof typeof restCalls)[])(
    'answers 503 with Retry-After and the translated message: %s',
    async (name) => {
      const mail = newEmail();
      const [spanish, english] = await duringOutage(t, unreachable, () =>
        Promise.all([restCalls[name](mail, 'es'), restCalls[name](mail, 'en')]),
      );
      expect(spanish.statusCode).toBe(503);
      expect(spanish.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(spanish.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        messages: [sharedMessages.es.errors.SERVICE_UNAVAILABLE],
      });
      expect(english.statusCode).toBe(503);
      expect(english.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        messages: [sharedMessages.en.errors.SERVICE_UNAVAILABLE],
      });
      expectNothingInternal(spanish.body);
      expect(await personsWith(mail)).toEqual([]);
    },
  );

  it('answers 503 after the connect timeout, not whenever the OS gives up, when the database hangs', async () => {
    const hanging = await openSilentDatabase(300);
    try {
      const mail = newEmail();
      const started = Date.now();
      const responses = await duringOutage(t, hanging, () =>
        Promise.all(Object.values(restCalls).map((call) => call(mail, 'es'))),
      );
      expect(Date.now() - started).toBeLessThan(3000);
      for (const response of responses) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
      expect(await personsWith(mail)).toEqual([]);
    } finally {
      await hanging.close();
    }
  });

  it('serves again as soon as the database is back', async () => {
    const mail = newEmail();
    expect((await duringOutage(t, unreachable, () => addPersonRest(mail))).statusCode).toBe(503);
    const response = await addPersonRest(mail);
    expect(response.statusCode).toBe(200);
    expect(await personsWith(mail)).toHaveLength(1);
  });
});

describe('GraphQL during an outage', () => {
  it.each(Object.keys(graphqlCalls) as (keyof typeof graphqlCalls)[])(
    'answers HTTP 503 with errors[].extensions.code SERVICE_UNAVAILABLE: %s',
    async (name) => {
      const mail = newEmail();
      const [spanish, english] = await duringOutage(t, unreachable, () =>
        Promise.all([graphqlCalls[name](mail, 'es'), graphqlCalls[name](mail, 'en')]),
      );
      for (const [response, language] of [
        [spanish, 'es'],
        [english, 'en'],
      ] as const) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
        const body = response.json() as {
          data?: unknown;
          errors: { message: string; extensions: Record<string, unknown> }[];
        };
        expect(body.data ?? null).toBeNull();
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0]!.message).toBe(sharedMessages[language].errors.SERVICE_UNAVAILABLE);
        // Yoga's http extension sets the status; the client sees only the code.
        expect(body.errors[0]!.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
        expectNothingInternal(response.body);
      }
      expect(await personsWith(mail)).toEqual([]);
    },
  );

  it.each(Object.keys(graphqlCalls) as (keyof typeof graphqlCalls)[])(
    'answers in the GraphQL-over-HTTP media type the web app asks for, whose non-2xx body Apollo reads: %s',
    async (name) => {
      const apolloAccept = 'application/graphql-response+json,application/json;q=0.9';
      const response = await duringOutage(t, unreachable, () => graphqlCalls[name](newEmail(), 'en', apolloAccept));
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
      expect(response.json().errors[0]).toMatchObject({
        message: sharedMessages.en.errors.SERVICE_UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    },
  );

  it('keeps other failures of the database INTERNAL with HTTP 200, as before', async () => {
    await t.db.execute(sql`alter table privacy_policies rename to privacy_policies_outage_test`);
    try {
      // Anonymous: a company caller's membership statement reads the policy too, and would fail before the resolver.
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ getPrivacyPolicy { value } }' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().errors[0].extensions.code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql`alter table privacy_policies_outage_test rename to privacy_policies`);
    }
  });
});

/** Only a real server has connections that can be cut. */
describe.runIf(process.env.DATABASE_URL)('connections the server cuts', () => {
  it('a transaction whose connection is terminated fails as an outage and does not crash the process', async () => {
    let failure: unknown;
    await t.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const pid = rows[0]!.pid;
        // From another connection of the pool: the server ends this one between two statements (57P01).
        await t.db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => {
        failure = error;
      });
    expect(failure).toBeDefined();
    expect(isDatabaseOutage(failure)).toBe(true);
    expect(await queryRows<{ one: number }>(t.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('a request after every idle connection was terminated is served on new ones', async () => {
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    await Promise.all(Array.from({ length: 4 }, () => t.db.execute(sql`select pg_sleep(0.05)`)));
    expect(pool.idleCount).toBeGreaterThan(1);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mail = newEmail();
    expect((await addPersonRest(mail)).statusCode).toBe(200);
    expect(await personsWith(mail)).toHaveLength(1);
  });
});
