import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { auditLog, termsAcceptances, users } from '../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const POLICY_LINK = '/legal/privacy-policy';

interface Me {
  id: number;
  firstName: string;
  birthDate: string | null;
  termsAndConditions: { name: string; version: string; date: string; link: string | null }[];
}
const ME_FIELDS = 'id firstName birthDate termsAndConditions { name version date link }';
const UPDATE_ME = `mutation UpdateMe($dataMe: DataMeInput!) { updateMe(dataMe: $dataMe) { ${ME_FIELDS} } }`;

/** A member who has not accepted the policy yet (or, with `acceptedPolicy`, one who has: profile changes alone need it). */
async function newcomer({ acceptedPolicy = false } = {}) {
  const company = await t.buildCompany();
  const user = await t.buildUser({ companyId: company.id, acceptedPolicy, firstName: 'Nuevo' });
  return { user, company, token: await t.login(user.email, user.password) };
}

describe('the current privacy policy', () => {
  it('GET /cm/parameters/PRIVACY_POLICIES answers its name, version and link, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cm/parameters/PRIVACY_POLICIES' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'PRIVACY_POLICIES', value: '1', link: POLICY_LINK } });
  });

  it('any other parameter is 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cm/parameters/SOMETHING_ELSE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', messages: [sharedMessages.es.errors.NOT_FOUND] });
  });

  it('getPrivacyPolicy answers version 1', async () => {
    const { token } = await newcomer();
    const body = await t.gql<{ getPrivacyPolicy: { value: string; link: string } }>(
      token,
      '{ getPrivacyPolicy { value link } }',
    );
    expect(body.data).toEqual({ getPrivacyPolicy: { value: '1', link: POLICY_LINK } });
  });
});

describe('updateMe', () => {
  it('appends the acceptance of the current policy, shown in me.termsAndConditions', async () => {
    const { user, token } = await newcomer();
    const before = await t.gql<{ me: Me }>(token, `{ me { ${ME_FIELDS} } }`);
    expect(before.data!.me.termsAndConditions).toEqual([]);

    const date = '2025-03-04T10:20:30.000Z';
    const body = await t.gql<{ updateMe: Me }>(token, UPDATE_ME, {
      dataMe: { termsAndConditions: [{ name: 'PRIVACY_POLICIES', date, version: '1', link: POLICY_LINK }] },
    });
    expect(body.errors).toBeUndefined();
    const [accepted] = body.data!.updateMe.termsAndConditions;
    expect(accepted).toMatchObject({ name: 'PRIVACY_POLICIES', version: '1', link: POLICY_LINK });
    // The server's clock records the acceptance, not the date the client sent.
    expect(accepted!.date).not.toBe(date);
    expect(Math.abs(Date.parse(accepted!.date) - Date.now())).toBeLessThan(60_000);

    const after = await t.gql<{ me: Me }>(token, `{ me { ${ME_FIELDS} } }`);
    expect(after.data!.me.termsAndConditions).toEqual(body.data!.updateMe.termsAndConditions);

    // Accepting again appends a second entry: the history is kept.
    await t.gql(token, UPDATE_ME, {
      dataMe: { termsAndConditions: [{ name: 'PRIVACY_POLICIES', date: '2025-06-01T00:00:00.000Z', version: '1' }] },
    });
    const rows = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses another policy version with PRIVACY_POLICY_VERSION and saves nothing', async () => {
    const { user, token } = await newcomer();
    const body = await t.gql<{ updateMe: Me }>(
      token,
      UPDATE_ME,
      {
        dataMe: {
          firstName: 'Cambiado',
          birthDate: '1990-01-01',
          termsAndConditions: [
            { name: 'PRIVACY_POLICIES', date: '2025-03-04T10:20:30.000Z', version: '2', link: POLICY_LINK },
          ],
        },
      },
      { 'accept-language': 'en' },
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors![0]!.extensions?.code).toBe('PRIVACY_POLICY_VERSION');
    expect(body.errors![0]!.message).toBe(sharedMessages.en.errors.PRIVACY_POLICY_VERSION);

    expect(await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Nuevo', birthDate: null });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id))).toEqual([]);
  });

  it('clears a birth date before 1923 and keeps a later one', async () => {
    const { token } = await newcomer({ acceptedPolicy: true });
    const kept = await t.gql<{ updateMe: Me }>(token, UPDATE_ME, { dataMe: { birthDate: '1923-01-01' } });
    expect(kept.data!.updateMe.birthDate).toBe('1923-01-01');

    const cleared = await t.gql<{ updateMe: Me }>(token, UPDATE_ME, { dataMe: { birthDate: '1920-05-01' } });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.updateMe.birthDate).toBeNull();
  });

  it('saves the profile fields and leaves the e-mail as it is', async () => {
    const { user, token } = await newcomer({ acceptedPolicy: true });
    const body = await t.gql<{ updateMe: Me & { lastName: string; country: string; mail: string } }>(
      token,
      `mutation($dataMe: DataMeInput!) { updateMe(dataMe: $dataMe) { firstName lastName country mail birthDate } }`,
      {
        dataMe: {
          firstName: ' Ana ',
          lastName: 'Quispe',
          country: 'PE',
          birthDate: '1991-07-15',
          mail: 'other@example.test',
        },
      },
    );
    expect(body.data!.updateMe).toEqual({
      firstName: 'Ana',
      lastName: 'Quispe',
      country: 'PE',
      mail: user.email,
      birthDate: '1991-07-15',
    });
  });

  it('answers BAD_INPUT with per-field messages for a malformed acceptance', async () => {
    const { user, token } = await newcomer();
    const body = await t.gql(token, UPDATE_ME, {
      // A malformed date is refused earlier, by the DateTime scalar (test/graphql/scalars.test.ts).
      dataMe: {
        country: 'peru',
        termsAndConditions: [{ name: 'PRIVACY_POLICIES', date: '2026-11-26T08:30:00.000Z', version: '' }],
      },
    });
    expect(body.errors![0]!.extensions).toEqual({
      code: 'BAD_INPUT',
      fields: {
        country: sharedMessages.es.validation.regex,
        'termsAndConditions.0.version': sharedMessages.es.validation.required,
      },
    });
    expect(await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id))).toEqual([]);
  });

  it('writes an audit_log row', async () => {
    const { user, company, token } = await newcomer();
    await t.gql(token, UPDATE_ME, {
      dataMe: {
        firstName: 'Auditada',
        termsAndConditions: [{ name: 'PRIVACY_POLICIES', date: '2025-03-04T10:20:30.000Z', version: '1' }],
      },
    });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'user.update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: company.id,
      entityType: 'user',
      entityId: String(user.id),
      data: { terms: ['PRIVACY_POLICIES@1'] },
    });
  });
});
