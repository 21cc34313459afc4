import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { redactText } from '../../src/logging.js';
import { REFRESH_COOKIE } from '../../src/modules/auth/auth.rest.js';
import { reportLink } from '../../src/modules/reports/report-link.js';
import { createTestApp, type Member, type TestApp } from '../support/test-app.js';

/**
 * What the server writes to its log (issue 21): the lines still say what happened, but never a
 * credential (a report link's signature, a token, a refresh cookie) or personal data (an e-mail, a
 * national id, a candidate's invitation link) that a statement or a request carried.
 */

interface LogLine {
  level: number;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { type: string; message: string; stack: string };
}

const lines: string[] = [];
let t: TestApp;
let owner: Member;

const NATIONAL_ID = 'V-19283746';
const INVITATION_LINK = 'https://terna.example/evaluacion/12?invitation=345.1893456000.Qm9ndXNTaWduYXR1cmVYeQ';

beforeAll(async () => {
  t = await createTestApp({}, { log: { write: (line) => lines.push(line) } });
  // Stands for any statement that fails unexpectedly: a second account with a taken e-mail, carrying
  // a national id and an invitation link as statement parameters. `?driver=1` throws the driver's
  // own error (what code using the driver directly, like the job queue, sees), with its `detail`.
  t.app.post<{ Querystring: { driver?: string } }>('/test/duplicate-account', async (request) => {
    try {
      await t.db.insert(users).values({
        email: owner.user.email,
        passwordHash: 'x',
        firstName: NATIONAL_ID,
        lastName: INVITATION_LINK,
      });
    } catch (error) {
      throw request.query.driver ? (error as { cause: unknown }).cause : error;
    }
    return { created: true };
  });
  owner = await t.buildMember({ email: 'ana.perez@example.test' });
});
afterAll(() => t?.close());

/** The lines written while `act` ran. */
async function logged(act: () => Promise<unknown>): Promise<{ text: string; parsed: LogLine[] }> {
  const start = lines.length;
  await act();
  // Pino writes synchronously to a plain destination; the request-completed line follows the answer.
  await new Promise((resolve) => setImmediate(resolve));
  const written = lines.slice(start);
  return { text: written.join(''), parsed: written.map((line) => JSON.parse(line) as LogLine) };
}

