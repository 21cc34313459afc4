import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_NAME } from '@terna/domain';
import { hashOpaqueToken } from '../../../src/auth/tokens.js';
import {
  agencies,
  companies,
  departments,
  mailOutbox,
  memberships,
  termsAcceptances,
  userInvitations,
  users,
} from '../../../src/db/schema/index.js';
import { must } from '../../support/launch-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { usersApi } from '../../support/users-api.js';

/** Inviting users, and what an invitation's link lets its holder do, once. */
const { t, owner, recruiter, stranger } = testSuite({ members: ['recruiter', 'stranger'] });
const api = usersApi(t);

let sequence = 0;
const address = (what: string) => `${what}-${(sequence += 1)}-${owner.company.id}@terna.io`;

async function invited(what: string, input: Record<string, unknown> = {}) {
  const email = address(what);
  const row = must(await api.invite(owner.token, { email, role: 'RECRUITER', scope: 'company', ...input })).inviteUser;
  return { email, row, ...(await api.latestMail(email)) };
}

const invitationCount = async () =>
  (await t.db.select({ n: count() }).from(userInvitations).where(eq(userInvitations.companyId, owner.company.id)))[0]!
    .n;

describe('inviteUser', () => {
  it('stores only the token’s hash, expires in 7 days and mails an activation link', async () => {
    const [agency] = await t.db
      .insert(agencies)
      .values({ companyId: owner.company.id, name: 'Sede Norte' })
      .returning();
    const { email, row, mail, link, token } = await invited('nueva', { scope: 'agency', agencyId: agency!.id });
    expect(row).toMatchObject({
      status: 'PENDING',
      email,
      role: 'RECRUITER',
      scope: 'agency',
      agencyName: 'Sede Norte',
    });
    expect(link).toContain('/es/invitation/activate?token=');
    expect(mail.subject).toContain(owner.company.commercialName);
    expect(mail.companyId).toBe(owner.company.id);
    const [stored] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, row.invitationId!));
    expect(stored!.tokenHash).toBe(hashOpaqueToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('mails an address that has an account the onboarding link', async () => {
    const { link } = await invited('ignored', {});
    expect(link).not.toContain('/onboard/');
    must(await api.invite(owner.token, { email: stranger.user.email, role: 'VIEWER', scope: 'company' }));
    expect((await api.latestMail(stranger.user.email)).link).toMatch(/\/es\/onboard\/[\w-]+$/);
  });

  it('refuses bad input, members, pending addresses, free mail when required and foreign scopes, writing nothing', async () => {
    const [own] = await t.db.insert(agencies).values({ companyId: owner.company.id, name: 'Sede Sur' }).returning();
    const [foreign] = await t.db.insert(agencies).values({ companyId: stranger.company.id, name: 'Ajena' }).returning();
    const [otherDepartment] = await t.db
      .insert(departments)
      .values({ companyId: stranger.company.id, agencyId: foreign!.id, name: 'Ajeno' })
      .returning();
    const pending = address('pendiente');
    must(await api.invite(owner.token, { email: pending, role: 'VIEWER', scope: 'company' }));
    const before = await invitationCount();
    const mailsBefore = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'no-es-correo', role: 'VIEWER', scope: 'company' }, 'BAD_INPUT'],
      [{ email: recruiter.user.email.toUpperCase(), role: 'VIEWER', scope: 'company' }, 'USER_ALREADY_MEMBER'],
      [{ email: pending.toUpperCase(), role: 'VIEWER', scope: 'company' }, 'USER_INVITATION_PENDING'],
      [{ email: address('ajena'), role: 'VIEWER', scope: 'agency', agencyId: foreign!.id }, 'SCOPE_INVALID'],
      [
        {
          email: address('ajena'),
          role: 'VIEWER',
          scope: 'department',
          agencyId: own!.id,
          departmentId: otherDepartment!.id,
        },
        'SCOPE_INVALID',
      ],
      [{ email: address('rol'), role: 'CUSTOM', customRoleId: 2_000_000_000, scope: 'company' }, 'NOT_FOUND'],
    ];
    for (const [input, code] of cases)
      expect(codeOf(await api.invite(owner.token, input)), JSON.stringify(input)).toBe(code);
    expect(codeOf(await api.invite(recruiter.token, { email: address('x'), role: 'VIEWER', scope: 'company' }))).toBe(
      'FORBIDDEN',
    );

    // Free mail is fine until the company requires corporate addresses.
    must(
      await api.invite(owner.token, { email: `libre-${owner.company.id}@gmail.com`, role: 'VIEWER', scope: 'company' }),
    );
    await t.db.update(companies).set({ requireCorporateEmail: true }).where(eq(companies.id, owner.company.id));
    const afterFree = await invitationCount();
    expect(
      codeOf(
        await api.invite(owner.token, {
          email: `otra-${owner.company.id}@hotmail.com`,
          role: 'VIEWER',
          scope: 'company',
        }),
      ),
    ).toBe('EMAIL_NOT_CORPORATE');
    await t.db.update(companies).set({ requireCorporateEmail: false }).where(eq(companies.id, owner.company.id));
    expect(await invitationCount()).toBe(afterFree);
    expect(afterFree).toBe(before + 1);
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore + 1);
  });

  it('a message in English for an English-speaking inviter', async () => {
    const body = await t.gql(
      owner.token,
      'mutation { inviteUser(input: { email: "bad", role: VIEWER, scope: company }) { email } }',
      undefined,
      { 'accept-language': 'en' },
    );
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ email: 'Enter a valid email' });
  });
});

