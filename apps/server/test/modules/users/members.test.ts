import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, authSessions, departments, memberships } from '../../../src/db/schema/index.js';
import { afterCommitSettled } from '../../../src/db/tenant.js';
import { must } from '../../support/launch-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { usersApi } from '../../support/users-api.js';

/** The users list and the member actions: role and scope changes, deactivation, removal, the last owner. */
const { t, owner, recruiter, viewer, stranger, process } = testSuite({
  members: ['recruiter', 'viewer', 'stranger'],
  process: {},
});
const api = usersApi(t);

const ARCHIVE = 'mutation ($id: Int!, $status: Boolean!) { archive(id: $id, status: $status) { id } }';

async function agencyWithDepartment(companyId: number, name: string) {
  const [agency] = await t.db.insert(agencies).values({ companyId, name }).returning();
  const [department] = await t.db
    .insert(departments)
    .values({ companyId, agencyId: agency!.id, name: `${name} ventas` })
    .returning();
  return { agencyId: agency!.id, departmentId: department!.id };
}

async function colleague(role: 'OWNER' | 'RECRUITER' | 'VIEWER' = 'RECRUITER') {
  return t.buildMember({ role, company: owner.company });
}

describe('companyUsers', () => {
  it('lists members and pending invitations with role, scope names, status and last sign-in', async () => {
    const { agencyId, departmentId } = await agencyWithDepartment(owner.company.id, 'Sede Lista');
    const scoped = await colleague();
    must(
      await api.update(owner.token, scoped.user.id, { role: 'VIEWER', scope: 'department', agencyId, departmentId }),
    );
    must(
      await api.invite(owner.token, {
        email: 'pendiente-lista@terna.io',
        role: 'RECRUITER',
        scope: 'agency',
        agencyId,
      }),
    );

    const { companyUsers } = must(await api.list(owner.token, { size: 100 }));
    const pending = companyUsers.items.find((row) => row.email === 'pendiente-lista@terna.io');
    expect(pending).toMatchObject({ status: 'PENDING', userId: null, role: 'RECRUITER', agencyName: 'Sede Lista' });
    expect(pending!.invitationId).toBeGreaterThan(0);
    expect(companyUsers.items[0]!.status).toBe('PENDING');
    const row = companyUsers.items.find((item) => item.userId === scoped.user.id);
    expect(row).toMatchObject({
      role: 'VIEWER',
      scope: 'department',
      agencyName: 'Sede Lista',
      departmentName: 'Sede Lista ventas',
      status: 'ACTIVE',
      email: scoped.user.email,
    });
    // buildMember signed in: the sign-in is recorded.
    expect(row!.lastSignInAt).not.toBeNull();
    expect(companyUsers.items.some((item) => item.email === stranger.user.email)).toBe(false);
  });

  it('filters by search, role, scope and status, and pages', async () => {
    const search = must(await api.list(owner.token, { search: recruiter.user.lastName.toUpperCase() })).companyUsers;
    expect(search.items.map((row) => row.userId)).toEqual([recruiter.user.id]);
    const viewers = must(await api.list(owner.token, { role: 'VIEWER', size: 100 })).companyUsers;
    expect(viewers.items.every((row) => row.role === 'VIEWER')).toBe(true);
    expect(viewers.items.some((row) => row.userId === viewer.user.id)).toBe(true);
    const agencyScoped = must(await api.list(owner.token, { scope: 'agency', size: 100 })).companyUsers;
    expect(agencyScoped.items.length).toBeGreaterThan(0);
    expect(agencyScoped.items.every((row) => row.scope === 'agency')).toBe(true);
    const pending = must(await api.list(owner.token, { status: 'PENDING' })).companyUsers;
    expect(pending.items.every((row) => row.status === 'PENDING')).toBe(true);
    const all = must(await api.list(owner.token, { size: 100 })).companyUsers;
    const page2 = must(await api.list(owner.token, { size: 2, page: 2 })).companyUsers;
    expect(page2).toMatchObject({ total: all.total, page: 2, size: 2 });
    expect(page2.items).toEqual(all.items.slice(2, 4));
    // A LIKE wildcard is a character to search for, not "anything".
    expect(must(await api.list(owner.token, { search: '%' })).companyUsers.total).toBe(0);
  });

  it('needs client Users and refuses bad paging', async () => {
    expect(codeOf(await api.list(recruiter.token))).toBe('FORBIDDEN');
    expect(codeOf(await api.list(viewer.token))).toBe('FORBIDDEN');
    expect(codeOf(await api.list(owner.token, { size: 1000 }))).toBe('BAD_INPUT');
  });
});