describe('a signed report link', () => {
  it('is logged by its path and parameter names, without the expiry, the signature or the caller’s credentials', async () => {
    const { url } = reportLink(t.services.config, 987_654, owner.company.id);
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const refresh = 'c2VjcmV0LXJlZnJlc2gtdG9rZW4tdmFsdWU';
    const { text, parsed } = await logged(async () => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${owner.token}`, cookie: `${REFRESH_COOKIE}=${refresh}` },
      });
      expect(response.statusCode).toBe(404);
    });

    const requests = parsed.filter((line) => line.req);
    expect(requests.map((line) => line.req!.url)).toEqual([`${path}?expires=[redacted]&signature=[redacted]`]);
    expect(parsed.some((line) => line.res?.statusCode === 404)).toBe(true);
    for (const secret of [params.get('signature')!, params.get('expires')!, owner.token, refresh])
      expect(text).not.toContain(secret);
  });
});

const personal = () => [owner.user.email, NATIONAL_ID, INVITATION_LINK, 'Qm9ndXNTaWduYXR1cmVYeQ', 'ana.perez'];

describe('a failed SQL statement', () => {
  it('is logged with what failed, but none of its parameters', async () => {
    const { text, parsed } = await logged(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/test/duplicate-account' });
      expect([response.statusCode, response.json().code]).toEqual([500, 'INTERNAL']);
    });
    for (const value of personal()) expect(text).not.toContain(value);
    const failure = parsed.find((line) => line.err);
    expect(failure?.err?.message).toMatch(/Failed query: insert into "users"/);
    expect(failure?.err?.message).toMatch(/duplicate key value violates unique constraint "users_email_lower_idx"/);
  });

  it('a driver error keeps its code and constraint; its detail and values are left out', async () => {
    const { text, parsed } = await logged(() =>
      t.app.inject({ method: 'POST', url: '/test/duplicate-account?driver=1' }),
    );
    for (const value of personal()) expect(text).not.toContain(value);
    const { err } = parsed.find((line) => line.err) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ code: '23505', detail: '[redacted]' });
    expect(String(err.message)).toMatch(/users_email_lower_idx/);
  });
});

describe('an error a resolver threw', () => {
  it('is logged through its GraphQL wrapper without the statement’s parameters', async () => {
    const failure = await t.db
      .insert(users)
      .values({ email: owner.user.email, passwordHash: 'x', firstName: 'Ana\nV-1', lastName: NATIONAL_ID })
      .then(
        () => expect.unreachable('a second account with a taken e-mail'),
        (error: Error) => error,
      );
    const { text, parsed } = await logged(async () =>
      t.app.log.error(
        { err: new GraphQLError(failure.message, { originalError: failure, path: ['updateMe'] }) },
        'GraphQL resolver failed',
      ),
    );
    for (const value of [...personal(), 'V-1']) expect(text).not.toContain(value);
    expect(parsed[0]).toMatchObject({
      msg: 'GraphQL resolver failed',
      err: { type: 'GraphQLError', path: ['updateMe'] },
    });
    expect(parsed[0]!.err!.message).toMatch(/^Failed query: insert into "users"/);
  });
});

describe('what a log call names', () => {
  it('credential and personal keys are left out, at the top or a level down, the rest kept', async () => {
    const { parsed } = await logged(async () =>
      t.app.log.warn(
        {
          email: owner.user.email,
          person: { identification: NATIONAL_ID, id: 7 },
          reply: { headers: { 'set-cookie': 'x' } },
        },
        'invitation bounced',
      ),
    );
    expect(parsed[0]).toMatchObject({
      msg: 'invitation bounced',
      email: '[redacted]',
      person: { identification: '[redacted]', id: 7 },
      reply: { headers: { 'set-cookie': '[redacted]' } },
    });
  });
});

describe('free text', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLWJ5dGVz';
  const cases: [string, string, string][] = [
    ['an e-mail', 'no account for Ana.Perez+work@mail.example.co', 'no account for [redacted]'],
    ['a JWT', `token ${jwt} rejected`, 'token [redacted] rejected'],
    ['a bearer token', 'header Bearer abc.def-123 ignored', 'header Bearer [redacted] ignored'],
    [
      'the query of a signed link',
      'GET /process-web/reports/7/file?expires=1795759563&signature=rryx-IOK_hrG',
      'GET /process-web/reports/7/file?expires=[redacted]&signature=[redacted]',
    ],
    [
      'an invitation link',
      'sent https://terna.example/evaluacion/12?invitation=345.189.Qm9n&step=cv',
      'sent https://terna.example/evaluacion/12?invitation=[redacted]&step=[redacted]',
    ],
    ['a refresh cookie', 'cookie terna_refresh=c2VjcmV0; Path=/', 'cookie terna_refresh=[redacted]; Path=/'],
    [
      'credentials in a URL',
      'connect postgres://app:s3cret@db:5432/terna',
      'connect postgres://[redacted]@db:5432/terna',
    ],
    [
      'a unique violation’s key',
      'Key (company_id, lower(identification))=(4, v-19283746) already exists.',
      'Key (company_id, lower(identification))=([redacted]) already exists.',
    ],
    ['a failing row', 'Failing row contains (1, V-19283746, null).', 'Failing row contains ([redacted]).'],
    [
      'a value PostgreSQL could not read',
      'invalid input syntax for type integer: "V-19283746"',
      'invalid input syntax for type integer: "[redacted]"',
    ],
  ];
  for (const [what, text, expected] of cases) {
    it(`leaves out ${what}`, () => expect(redactText(text)).toBe(expected));
  }

  it('keeps what says what happened', () => {
    for (const text of [
      'duplicate key value violates unique constraint "users_email_lower_idx"',
      'at file:///app/node_modules/@escape.tech/graphql-armor/index.js:3:7',
      'job failed; it will be retried',
    ])
      expect(redactText(text)).toBe(text);
  });
});