describe('resendUserInvitation and cancelUserInvitation', () => {
  it('a resend replaces the link; a cancel ends it; neither touches what is not pending', async () => {
    const { email, row, token } = await invited('reenvio');
    must(await api.resend(owner.token, row.invitationId!));
    const fresh = await api.latestMail(email);
    expect(fresh.token).not.toBe(token);
    expect(codeOf(await api.getInvitation(null, token))).toBe('INVITATION_INVALID');
    expect(must(await api.getInvitation(null, fresh.token)).getInvitation.invitationStatus).toBe('PENDING');
    expect(must(await api.cancel(owner.token, row.invitationId!)).cancelUserInvitation).toBe(true);
    expect(codeOf(await api.accept({ token: fresh.token }))).toBe('INVITATION_CANCELLED');
    expect(codeOf(await api.resend(owner.token, row.invitationId!))).toBe('INVITATION_NOT_PENDING');
    expect(codeOf(await api.cancel(owner.token, row.invitationId!))).toBe('INVITATION_NOT_PENDING');
    const list = must(await api.list(owner.token, { size: 100 })).companyUsers.items;
    expect(list.some((item) => item.email === email)).toBe(false);
  });
});

describe('getInvitation and acceptUserInvitation', () => {
  it('anyone with the link reads the invitation; accepting creates the account, its membership and the policy acceptance', async () => {
    const [agency] = await t.db
      .insert(agencies)
      .values({ companyId: owner.company.id, name: 'Sede Activa' })
      .returning();
    const { email, token } = await invited('activa', { role: 'VIEWER', scope: 'agency', agencyId: agency!.id });
    const { getInvitation } = must(await api.getInvitation(null, token));
    expect(getInvitation).toMatchObject({
      email,
      sourceId: owner.company.id,
      invitedBy: `${owner.user.firstName} ${owner.user.lastName}`,
      registered: false,
      expired: false,
      invitationStatus: 'PENDING',
      commercialName: owner.company.commercialName,
      finishedAt: null,
    });

    const joined = must(await api.accept({ token, firstName: ' Ana ', lastName: 'Activa' })).acceptUserInvitation;
    expect(joined).toEqual({ companyId: owner.company.id, commercialName: owner.company.commercialName, email });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Ana', lastName: 'Activa' });
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    expect(membership).toMatchObject({
      companyId: owner.company.id,
      role: 'VIEWER',
      scope: 'agency',
      agencyId: agency!.id,
    });
    const terms = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user!.id));
    expect(terms.map((row) => row.name)).toEqual([PRIVACY_POLICY_NAME]);
    const after = must(await api.getInvitation(null, token)).getInvitation;
    expect(after.invitationStatus).toBe('ACTIVATED');
    expect(after.finishedAt).not.toBeNull();

    // The new member signs in with the password they chose, into the company.
    const session = await t.login(email, 'clave-segura-1');
    const { myCompanies } = must(await t.gql<{ myCompanies: { id: number }[] }>(session, '{ myCompanies { id } }'));
    expect(myCompanies.map((company) => company.id)).toEqual([owner.company.id]);
    expect(codeOf(await api.accept({ token }))).toBe('INVITATION_USED');
  });

  it('refuses an unknown, expired or signed-in use, a missing consent or a short password, writing nothing', async () => {
    const { email, row, token } = await invited('rechazos');
    const usersBefore = (await t.db.select({ n: count() }).from(users))[0]!.n;
    expect(codeOf(await api.getInvitation(null, 'no-existe'))).toBe('INVITATION_INVALID');
    expect(codeOf(await api.accept({ token: 'no-existe' }))).toBe('INVITATION_INVALID');
    expect(codeOf(await api.accept({ token, accept: false }))).toBe('BAD_INPUT');
    expect(codeOf(await api.accept({ token, password: 'corta' }))).toBe('BAD_INPUT');
    expect(codeOf(await api.accept({ token }, recruiter.token))).toBe('FORBIDDEN');
    await t.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.id, row.invitationId!));
    expect(must(await api.getInvitation(null, token)).getInvitation.expired).toBe(true);
    expect(codeOf(await api.accept({ token }))).toBe('INVITATION_EXPIRED');
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('an address that has an account cannot create another one', async () => {
    const email = stranger.user.email;
    await t.db
      .update(userInvitations)
      .set({ status: 'CANCELLED' })
      .where(and(eq(userInvitations.companyId, owner.company.id), eq(userInvitations.email, email)));
    must(await api.invite(owner.token, { email, role: 'VIEWER', scope: 'company' }));
    const { token } = await api.latestMail(email);
    expect(must(await api.getInvitation(null, token)).getInvitation.registered).toBe(true);
    expect(codeOf(await api.accept({ token }))).toBe('ACCOUNT_EXISTS');
  });

  it('twenty accepts of one link at once make exactly one account and one membership', async () => {
    const { email, token } = await invited('carrera');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => api.accept({ token })));
    const codes = outcomes.map((outcome) => codeOf(outcome) ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['INVITATION_USED']));
    const created = await t.db.select().from(users).where(eq(users.email, email));
    expect(created).toHaveLength(1);
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, created[0]!.id))).toHaveLength(1);
  });
});

