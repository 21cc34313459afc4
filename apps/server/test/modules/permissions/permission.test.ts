import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_GRANTS, ROLES, type PermissionAction, type Role } from '@terna/domain';
import { createTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  const company = await t.buildCompany();
  for (const role of ROLES) tokens[role] = (await t.buildMember({ role, company })).token;
});
afterAll(() => t?.close());

interface Permission {
  id: number;
  action: PermissionAction;
  label: string;
}
const QUERY = '{ getUserPermissions { id action label } }';

async function permissionsOf(role: Role, locale?: 'es' | 'en'): Promise<Permission[]> {
  const body = await t.gql<{ getUserPermissions: Permission[] }>(
    tokens[role],
    QUERY,
    undefined,
    locale ? { 'accept-language': locale } : {},
  );
  expect(body.errors).toBeUndefined();
  return body.data!.getUserPermissions;
}

describe('getUserPermissions', () => {
  it.each(ROLES)('%s gets exactly the grants of its role, labelled in Spanish by default', async (role) => {
    const granted = await permissionsOf(role);
    expect(granted.map((p) => p.action).sort()).toEqual([...ROLE_GRANTS[role]].sort());
    for (const permission of granted) expect(permission.label).toBe(PERMISSIONS[permission.action].es);
    // Sorted by id, one entry per action.
    expect(granted.map((p) => p.id)).toEqual([...granted.map((p) => p.id)].sort((a, b) => a - b));
    expect(new Set(granted.map((p) => p.action)).size).toBe(granted.length);
  });

  it.each(ROLES)('%s gets English labels with Accept-Language: en', async (role) => {
    const granted = await permissionsOf(role, 'en');
    expect(granted.map((p) => p.action).sort()).toEqual([...ROLE_GRANTS[role]].sort());
    for (const permission of granted) expect(permission.label).toBe(PERMISSIONS[permission.action].en);
  });

  it('the owner can do everything', async () => {
    expect((await permissionsOf('OWNER')).map((p) => p.action).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('the recruiter cannot administer the company, its users or its credits', async () => {
    const actions = (await permissionsOf('RECRUITER')).map((p) => p.action);
    expect(actions).not.toContain('company.full');
    expect(actions).not.toContain('users.client');
    expect(actions).not.toContain('dashboard.credits');
    expect(actions).toContain('process.create');
  });

  it('the viewer only reads', async () => {
    const actions = (await permissionsOf('VIEWER')).map((p) => p.action);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/\.(view|general)$/);
    expect(actions).toContain('process.view');
    expect(actions).toContain('candidate.view');
  });

  it('the same user gets the grants of the role held in the company acted in', async () => {
    const owned = await t.buildCompany();
    const viewed = await t.buildCompany();
    const user = await t.buildUser({ companyId: owned.id, role: 'OWNER' });
    await t.addMembership(user.id, viewed.id, 'VIEWER');
    const token = await t.login(user.email, user.password);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/auth/switch-company',
      payload: { companyId: viewed.id },
      headers: { authorization: `Bearer ${token}` },
    });
    const viewerToken = (switched.json() as { data: { accessToken: string } }).data.accessToken;
    const asOwner = await t.gql<{ getUserPermissions: Permission[] }>(token, QUERY);
    const asViewer = await t.gql<{ getUserPermissions: Permission[] }>(viewerToken, QUERY);
    expect(asOwner.data!.getUserPermissions).toHaveLength(ROLE_GRANTS.OWNER.length);
    expect(asViewer.data!.getUserPermissions.map((p) => p.action).sort()).toEqual([...ROLE_GRANTS.VIEWER].sort());
  });
});
