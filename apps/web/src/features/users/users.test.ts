import { describe, expect, it } from 'vitest';
import { accessValues, displayName, memberActions, rowKey, scopeLabel } from './users';

describe('memberActions', () => {
  it('offers resend and cancel for an invitation, the member actions for a member', () => {
    expect(memberActions({ status: 'PENDING' })).toEqual(['resend', 'cancel']);
    expect(memberActions({ status: 'ACTIVE' })).toEqual(['edit', 'deactivate', 'remove']);
    expect(memberActions({ status: 'DEACTIVATED' })).toEqual(['edit', 'reactivate', 'remove']);
  });
});

describe('rows', () => {
  it('keys members and invitations apart, even with the same number', () => {
    expect(rowKey({ userId: 4, invitationId: null })).toBe('u4');
    expect(rowKey({ userId: null, invitationId: 4 })).toBe('i4');
  });

  it('names a member by name and an invitation by address', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Ruiz', email: 'a@b.co' })).toBe('Ana Ruiz');
    expect(displayName({ firstName: null, lastName: null, email: 'a@b.co' })).toBe('a@b.co');
  });

  it('reads a scope with its agency and department', () => {
    expect(scopeLabel({ scope: 'company' })).toBeNull();
    expect(scopeLabel({ scope: 'agency', agencyName: 'Norte' })).toBe('Norte');
    expect(scopeLabel({ scope: 'department', agencyName: 'Norte', departmentName: 'Ventas' })).toBe('Norte · Ventas');
  });

  it('starts the edit form from the row', () => {
    expect(accessValues({ role: 'VIEWER', scope: 'agency', agencyId: 3 })).toEqual({
      role: 'VIEWER',
      customRoleId: null,
      scope: 'agency',
      agencyId: 3,
      departmentId: null,
    });
  });
});
