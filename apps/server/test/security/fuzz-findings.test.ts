import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '@terna/domain';
import { testSuite } from '../support/suite.js';
import { installWriteCounter, type WriteCounter } from './fuzz/write-counter.js';

/**
 * The answers the fuzzer (fuzz.test.ts) found wrong, pinned with the payloads that found them: each
 * is now a refusal with a code and a message, and changes nothing.
 */

const { t, owner, process: launched } = testSuite({ process: { withJobOpportunity: true } });
let writes: WriteCounter;
beforeAll(async () => {
  writes = await installWriteCounter(t.db);
});

const PAST_INT = MAX_RECORD_ID + 1;
const BAD_INPUT_ES = 'Revisa los datos ingresados.';

async function rest(method: 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) {
  const mark = await writes.mark();
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${owner.token}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code?: string; messages?: string[]; fields?: Record<string, string> },
    wrote: (await writes.mark()) !== mark,
  };
}

describe('ids past what an integer column holds', () => {
  // Found as 500s: PUT .../notification {"id":4294967296} and PUT .../delete/full {"id":4294967296} reached SQL.
  const calls: { method: 'PUT' | 'POST'; url: () => string; payload?: Record<string, unknown>; field: string }[] = [
    {
      method: 'PUT',
      url: () => `/process-web/process/${launched.id}/notification`,
      payload: { id: 4_294_967_296 },
      field: 'id',
    },
    {
      method: 'PUT',
      url: () => `/process-web/process/${launched.id}/delete/full`,
      payload: { id: 4_294_967_296 },
      field: 'id',
    },
    {
      method: 'POST',
      url: () => '/process-web/hired',
      payload: { processId: PAST_INT, processPersonId: 1, hiredDate: '01-01-2024' },
      field: 'processId',
    },
    {
      method: 'PUT',
      url: () => '/process-web/hired/cancel',
      payload: { processId: launched.id, processPersonId: PAST_INT },
      field: 'processPersonId',
    },
    { method: 'POST', url: () => '/auth/switch-company', payload: { companyId: PAST_INT }, field: 'companyId' },
    { method: 'PUT', url: () => `/process-web/process/${PAST_INT}/notifications`, field: 'id' },
    {
      method: 'POST',
      url: () => `/evaluation-web/process/${launched.id}/evaluated/99999999999/aid-pass`,
      payload: { observation: 'Aprobado' },
      field: 'personId',
    },
  ];

  it('REST bodies and paths answer 400 BAD_INPUT naming the field, and write nothing', async () => {
    for (const call of calls) {
      const url = call.url();
      const answer = await rest(call.method, url, call.payload);
      expect(answer.status, url).toBe(400);
      expect(answer.body.code, url).toBe('BAD_INPUT');
      expect(Object.keys(answer.body.fields ?? {}), url).toContain(call.field);
      expect(answer.wrote, url).toBe(false);
    }
  });

  it('a path id the service reads past the limit is BAD_INPUT too, not a database error', async () => {
    for (const url of [`/process-web/process/${PAST_INT}/people`, `/process-web/process/${PAST_INT}/mail/notHired`]) {
      const answer = await rest('POST', url, { firstName: 'Ana', lastName: 'Uno', email: 'ana@example.test' });
      expect(answer.status, url).toBe(400);
      expect(answer.body.code, url).toBe('BAD_INPUT');
      expect(answer.wrote, url).toBe(false);
    }
  });
});

describe('text holding a NUL character', () => {
  // Found on PostgreSQL as INTERNAL (PGlite silently cut the text at the NUL): getProcessPaginated(wildcard: "a\u0000b").
  it('is BAD_INPUT naming the field, in GraphQL and REST alike, and writes nothing', async () => {
    const mark = await writes.mark();
    const search = await t.gql(owner.token, 'query ($w: String) { getProcessPaginated(wildcard: $w) { total } }', {
      w: 'a\u0000b',
    });
    expect(
      search.errors?.map((error) => [error.extensions?.code, Object.keys(error.extensions?.fields ?? {})]),
    ).toEqual([['BAD_INPUT', ['wildcard']]]);
    const rename = await t.gql(owner.token, 'mutation ($n: String!) { updateMe(dataMe: { firstName: $n }) { id } }', {
      n: 'Ana\u0000',
    });
    expect(
      rename.errors?.map((error) => [error.extensions?.code, Object.keys(error.extensions?.fields ?? {})]),
    ).toEqual([['BAD_INPUT', ['firstName']]]);
    const remove = await rest('PUT', `/process-web/process/${launched.id}/delete/basic`, {
      identification: 'ID\u0000',
    });
    expect([remove.status, remove.body.code, Object.keys(remove.body.fields ?? {})]).toEqual([
      400,
      'BAD_INPUT',
      ['identification'],
    ]);
    // Found on PostgreSQL as a 500.
    const approve = await rest('POST', `/evaluation-web/process/${launched.id}/evaluated/1/aid-pass`, {
      observation: '\u0000',
    });
    expect([approve.status, approve.body.code]).toEqual([400, 'BAD_INPUT']);
    expect(await writes.since(mark)).toEqual({});
  });
});

describe('a multipart body that is not well formed', () => {
  // Found as 500s: POST /client/companies/logo, content-type multipart/form-data; boundary=----x, body "?1`uw".
  it('is BAD_INPUT, not the parser error', async () => {
    const mark = await writes.mark();
    for (const payload of [
      '?1`uw',
      '------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/client/companies/logo',
        payload,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=----x' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ code: 'BAD_INPUT', messages: [BAD_INPUT_ES] });
    }
    expect(await writes.since(mark)).toEqual({});
  });
});

describe('URLs the router refuses', () => {
  it('answer in the API error shape, translated', async () => {
    const badEncoding = await t.app.inject({
      method: 'PUT',
      url: '/process-web/process/%E0%A4%A/notifications',
      headers: { 'accept-language': 'en' },
    });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ code: 'BAD_INPUT', messages: ['Please check the data you entered.'] });
    const tooLong = await t.app.inject({ method: 'PUT', url: `/process-web/process/${'1'.repeat(300)}/notifications` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ code: 'BAD_INPUT', messages: [BAD_INPUT_ES] });
  });
});

describe('GraphQL requests that are not well formed', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
    });
  const errorsOf = (body: string) =>
    (JSON.parse(body) as { errors: { message: string; extensions: Record<string, unknown> }[] }).errors;

  it('a variable of the wrong type is BAD_INPUT (graphql-js gave it no code), its message naming the problem', async () => {
    const response = await post(
      JSON.stringify({ query: 'query ($id: Int!) { getProcess(id: $id) { id } }', variables: { id: 4_294_967_296 } }),
    );
    expect(response.statusCode).toBe(400);
    const [error] = errorsOf(response.body);
    expect(error!.extensions.code).toBe('BAD_INPUT');
    expect(error!.message).toMatch(/non 32-bit signed integer/);
  });

  it('a body Yoga has no parser for answers 415 with a coded error instead of an empty body', async () => {
    const mark = await writes.mark();
    const response = await post(JSON.stringify({ query: 'mutation { requestCredits(kind: CREDITS) }' }), 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(errorsOf(response.body).map((error) => error.extensions.code)).toEqual(['BAD_INPUT']);
    expect(await writes.since(mark)).toEqual({});
  });
});
