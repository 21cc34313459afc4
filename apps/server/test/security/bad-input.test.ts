import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits.js';
import type { ProcessRow } from '../support/factories.js';
import { createTestApp, type GraphqlBody, type Member, type TestApp } from '../support/test-app.js';
import { installWriteCounter, type WriteCounter } from './fuzz/write-counter.js';

/**
 * Input that answered 500 INTERNAL (issue 21), through the real endpoints: each is now refused with
 * a code and a translated message, changes nothing, and logs no error.
 */

const lines: string[] = [];
let t: TestApp;
let owner: Member;
let launched: ProcessRow;
let writes: WriteCounter;

beforeAll(async () => {
  t = await createTestApp({}, { log: { write: (line) => lines.push(line) } });
  owner = await t.buildMember();
  launched = await t.buildProcess({ companyId: owner.company.id, status: 'LAUNCHED' });
  writes = await installWriteCounter(t.db);
});
afterAll(() => t?.close());

/** Errors (level 50 and up) logged while `act` ran. */
async function errorsLogged(act: () => Promise<void>): Promise<string[]> {
  const start = lines.length;
  await act();
  return lines.slice(start).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
}

const post = (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });

const codesOf = (body: GraphqlBody) => body.errors?.map((error) => error.extensions?.code);

describe('deeply nested values', () => {
  const list = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const object = (depth: number) => `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;

  it('a literal past the nesting limit, from an anonymous caller, is QUERY_TOO_COMPLEX, translated, and logs nothing', async () => {
    const logged = await errorsLogged(async () => {
      for (const literal of [list(GRAPHQL_LIMITS.valueDepth + 1), list(2_000), list(5_000), object(2_000)]) {
        for (const [language, message] of [
          ['es', sharedMessages.es.errors.QUERY_TOO_COMPLEX],
          ['en', sharedMessages.en.errors.QUERY_TOO_COMPLEX],
        ] as const) {
          const response = await post(`{ getProcess(id: ${literal}) { id } }`, undefined, {
            'accept-language': language,
          });
          expect(response.statusCode, literal.slice(0, 20)).toBeLessThan(500);
          const body = response.json() as GraphqlBody;
          expect(body.errors?.map((error) => [error.extensions?.code, error.extensions?.limit, error.message])).toEqual(
            [['QUERY_TOO_COMPLEX', 'valueDepth', message]],
          );
        }
      }
    });
    expect(logged).toEqual([]);
  });

  it('a literal within the limit is read, and answered by the type rules as usual', async () => {
    const body = (await post(`{ getProcess(id: ${list(GRAPHQL_LIMITS.valueDepth)}) { id } }`)).json() as GraphqlBody;
    expect(codesOf(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('deep variables are refused by the argument’s type or schema, not a stack overflow', async () => {
    // Written out by hand: JSON.stringify itself overflows on a value this deep.
    const deep = list(100_000);
    const send = (query: string, variables: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      });
    const mark = await writes.mark();
    const logged = await errorsLogged(async () => {
      const byType = await send('query ($id: Int!) { getProcess(id: $id) { id } }', `{"id":${deep}}`);
      expect(codesOf(byType.json())).toEqual(['BAD_INPUT']);
      const bySchema = await send(
        'mutation ($data: JSONObject!, $id: Int!) { saveLaunchStep(processId: $id, step: DATES, data: $data) { id } }',
        `{"id":${launched.id},"data":{"startDate":${deep},"deep":${deep}}}`,
      );
      expect(codesOf(bySchema.json())).toEqual(['BAD_INPUT']);
    });
    expect(logged).toEqual([]);
    expect(await writes.since(mark)).toEqual({});
  });
});

describe('dates that are no day, or out of range', () => {
  const IMPOSSIBLE = ['9999-99-99', '0000-01-01', '9999-12-31', '1899-12-31', '3000-01-01', '2024-02-30'];

  it('a Date filter is BAD_INPUT, translated, and logs nothing', async () => {
    const logged = await errorsLogged(async () => {
      for (const day of IMPOSSIBLE) {
        for (const [language, message] of [
          ['es', sharedMessages.es.errors.BAD_INPUT],
          ['en', sharedMessages.en.errors.BAD_INPUT],
        ] as const) {
          const body = await t.gql(
            owner.token,
            'query ($day: Date) { getProcessPaginated(dateWildcard: $day) { total } }',
            { day },
            { 'accept-language': language },
          );
          expect(
            body.errors?.map((error) => [error.extensions?.code, error.message]),
            day,
          ).toEqual([['BAD_INPUT', message]]);
        }
      }
    });
    expect(logged).toEqual([]);
  });

  it('an instant out of range is BAD_INPUT and records nothing', async () => {
    const mark = await writes.mark();
    for (const date of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1899-12-31T23:59:59+05:00']) {
      const body = await t.gql(
        owner.token,
        'mutation ($date: DateTime!) { updateMe(dataMe: { termsAndConditions: [{ name: "TERMS", date: $date, version: "1" }] }) { id } }',
        { date },
      );
      expect(codesOf(body), date).toEqual(['BAD_INPUT']);
    }
    expect(await writes.since(mark)).toEqual({});
  });

  it('a REST date filter answers 400 BAD_INPUT naming the field', async () => {
    const logged = await errorsLogged(async () => {
      for (const day of [...IMPOSSIBLE, '2026-01-01junk']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/company-web/activity.csv?from=${day}`,
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect([response.statusCode, response.json().code, Object.keys(response.json().fields ?? {})], day).toEqual([
          400,
          'BAD_INPUT',
          ['filter.from'],
        ]);
      }
    });
    expect(logged).toEqual([]);
  });

  it('a real day in range is still taken', async () => {
    const body = await t.gql(owner.token, 'query ($day: Date) { getProcessPaginated(dateWildcard: $day) { total } }', {
      day: '2999-12-31',
    });
    expect(body.errors).toBeUndefined();
  });
});

