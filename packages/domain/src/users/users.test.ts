import { describe, expect, it } from 'vitest';
import { ROLE_GRANTS } from '../permissions/permissions.js';
import {
  acceptUserInvitationSchema,
  companyRoleSchema,
  inviteUserSchema,
  mayGrant,
  memberAccessSchema,
  removesLastOwner,
  roleGrants,
} from './users.js';

const owner = { role: 'OWNER' as const, permissions: ROLE_GRANTS.OWNER };
const recruiter = { role: 'RECRUITER' as const, permissions: ROLE_GRANTS.RECRUITER };

describe('memberAccessSchema', () => {
  it('keeps the ids a scope needs and drops the others', () => {
    expect(memberAccessSchema.parse({ role: 'VIEWER', scope: 'company', agencyId: 3, departmentId: 4 })).toEqual({
      role: 'VIEWER',
      customRoleId: null,
      scope: 'company',
      agencyId: null,
      departmentId: null,
    });
    expect(
      memberAccessSchema.parse({ role: 'RECRUITER', scope: 'agency', agencyId: 3, departmentId: 4 }),
    ).toMatchObject({ agencyId: 3, departmentId: null });
    expect(
      memberAccessSchema.parse({ role: 'CUSTOM', customRoleId: 9, scope: 'department', agencyId: 3, departmentId: 4 }),
    ).toMatchObject({ customRoleId: 9, agencyId: 3, departmentId: 4 });
  });

  it('refuses a scope without its ids and a custom role without its role', () => {
    const issues = (input: object) =>
      memberAccessSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues({ role: 'RECRUITER', scope: 'agency' })).toEqual(['agencyId']);
    expect(issues({ role: 'RECRUITER', scope: 'department', agencyId: 1 })).toEqual(['departmentId']);
    expect(issues({ role: 'CUSTOM', scope: 'company' })).toEqual(['customRoleId']);
    expect(issues({ role: 'ADMIN', scope: 'company' })).toEqual(['role']);
    expect(issues({ role: 'VIEWER', scope: 'planet' })).toEqual(['scope']);
  });
});

describe('inviteUserSchema', () => {
  it('lower-cases the address and refuses an invalid one', () => {
    expect(inviteUserSchema.parse({ email: ' Ana@Terna.IO ', role: 'VIEWER', scope: 'company' }).email).toBe(
      'ana@terna.io',
    );
    expect(inviteUserSchema.safeParse({ email: 'not-mail', role: 'VIEWER', scope: 'company' }).success).toBe(false);
  });
});

describe('companyRoleSchema', () => {
  it('takes catalogue permissions once each and needs at least one', () => {
    expect(companyRoleSchema.parse({ name: ' Auditor ', permissions: ['process.view', 'process.view'] })).toEqual({
      name: 'Auditor',
      permissions: ['process.view'],
    });
    expect(companyRoleSchema.safeParse({ name: 'Auditor', permissions: [] }).success).toBe(false);
    expect(companyRoleSchema.safeParse({ name: 'Auditor', permissions: ['admin.all'] }).success).toBe(false);
    expect(companyRoleSchema.safeParse({ name: ' ', permissions: ['process.view'] }).success).toBe(false);
  });
});

describe('acceptUserInvitationSchema', () => {
  const valid = {
    token: 'abc',
    firstName: 'Ana',
    lastName: 'Pérez',
    password: 'larga-clave',
    acceptPrivacyPolicy: true,
  };
  it('needs the privacy policy accepted and a password of 8 characters or more', () => {
    expect(acceptUserInvitationSchema.safeParse(valid).success).toBe(true);
    expect(acceptUserInvitationSchema.safeParse({ ...valid, acceptPrivacyPolicy: false }).success).toBe(false);
    expect(acceptUserInvitationSchema.safeParse({ ...valid, password: 'corta' }).success).toBe(false);
  });
});

describe('roleGrants', () => {
  it('gives a built-in role its grants and a custom role its own list', () => {
    expect(roleGrants('VIEWER')).toEqual(ROLE_GRANTS.VIEWER);
    expect(roleGrants('CUSTOM', ['process.view'])).toEqual(['process.view']);
  });
});

describe('mayGrant', () => {
  it('lets an owner grant anything', () => {
    expect(mayGrant(owner, 'OWNER', ROLE_GRANTS.OWNER)).toBe(true);
    expect(mayGrant(owner, 'CUSTOM', ['users.client'])).toBe(true);
  });

  it('never lets anyone grant a permission they lack, nor a non-owner make an owner', () => {
    expect(mayGrant(recruiter, 'OWNER', [])).toBe(false);
    expect(mayGrant(recruiter, 'CUSTOM', ['users.client'])).toBe(false);
    expect(mayGrant(recruiter, 'RECRUITER', ROLE_GRANTS.RECRUITER)).toBe(true);
    const admin = { role: 'CUSTOM' as const, permissions: ['users.client', 'process.view'] as const };
    expect(mayGrant(admin, 'VIEWER', ROLE_GRANTS.VIEWER)).toBe(false);
    expect(mayGrant(admin, 'CUSTOM', ['process.view'])).toBe(true);
  });
});

describe('removesLastOwner', () => {
  const activeOwner = { role: 'OWNER' as const, status: 'ACTIVE' };
  it('refuses to take the last active owner’s ownership away', () => {
    expect(removesLastOwner(1, activeOwner, 'VIEWER')).toBe(true);
    expect(removesLastOwner(1, activeOwner, null)).toBe(true);
  });

  it('allows it with another owner, for a non-owner, a deactivated owner or a change that keeps ownership', () => {
    expect(removesLastOwner(2, activeOwner, null)).toBe(false);
    expect(removesLastOwner(1, { role: 'RECRUITER', status: 'ACTIVE' }, null)).toBe(false);
    expect(removesLastOwner(1, { role: 'OWNER', status: 'DEACTIVATED' }, null)).toBe(false);
    expect(removesLastOwner(1, activeOwner, 'OWNER')).toBe(false);
  });
});
