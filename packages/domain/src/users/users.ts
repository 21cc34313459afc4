import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { MEMBER_STATUSES, USER_SCOPES } from '../enums.js';
import {
  MEMBER_ROLES,
  PERMISSION_ACTIONS,
  ROLE_GRANTS,
  type MemberRole,
  type PermissionAction,
} from '../permissions/permissions.js';
import { newPasswordSchema } from '../validation/auth.js';
import { emailSchema } from '../validation/email.js';
import { idSchema } from '../validation/id.js';
import { msg } from '../validation/messages.js';

/** Days a company user's invitation link opens the activation page. */
export const USER_INVITATION_TTL_DAYS = 7;
/** The largest page of the users list. */
export const COMPANY_USERS_MAX_PAGE_SIZE = 100;

/** A row of the users list: a member's status, or PENDING for an invitation not yet accepted. */
export const COMPANY_USER_STATUSES = [...MEMBER_STATUSES, 'PENDING'] as const;
export type CompanyUserStatus = (typeof COMPANY_USER_STATUSES)[number];

const optionalId = idSchema.nullish();

/**
 * A member's role and scope as a form or the API gives them. A CUSTOM role names its company role and
 * a built-in one names none; a company scope names no agency, an agency scope its agency, a department
 * scope its agency and department (the memberships CHECK constraints of migration 0015).
 */
export const memberAccessSchema = z
  .object({
    role: z.enum(MEMBER_ROLES, { error: msg('required') }),
    customRoleId: optionalId,
    scope: z.enum(USER_SCOPES, { error: msg('required') }),
    agencyId: optionalId,
    departmentId: optionalId,
  })
  .superRefine((input, issues) => {
    if (input.role === 'CUSTOM' && !input.customRoleId)
      issues.addIssue({ code: 'custom', path: ['customRoleId'], message: msg('required') });
    if (input.scope !== 'company' && !input.agencyId)
      issues.addIssue({ code: 'custom', path: ['agencyId'], message: msg('required') });
    if (input.scope === 'department' && !input.departmentId)
      issues.addIssue({ code: 'custom', path: ['departmentId'], message: msg('required') });
  })
  .transform((input) => ({
    role: input.role,
    customRoleId: input.role === 'CUSTOM' ? (input.customRoleId ?? null) : null,
    scope: input.scope,
    agencyId: input.scope === 'company' ? null : (input.agencyId ?? null),
    departmentId: input.scope === 'department' ? (input.departmentId ?? null) : null,
  }));
export type MemberAccess = z.infer<typeof memberAccessSchema>;

export const inviteUserSchema = z
  .object({ email: emailSchema })
  .and(memberAccessSchema)
  .transform((input) => ({ ...input, email: input.email.toLowerCase() }));
export type InviteUser = z.infer<typeof inviteUserSchema>;

const text = z.string({ error: msg('required') }).trim();

export const companyRoleSchema = z.object({
  name: text.min(1, msg('required')).max(80, msg('max')),
  description: text.max(TEXT_FIELD_MAX_LENGTH, msg('max')).nullish(),
  permissions: z
    .array(z.enum(PERMISSION_ACTIONS as [PermissionAction, ...PermissionAction[]], { error: msg('regex') }))
    .min(1, msg('required'))
    .max(PERMISSION_ACTIONS.length, msg('max'))
    .transform((list) => [...new Set(list)]),
});
export type CompanyRoleInput = z.infer<typeof companyRoleSchema>;

const personName = text.min(1, msg('required')).max(100, msg('max'));

export const acceptUserInvitationSchema = z.object({
  token: text.min(1, msg('required')).max(200, msg('max')),
  firstName: personName,
  lastName: personName,
  password: newPasswordSchema,
  acceptPrivacyPolicy: z.literal(true, { error: msg('required') }),
});
export type AcceptUserInvitation = z.infer<typeof acceptUserInvitationSchema>;

export const companyUsersFilterSchema = z.object({
  search: text.max(TEXT_FIELD_MAX_LENGTH, msg('max')).nullish(),
  role: z.enum(MEMBER_ROLES).nullish(),
  scope: z.enum(USER_SCOPES).nullish(),
  status: z.enum(COMPANY_USER_STATUSES).nullish(),
  page: z.number().int().min(1, msg('min_value')).max(100_000, msg('max_value')).default(1),
  size: z.number().int().min(1, msg('min_value')).max(COMPANY_USERS_MAX_PAGE_SIZE, msg('max_value')).default(20),
});
export type CompanyUsersFilter = z.infer<typeof companyUsersFilterSchema>;

/** The permissions a role carries: a built-in role's from ROLE_GRANTS, a custom one's from its company role. */
export function roleGrants(role: MemberRole, customPermissions: readonly PermissionAction[] = []) {
  return role === 'CUSTOM' ? customPermissions : ROLE_GRANTS[role];
}

/**
 * Whether a member holding `granter` permissions (and role) may give `role` with `permissions`:
 * nobody grants more than they have, and only an owner makes an owner.
 */
export function mayGrant(
  granter: { role: MemberRole; permissions: readonly PermissionAction[] },
  role: MemberRole,
  permissions: readonly PermissionAction[],
): boolean {
  if (role === 'OWNER' && granter.role !== 'OWNER') return false;
  return permissions.every((permission) => granter.permissions.includes(permission));
}

/**
 * Whether a change leaves the company without an active owner: it takes an active owner's ownership
 * away (`nextRole` another role, or null for a deactivation or removal) and that owner is the last one.
 */
export function removesLastOwner(
  activeOwners: number,
  target: { role: MemberRole; status: string },
  nextRole: MemberRole | null,
): boolean {
  const touchesOwner = target.role === 'OWNER' && target.status === 'ACTIVE' && nextRole !== 'OWNER';
  return touchesOwner && activeOwners <= 1;
}