describe('text holding half of a UTF-16 surrogate pair', () => {
  // No UTF-8 encoding exists for it: PostgreSQL refused the tags' audit rows (500), and names were
  // silently stored with U+FFFD in its place.
  const LONE = ['\ud800', 'Ana\udfff', '\udc00\ud800'];

  it('is BAD_INPUT naming the field, in names and tags, and writes nothing', async () => {
    const mark = await writes.mark();
    const logged = await errorsLogged(async () => {
      for (const text of LONE) {
        const calls: [string, Record<string, unknown>, string][] = [
          ['mutation ($n: String!) { updateMe(dataMe: { firstName: $n }) { id } }', { n: text }, 'firstName'],
          ['mutation ($t: String!) { createCompanyTag(hexCode: "#1D4ED8", title: $t) { code } }', { t: text }, 'title'],
          [
            'mutation ($p: Int!, $l: String!) { createProcessTag(processId: $p, tags: [{ color: "#1D4ED8", label: $l }]) { id } }',
            { p: launched.id, l: text },
            'tags.0.label',
          ],
        ];
        for (const [query, variables, field] of calls) {
          const body = await t.gql(owner.token, query, variables, { 'accept-language': 'en' });
          expect(
            body.errors?.map((error) => [error.extensions?.code, error.message, error.extensions?.fields]),
            `${field} ${JSON.stringify(text)}`,
          ).toEqual([
            ['BAD_INPUT', sharedMessages.en.errors.BAD_INPUT, { [field]: sharedMessages.en.validation.regex }],
          ]);
        }
      }
      const rest = await t.app.inject({
        method: 'PUT',
        url: `/process-web/process/${launched.id}/delete/basic`,
        payload: { identification: 'V-1\ud800' },
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect([rest.statusCode, rest.json().code, Object.keys(rest.json().fields ?? {})]).toEqual([
        400,
        'BAD_INPUT',
        ['identification'],
      ]);
    });
    expect(logged).toEqual([]);
    expect(await writes.since(mark)).toEqual({});
  });

  it('a whole pair (an emoji) is text like any other', async () => {
    const body = await t.gql<{ updateMe: { firstName: string } }>(
      owner.token,
      'mutation ($n: String!) { updateMe(dataMe: { firstName: $n }) { firstName } }',
      { n: 'Ana 👩‍💻' },
    );
    expect(body.data?.updateMe.firstName).toBe('Ana 👩‍💻');
  });
});
