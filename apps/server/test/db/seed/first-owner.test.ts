import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type FirstOwnerSettings } from '../../../src/config.js';
import { memberships, userInvitations } from '../../../src/db/schema/index.js';
import { setUpFirstOwner } from '../../../src/db/seed/first-owner.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const settings: FirstOwnerSettings = {
  email: 'duena@empresa.test',
  companyName: 'Andina S.A.',
  countryCode: 'PE',
  locale: 'es',
};
const PUBLIC_URL = 'https://terna.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ production: true });
});
afterAll(() => t?.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const accept = (token: string) =>
  t.gql<{ acceptUserInvitation: { companyId: number; commercialName: string; email: string } }>(
    null,
    `mutation ($token: String!) { acceptUserInvitation(token: $token, firstName: "Dueña", lastName: "Primera",
      password: "clave-segura-1", acceptPrivacyPolicy: true) { companyId commercialName email } }`,
    { token },
  );

describe('a production install', () => {
  it('loads no demo data unless asked, and serves no demo accounts route', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/auth/demo-accounts' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('password');
  });

  it('asks for the first owner’s address before anything else', async () => {
    expect(await setUpFirstOwner(t.db, { ...settings, email: undefined }, PUBLIC_URL)).toEqual({
      state: 'email-missing',
    });
  });

  it('issues the first owner’s set-up link once, a new one on request, and nothing once they signed in', async () => {
    // Nodes starting together: one creates and prints, the others find it waiting.
    const starts = await Promise.all(Array.from({ length: 5 }, () => setUpFirstOwner(t.db, settings, PUBLIC_URL)));
    const issued = starts.filter((start) => start.state === 'issued');
    expect(issued).toEqual([expect.objectContaining({ email: settings.email })]);
    expect(starts.filter((start) => start.state === 'waiting')).toHaveLength(4);
    const link = issued[0]!.link;
    expect(link).toMatch(/^https:\/\/terna\.example\/es\/invitation\/activate\?token=/);
    expect(await setUpFirstOwner(t.db, settings, PUBLIC_URL)).toMatchObject({ state: 'waiting' });

    const again = await setUpFirstOwner(t.db, settings, PUBLIC_URL, { reissue: true });
    expect(again.state).toBe('issued');
    // The lost link stops working; the new one makes the owner.
    expect((await accept(tokenOf(link))).errors?.[0]?.extensions?.code).toBe('INVITATION_INVALID');
    const accepted = await accept(tokenOf(again.state === 'issued' ? again.link : ''));
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptUserInvitation).toMatchObject({ commercialName: 'Andina S.A.', email: settings.email });
    const [member] = await t.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(eq(memberships.companyId, accepted.data!.acceptUserInvitation.companyId));
    expect(member!.role).toBe('OWNER');
    const token = await t.login(settings.email!, 'clave-segura-1');
    expect(token).toBeTruthy();

    expect(await setUpFirstOwner(t.db, settings, PUBLIC_URL, { reissue: true })).toEqual({ state: 'ready' });
    expect(await t.db.select().from(userInvitations)).toHaveLength(1);
  });
});
