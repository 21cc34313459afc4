import type { CompanyUserStatus, MemberRole, UserScope } from '@terna/domain';

/** What the row menu of the users list offers for a row. */
export type MemberAction = 'edit' | 'resend' | 'cancel' | 'deactivate' | 'reactivate' | 'remove';

/** The actions a row offers: an invitation is resent or cancelled; a member is edited, (de)activated or removed. */
export function memberActions(row: { status: CompanyUserStatus }): MemberAction[] {
  if (row.status === 'PENDING') return ['resend', 'cancel'];
  return ['edit', row.status === 'ACTIVE' ? 'deactivate' : 'reactivate', 'remove'];
}

/** A row's key in lists: a member by user id, an invitation by its id. */
export const rowKey = (row: { userId?: number | null; invitationId?: number | null }) =>
  row.userId ? `u${row.userId}` : `i${row.invitationId ?? 0}`;

/** The name a row shows: the member's full name, or the invited address. */
export function displayName(row: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return name || row.email;
}

/** The scope as a row reads it: the department with its agency, the agency, or nothing for the whole company. */
export function scopeLabel(row: { scope: UserScope; agencyName?: string | null; departmentName?: string | null }) {
  if (row.scope === 'department') return `${row.agencyName ?? ''} · ${row.departmentName ?? ''}`;
  if (row.scope === 'agency') return row.agencyName ?? '';
  return null;
}

/** The form values of a member's access: what the edit dialog starts from. */
export function accessValues(row: {
  role: MemberRole;
  customRoleId?: number | null;
  scope: UserScope;
  agencyId?: number | null;
  departmentId?: number | null;
}) {
  return {
    role: row.role,
    customRoleId: row.customRoleId ?? null,
    scope: row.scope,
    agencyId: row.agencyId ?? null,
    departmentId: row.departmentId ?? null,
  };
}