describe('updateMember', () => {
  it('a role change applies on the member’s very next request', async () => {
    const member = await colleague('RECRUITER');
    must(await t.gql(member.token, ARCHIVE, { id: process.id, status: true }));
    must(await api.update(owner.token, member.user.id, { role: 'VIEWER', scope: 'company' }));
    expect(codeOf(await t.gql(member.token, ARCHIVE, { id: process.id, status: false }))).toBe('FORBIDDEN');
    must(await api.update(owner.token, member.user.id, { role: 'RECRUITER', scope: 'company' }));
    must(await t.gql(member.token, ARCHIVE, { id: process.id, status: false }));
  });

  it('refuses a scope of another agency or company, and a role the caller may not give', async () => {
    const member = await colleague();
    const own = await agencyWithDepartment(owner.company.id, 'Sede Propia');
    const other = await agencyWithDepartment(owner.company.id, 'Sede Otra');
    const foreign = await agencyWithDepartment(stranger.company.id, 'Sede Ajena');
    const before = await t.db.select().from(memberships).where(eq(memberships.userId, member.user.id));
    for (const input of [
      { role: 'VIEWER', scope: 'department', agencyId: own.agencyId, departmentId: other.departmentId },
      { role: 'VIEWER', scope: 'agency', agencyId: foreign.agencyId },
      { role: 'VIEWER', scope: 'department', agencyId: foreign.agencyId, departmentId: foreign.departmentId },
    ]) {
      expect(codeOf(await api.update(owner.token, member.user.id, input)), JSON.stringify(input)).toBe('SCOPE_INVALID');
    }
    expect(codeOf(await api.update(owner.token, member.user.id, { role: 'VIEWER', scope: 'agency' }))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await api.update(owner.token, member.user.id, { role: 'CUSTOM', scope: 'company' }))).toBe(
      'BAD_INPUT',
    );
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, member.user.id))).toEqual(before);
    expect(codeOf(await api.update(owner.token, stranger.user.id, { role: 'VIEWER', scope: 'company' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await api.update(recruiter.token, member.user.id, { role: 'VIEWER', scope: 'company' }))).toBe(
      'FORBIDDEN',
    );
  });

  it('nobody grants more than they have: a custom administrator neither makes owners nor manages them', async () => {
    const role = must(
      await api.createRole(owner.token, { name: 'Administra usuarios', permissions: ['users.client', 'process.view'] }),
    ).createCompanyRole;
    const admin = await colleague();
    must(await api.update(owner.token, admin.user.id, { role: 'CUSTOM', customRoleId: role.id, scope: 'company' }));
    const member = await colleague('VIEWER');
    expect(codeOf(await api.update(admin.token, member.user.id, { role: 'OWNER', scope: 'company' }))).toBe(
      'ROLE_NOT_GRANTABLE',
    );
    expect(codeOf(await api.update(admin.token, member.user.id, { role: 'RECRUITER', scope: 'company' }))).toBe(
      'ROLE_NOT_GRANTABLE',
    );
    expect(codeOf(await api.deactivate(admin.token, owner.user.id))).toBe('ROLE_NOT_GRANTABLE');
    // A member whose permissions the administrator holds is theirs to manage.
    const reader = must(
      await api.createRole(owner.token, { name: 'Solo procesos', permissions: ['process.view'] }),
    ).createCompanyRole;
    must(await api.update(owner.token, member.user.id, { role: 'CUSTOM', customRoleId: reader.id, scope: 'company' }));
    const moved = must(
      await api.update(admin.token, member.user.id, { role: 'CUSTOM', customRoleId: role.id, scope: 'company' }),
    ).updateMember;
    expect(moved).toMatchObject({ role: 'CUSTOM', customRoleName: 'Administra usuarios' });
  });
});