describe('joinCompanyByInvitation', () => {
  it('a member of another company, signed in there, reads the invitation and joins with their account', async () => {
    const existing = await t.buildMember();
    must(await api.invite(owner.token, { email: existing.user.email, role: 'RECRUITER', scope: 'company' }));
    const { token } = await api.latestMail(existing.user.email);
    const view = must(await api.getInvitation(existing.token, token)).getInvitation;
    expect(view).toMatchObject({ registered: true, commercialName: owner.company.commercialName });
    // Someone else's account is refused the link.
    expect(codeOf(await api.join(recruiter.token, token))).toBe('INVITATION_INVALID');
    const joined = must(await api.join(existing.token, token)).joinCompanyByInvitation;
    expect(joined.companyId).toBe(owner.company.id);
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, existing.user.id));
    expect(rows.map((row) => row.companyId).sort()).toEqual([existing.company.id, owner.company.id].sort());
    expect(codeOf(await api.join(existing.token, token))).toBe('INVITATION_USED');
    // The caller's own company is theirs again after the join: the next query reads it.
    const { me } = must(await t.gql<{ me: { id: number } }>(existing.token, '{ me { id } }'));
    expect(me.id).toBe(existing.user.id);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/auth/switch-company',
      payload: { companyId: owner.company.id },
      headers: { authorization: `Bearer ${existing.token}` },
    });
    expect(switched.statusCode).toBe(200);
  });
});
