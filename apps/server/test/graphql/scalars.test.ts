import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { termsAcceptances, users } from '../../src/db/schema/index.js';
import { testSuite } from '../support/suite.js';

// The Date and DateTime scalars through real requests: what they send, and what a bad date argument answers.

const { t, owner, process } = testSuite({ process: { status: 'LAUNCHED' } });

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const UPDATE_ME = `mutation ($dataMe: DataMeInput!) { updateMe(dataMe: $dataMe) { firstName birthDate } }`;

const firstNameOf = async (userId: number) =>
  (await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)))[0]!.firstName;
const termsOf = (userId: number) => t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId));

describe('the wire format', () => {
  it('sends a DateTime as an ISO 8601 instant in UTC with milliseconds', async () => {
    const body = await t.gql<{ getProcess: { createdAt: string; updatedAt: string } }>(
      owner.token,
      'query ($id: Int!) { getProcess(id: $id) { createdAt updatedAt } }',
      { id: process.id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.getProcess.createdAt).toMatch(INSTANT);
    expect(body.data!.getProcess.updatedAt).toMatch(INSTANT);
  });

  it('takes a Date as yyyy-MM-dd and sends it back the same, with no time or zone', async () => {
    const body = await t.gql<{ updateMe: { birthDate: string } }>(owner.token, UPDATE_ME, {
      dataMe: { birthDate: '1991-07-15' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateMe.birthDate).toBe('1991-07-15');
  });

  it('takes a DateTime with an offset', async () => {
    const body = await t.gql(owner.token, UPDATE_ME, {
      dataMe: { termsAndConditions: [{ name: 'TERMS', date: '2026-11-26T03:30:00-05:00', version: '1' }] },
    });
    expect(body.errors).toBeUndefined();
  });
});

describe('a bad date argument', () => {
  const cases = [
    ['a day that does not exist, as a variable', { birthDate: '1990-02-30' }],
    ['another format, as a variable', { birthDate: '15-07-1991' }],
    [
      'an instant without its offset',
      { termsAndConditions: [{ name: 'TERMS', date: '2026-11-26T08:30', version: '1' }] },
    ],
  ] as const;

  for (const [name, dataMe] of cases) {
    it(`refuses ${name} with a translated BAD_INPUT and changes nothing`, async () => {
      const member = await t.buildMember();
      const before = await firstNameOf(member.user.id);
      const termsBefore = await termsOf(member.user.id);
      for (const [language, message] of [
        ['es', sharedMessages.es.errors.BAD_INPUT],
        ['en', sharedMessages.en.errors.BAD_INPUT],
      ] as const) {
        const body = await t.gql(
          member.token,
          UPDATE_ME,
          { dataMe: { ...dataMe, firstName: 'Changed' } },
          { 'accept-language': language },
        );
        expect(body.data ?? null).toBeNull();
        expect(body.errors).toHaveLength(1);
        expect(body.errors![0]!.extensions?.code).toBe('BAD_INPUT');
        expect(body.errors![0]!.message).toBe(message);
      }
      expect(await firstNameOf(member.user.id)).toBe(before);
      expect(await termsOf(member.user.id)).toEqual(termsBefore);
    });
  }

  it('refuses a bad date written in the query itself the same way, in the caller language', async () => {
    const member = await t.buildMember();
    for (const language of ['es', 'en'] as const) {
      const body = await t.gql(
        member.token,
        'mutation { updateMe(dataMe: { birthDate: "1990-13-45", firstName: "Changed" }) { id } }',
        {},
        { 'accept-language': language },
      );
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: sharedMessages[language].errors.BAD_INPUT,
          extensions: { code: 'BAD_INPUT' },
        }),
      ]);
    }
    expect(await firstNameOf(member.user.id)).not.toBe('Changed');
  });

  it('is a request error, not a server failure: 200 to application/json, 400 to graphql-response+json', async () => {
    const member = await t.buildMember();
    const call = (accept: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', accept },
        payload: { query: UPDATE_ME, variables: { dataMe: { birthDate: '1990-02-30' } } },
      });
    expect((await call('application/json')).statusCode).toBe(200);
    expect((await call('application/graphql-response+json')).statusCode).toBe(400);
  });
});