describe('deactivateMember, reactivateMember and removeMember', () => {
  it('a deactivated member’s next request is refused, their sessions end and sign-in says why', async () => {
    const member = await colleague();
    must(await t.gql(member.token, '{ me { id } }'));
    const deactivated = must(await api.deactivate(owner.token, member.user.id)).deactivateMember;
    expect(deactivated.status).toBe('DEACTIVATED');
    expect(codeOf(await t.gql(member.token, '{ me { id } }'))).toBe('UNAUTHENTICATED');
    const login = await t.loginResponse(member.user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'MEMBER_DEACTIVATED' });
    await expectSessionsRevoked(member.user.id);
    must(await api.reactivate(owner.token, member.user.id));
    must(await t.gql(await t.login(member.user.email), '{ me { id } }'));
  });

  it('removal ends the membership at once; the account stays for its other companies', async () => {
    const member = await colleague();
    await t.addMembership(member.user.id, stranger.company.id, 'VIEWER');
    expect(must(await api.remove(owner.token, member.user.id)).removeMember).toBe(true);
    expect(codeOf(await t.gql(member.token, '{ me { id } }'))).toBe('UNAUTHENTICATED');
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, member.user.id));
    expect(rows.map((row) => row.companyId)).toEqual([stranger.company.id]);
    // Signing in lands in the company the account still belongs to.
    must(await t.gql(await t.login(member.user.email), '{ me { id } }'));
  });

  it('a user whose every membership is deactivated cannot sign in; one active membership is enough', async () => {
    const member = await colleague();
    await t.addMembership(member.user.id, stranger.company.id, 'VIEWER');
    must(await api.deactivate(owner.token, member.user.id));
    const token = await t.login(member.user.email);
    const { myCompanies } = must(
      await t.gql<{ myCompanies: { id: number; current: boolean }[] }>(token, '{ myCompanies { id current } }'),
    );
    expect(myCompanies.find((company) => company.current)?.id).toBe(stranger.company.id);
    // The deactivated company is not offered in the companies menu.
    expect(myCompanies.map((company) => company.id)).toEqual([stranger.company.id]);
    await t.db
      .update(memberships)
      .set({ status: 'DEACTIVATED' })
      .where(and(eq(memberships.userId, member.user.id), eq(memberships.companyId, stranger.company.id)));
    expect((await t.loginResponse(member.user.email)).json()).toMatchObject({ code: 'MEMBER_DEACTIVATED' });
  });
});

describe('the last owner', () => {
  it('cannot be demoted, deactivated or removed', async () => {
    const solo = await t.buildMember();
    const member = await t.buildMember({ role: 'RECRUITER', company: solo.company });
    for (const call of [
      () => api.update(solo.token, solo.user.id, { role: 'RECRUITER', scope: 'company' }),
      () => api.deactivate(solo.token, solo.user.id),
      () => api.remove(solo.token, solo.user.id),
    ]) {
      expect(codeOf(await call())).toBe('LAST_OWNER');
    }
    // With a second owner, the first may step down.
    must(await api.update(solo.token, member.user.id, { role: 'OWNER', scope: 'company' }));
    must(await api.update(solo.token, solo.user.id, { role: 'VIEWER', scope: 'company' }));
  });

  it('twenty demotions at once of two owners by each other leave exactly one owner', async () => {
    const first = await t.buildMember();
    const second = await t.buildMember({ role: 'OWNER', company: first.company });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? api.update(first.token, second.user.id, { role: 'VIEWER', scope: 'company' })
          : api.update(second.token, first.user.id, { role: 'VIEWER', scope: 'company' }),
      ),
    );
    const owners = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, first.company.id), eq(memberships.role, 'OWNER')));
    expect(owners).toHaveLength(1);
    const codes = outcomes.map((outcome) => codeOf(outcome) ?? 'OK');
    expect(codes.filter((code) => code === 'OK').length).toBeGreaterThan(0);
    expect(codes.filter((code) => !['OK', 'LAST_OWNER', 'FORBIDDEN', 'UNAUTHENTICATED'].includes(code))).toEqual([]);
  });
});

/** Deactivation revokes the member's refresh sessions after the commit. */
async function expectSessionsRevoked(userId: number) {
  await afterCommitSettled();
  const live = await t.db.select().from(authSessions).where(eq(authSessions.userId, userId));
  expect(live.length).toBeGreaterThan(0);
  expect(live.every((session) => session.revokedAt !== null)).toBe(true);
}
