import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_GRANTS } from '@terna/domain';
import { companyRoles } from '../../../src/db/schema/index.js';
import { must } from '../../support/launch-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { usersApi } from '../../support/users-api.js';

/** The permission matrix and the company's own roles. */
const { t, owner, recruiter, stranger, process } = testSuite({ members: ['recruiter', 'stranger'], process: {} });
const api = usersApi(t);

describe('companyRoles', () => {
  it('lists the built-in roles with their grants, then the company’s own with how many hold each', async () => {
    const created = must(
      await api.createRole(owner.token, { name: 'Auditor', permissions: ['process.view'] }),
    ).createCompanyRole;
    must(await api.createRole(stranger.token, { name: 'Ajeno', permissions: ['process.view'] }));
    const { companyRoles: roles } = must(await api.roles(owner.token));
    expect(roles.slice(0, 3).map((role) => [role.role, role.permissions])).toEqual([
      ['OWNER', [...ROLE_GRANTS.OWNER]],
      ['RECRUITER', [...ROLE_GRANTS.RECRUITER]],
      ['VIEWER', [...ROLE_GRANTS.VIEWER]],
    ]);
    expect(roles.find((role) => role.role === 'OWNER')?.holders).toBe(1);
    expect(roles.find((role) => role.role === 'RECRUITER')?.holders).toBe(1);
    expect(roles.slice(3)).toEqual([
      { id: created.id, role: 'CUSTOM', name: 'Auditor', description: null, permissions: ['process.view'], holders: 0 },
    ]);
    expect(codeOf(await api.roles(recruiter.token))).toBe('FORBIDDEN');
  });
});

describe('createCompanyRole, updateCompanyRole and deleteCompanyRole', () => {
  it('refuses a taken name, an unknown permission or none, writing nothing', async () => {
    must(await api.createRole(owner.token, { name: 'Revisor', permissions: ['process.view'] }));
    const before = await t.db.select().from(companyRoles).where(eq(companyRoles.companyId, owner.company.id));
    expect(codeOf(await api.createRole(owner.token, { name: ' revisor ', permissions: ['process.view'] }))).toBe(
      'COMPANY_ROLE_NAME_TAKEN',
    );
    expect(codeOf(await api.createRole(owner.token, { name: 'Otro', permissions: ['admin.all'] }))).toBe('BAD_INPUT');
    expect(codeOf(await api.createRole(owner.token, { name: 'Otro', permissions: [] }))).toBe('BAD_INPUT');
    expect(codeOf(await api.createRole(recruiter.token, { name: 'Otro', permissions: ['process.view'] }))).toBe(
      'FORBIDDEN',
    );
    expect(await t.db.select().from(companyRoles).where(eq(companyRoles.companyId, owner.company.id))).toEqual(before);
  });

  it('a member of a custom role acts with its permissions, and with the new ones once it changes', async () => {
    const role = must(
      await api.createRole(owner.token, { name: 'Archivador', permissions: ['process.view'] }),
    ).createCompanyRole;
    const member = await t.buildMember({ role: 'VIEWER', company: owner.company });
    must(await api.update(owner.token, member.user.id, { role: 'CUSTOM', customRoleId: role.id, scope: 'company' }));
    const archive = (status: boolean) =>
      t.gql(member.token, 'mutation ($id: Int!, $s: Boolean!) { archive(id: $id, status: $s) { id } }', {
        id: process.id,
        s: status,
      });
    expect(codeOf(await archive(true))).toBe('FORBIDDEN');
    must(
      await api.updateRole(owner.token, role.id, {
        name: 'Archivador',
        permissions: ['process.view', 'process.archive'],
      }),
    );
    must(await archive(true));
    must(await archive(false));
  });

  it('a role someone holds is not deleted; an unused one is', async () => {
    const role = must(
      await api.createRole(owner.token, { name: 'Temporal', permissions: ['process.view'] }),
    ).createCompanyRole;
    must(
      await api.invite(owner.token, {
        email: `temporal-${owner.company.id}@terna.io`,
        role: 'CUSTOM',
        customRoleId: role.id,
        scope: 'company',
      }),
    );
    const failure = await api.deleteRole(owner.token, role.id);
    expect(codeOf(failure)).toBe('COMPANY_ROLE_IN_USE');
    expect(failure.errors?.[0]?.message).toContain('1');
    const unused = must(
      await api.createRole(owner.token, { name: 'Sin uso', permissions: ['process.view'] }),
    ).createCompanyRole;
    expect(must(await api.deleteRole(owner.token, unused.id)).deleteCompanyRole).toBe(true);
    expect(codeOf(await api.deleteRole(owner.token, unused.id))).toBe('NOT_FOUND');
    const foreign = must(
      await api.createRole(stranger.token, { name: 'Ajeno 2', permissions: ['process.view'] }),
    ).createCompanyRole;
    expect(codeOf(await api.deleteRole(owner.token, foreign.id))).toBe('NOT_FOUND');
    expect(codeOf(await api.updateRole(owner.token, foreign.id, { name: 'X', permissions: ['process.view'] }))).toBe(
      'NOT_FOUND',
    );
  });
});
