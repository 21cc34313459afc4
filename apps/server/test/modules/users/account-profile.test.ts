import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

/** A company user's own profile (PUT /people-web/persons/secure/me, me, updateMe) and changePassword. */
const { t, owner, recruiter } = testSuite({ members: ['recruiter'] });

const ME = '{ me { firstName lastName phone language country birthDate } }';

async function putMe(member: Member, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/people-web/persons/secure/me',
    payload,
    headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'en' },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /people-web/persons/secure/me for a company user', () => {
  it('saves name, phone (E.164 with their country), language, country and birth date; me reads them', async () => {
    const answer = await putMe(recruiter, {
      firstName: 'Lucía',
      lastName: 'Paredes',
      country: 'CO',
      phone: '310 555 1234',
      language: 'en',
      birthDate: '1990-04-12',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          firstName: 'Lucía',
          lastName: 'Paredes',
          phone: '+573105551234',
          language: 'en',
          country: 'CO',
          birthDate: '1990-04-12',
        },
      },
    });
    const { data } = await t.gql<{ me: Record<string, unknown> }>(recruiter.token, ME);
    expect(data!.me).toEqual({
      firstName: 'Lucía',
      lastName: 'Paredes',
      phone: '+573105551234',
      language: 'en',
      country: 'CO',
      birthDate: '1990-04-12',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.userId, recruiter.user.id));
    expect(audits.map((row) => row.action)).toContain('user.profile.update');
  });

  it('leaves omitted fields as they are, clears the phone with an empty one, drops a birth date before 1923', async () => {
    const answer = await putMe(recruiter, { phone: '', birthDate: '1900-01-01' });
    expect(answer.body.data).toMatchObject({ firstName: 'Lucía', phone: null, birthDate: null, language: 'en' });
  });

  it('refuses a phone that does not parse for the user’s country, bad fields, and writes nothing', async () => {
    const before = await userRow(recruiter.user.id);
    const phone = await putMe(recruiter, { firstName: 'Otra', phone: '12345' });
    expect(phone).toMatchObject({ status: 400, body: { code: 'PHONE_INVALID' } });
    expect((phone.body.messages as string[])[0]).toContain('CO');
    for (const payload of [
      { language: 'fr' },
      { country: 'Colombia' },
      { country: 'ZZ' },
      { firstName: '' },
      { birthDate: '1990-02-30' },
    ]) {
      const answer = await putMe(recruiter, payload);
      expect(answer, JSON.stringify(payload)).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
    }
    expect(await userRow(recruiter.user.id)).toEqual(before);
  });

  it('changes only the caller’s own row', async () => {
    const ownerBefore = await userRow(owner.user.id);
    await putMe(recruiter, { lastName: 'Solo la mía' });
    expect(await userRow(owner.user.id)).toEqual(ownerBefore);
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/people-web/persons/secure/me', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('updateMe takes the phone and language too', async () => {
    const result = await t.gql<{ updateMe: { phone: string; language: string } }>(
      recruiter.token,
      'mutation ($dataMe: DataMeInput!) { updateMe(dataMe: $dataMe) { phone language } }',
      { dataMe: { phone: '+57 310 555 9999', language: 'es' } },
    );
    expect(result.data!.updateMe).toEqual({ phone: '+573105559999', language: 'es' });
  });
});

const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { revokedSessions }
}`;

/** Signs in and keeps the refresh cookie, as a browser would. */
async function signIn(email: string, password: string) {
  const response = await t.loginResponse(email, password);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'terna_refresh')!;
  return { token: (response.json() as { data: { accessToken: string } }).data.accessToken, cookie: cookie.value };
}
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { terna_refresh: cookie } });

describe('changePassword', () => {
  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const before = await userRow(owner.user.id);
    const wrong = await t.gql(owner.token, CHANGE, { currentPassword: 'no-es-esta', newPassword: 'nueva-clave-1' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('CURRENT_PASSWORD_WRONG');
    const short = await t.gql(owner.token, CHANGE, { currentPassword: DEFAULT_PASSWORD, newPassword: 'corta' });
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await userRow(owner.user.id)).passwordHash).toBe(before.passwordHash);
  });

  it('sets the new password and ends the user’s other sessions, keeping the caller’s', async () => {
    const here = await signIn(owner.user.email, DEFAULT_PASSWORD);
    const elsewhere = await signIn(owner.user.email, DEFAULT_PASSWORD);
    const changed = await t.gql<{ changePassword: { revokedSessions: number } }>(here.token, CHANGE, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'una-clave-nueva',
    });
    expect(changed.errors).toBeUndefined();
    // The suite's own sign-in and the one elsewhere.
    expect(changed.data!.changePassword.revokedSessions).toBe(2);

    // The other session's access token ends with it, at once; the caller's own keeps working.
    expect((await t.gql(elsewhere.token, '{ me { id } }')).errors?.[0]?.extensions?.code).toBe('SESSION_EXPIRED');
    expect((await t.gql(here.token, '{ me { id } }')).data).toEqual({ me: { id: owner.user.id } });
    expect((await refresh(elsewhere.cookie)).statusCode).toBe(401);
    expect((await refresh(here.cookie)).statusCode).toBe(200);
    expect((await t.loginResponse(owner.user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await t.loginResponse(owner.user.email, 'una-clave-nueva')).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.userId, owner.user.id));
    expect(audits.map((row) => row.action)).toContain('user.password.change');
  });

  it('touches no other user’s password', async () => {
    const before = await userRow(recruiter.user.id);
    const member = await signIn(owner.user.email, 'una-clave-nueva');
    await t.gql(member.token, CHANGE, { currentPassword: 'una-clave-nueva', newPassword: 'otra-clave-mas' });
    expect((await userRow(recruiter.user.id)).passwordHash).toBe(before.passwordHash);
    expect((await t.loginResponse(recruiter.user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});
