import { COMPANY_USER_STATUSES, INVITATION_STATUSES, USER_SCOPES } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain, RoleEnum } from '../../graphql/enums.js';
import {
  listCompanyRoles,
  createCompanyRole,
  deleteCompanyRole,
  updateCompanyRole,
  type CompanyRole,
} from './company-role.service.js';
import {
  companyUsers,
  deactivateMember,
  reactivateMember,
  removeMember,
  updateMember,
  type CompanyUser,
  type CompanyUserPage,
} from './member.service.js';
import {
  acceptUserInvitation,
  cancelUserInvitation,
  getInvitation,
  inviteUser,
  joinCompanyByInvitation,
  resendUserInvitation,
  type InvitationView,
  type JoinedCompany,
} from './user-invitation.service.js';

const UserScopeEnum = enumFromDomain('UserScope', USER_SCOPES, 'What part of the company a member works on.', {
  company: 'The whole company.',
  agency: 'One agency (branch) of the company.',
  department: 'One department of one agency.',
});

const CompanyUserStatusEnum = enumFromDomain(
  'CompanyUserStatus',
  COMPANY_USER_STATUSES,
  'Where a row of the users list stands.',
  {
    ACTIVE: 'A member who can sign in.',
    DEACTIVATED: 'A member who cannot sign in until reactivated.',
    PENDING: 'An invitation not accepted yet.',
  },
);

const InvitationStatusEnum = enumFromDomain(
  'InvitationStatus',
  INVITATION_STATUSES,
  'Where an invitation to join a company stands.',
  {
    PENDING: 'Sent and not used yet.',
    ACTIVATED: 'Used: the invitee joined the company.',
    CANCELLED: 'Withdrawn by the company: the link no longer works.',
  },
);

const CompanyUserRef = builder.objectRef<CompanyUser>('CompanyUser').implement({
  description: 'A row of the company’s users list: a member, or a pending invitation.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { nullable: true, description: 'The member’s user id; null for an invitation.' }),
    invitationId: t.exposeInt('invitationId', {
      nullable: true,
      description: 'The pending invitation’s id; null for a member.',
    }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name; null for an invitation.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name; null for an invitation.' }),
    email: t.exposeString('email', { description: 'The sign-in e-mail, or the address invited.' }),
    role: t.expose('role', { type: RoleEnum, description: 'The role in the company.' }),
    customRoleId: t.exposeInt('customRoleId', { nullable: true, description: 'The company role of a CUSTOM role.' }),
    customRoleName: t.exposeString('customRoleName', {
      nullable: true,
      description: 'The name of the company role of a CUSTOM role.',
    }),
    scope: t.expose('scope', { type: UserScopeEnum, description: 'What part of the company the member works on.' }),
    agencyId: t.exposeInt('agencyId', { nullable: true, description: 'The agency of an agency or department scope.' }),
    agencyName: t.exposeString('agencyName', { nullable: true, description: 'That agency’s name.' }),
    departmentId: t.exposeInt('departmentId', { nullable: true, description: 'The department of a department scope.' }),
    departmentName: t.exposeString('departmentName', { nullable: true, description: 'That department’s name.' }),
    status: t.expose('status', { type: CompanyUserStatusEnum, description: 'Active, deactivated or invited.' }),
    lastSignInAt: t.expose('lastSignInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The member’s last sign-in to the company; null if never or for an invitation.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member joined or was invited.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a pending invitation’s link stops working; null for a member.',
    }),
  }),
});

const CompanyUserPageRef = builder.objectRef<CompanyUserPage>('CompanyUserPage').implement({
  description: 'A page of the users list.',
  fields: (t) => ({
    items: t.field({ type: [CompanyUserRef], description: 'The rows of the page.', resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'How many rows match the filters.' }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    size: t.exposeInt('size', { description: 'The page size.' }),
  }),
});

const CompanyRoleRef = builder.objectRef<CompanyRole>('CompanyRole').implement({
  description: 'A role of the permission matrix: a built-in one or one of the company’s own.',
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true, description: 'The company role id; null for a built-in role.' }),
    role: t.expose('role', { type: RoleEnum, description: 'The built-in role, or CUSTOM for a company role.' }),
    name: t.exposeString('name', { description: 'The company role’s name; the role value for a built-in one.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the role is for.' }),
    permissions: t.exposeStringList('permissions', {
      description: 'The permissions it grants, as resource.action of the permission catalogue.',
    }),
    holders: t.exposeInt('holders', { description: 'Members and pending invitations holding it.' }),
  }),
});

const InvitationRef = builder.objectRef<InvitationView>('Invitation').implement({
  description: 'An invitation to join a company, as its link’s holder sees it (spec 2 section 3).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The invitation id.' }),
    email: t.exposeString('email', { description: 'The address invited.' }),
    sourceId: t.exposeInt('sourceId', { description: 'The inviting company’s id.' }),
    invitedBy: t.exposeString('invitedBy', { nullable: true, description: 'Who sent it; null if they left.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    finishedAt: t.expose('finishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was used or cancelled; null while pending.',
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
    expired: t.exposeBoolean('expired', { description: 'Whether a pending invitation’s link has expired.' }),
    registered: t.exposeBoolean('registered', { description: 'Whether the address already has a Terna account.' }),
    invitationStatus: t.expose('invitationStatus', { type: InvitationStatusEnum, description: 'Its status.' }),
    commercialName: t.exposeString('commercialName', { description: 'The inviting company’s commercial name.' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true, description: 'The inviting company’s logo; null if none.' }),
  }),
});

const JoinedCompanyRef = builder.objectRef<JoinedCompany>('JoinedCompany').implement({
  description: 'The company an accepted invitation joined; the client then signs in to it.',
  fields: (t) => ({
    companyId: t.exposeInt('companyId', { description: 'The company joined.' }),
    commercialName: t.exposeString('commercialName', { description: 'Its commercial name.' }),
    email: t.exposeString('email', { description: 'The account’s sign-in e-mail.' }),
  }),
});

const MemberAccessInput = builder.inputType('MemberAccessInput', {
  description: 'A member’s role and scope.',
  fields: (t) => ({
    role: t.field({ type: RoleEnum, required: true, description: 'The role; CUSTOM names customRoleId.' }),
    customRoleId: t.int({ description: 'The company role of a CUSTOM role.' }),
    scope: t.field({ type: UserScopeEnum, required: true, description: 'What part of the company they work on.' }),
    agencyId: t.int({ description: 'The agency of an agency or department scope.' }),
    departmentId: t.int({ description: 'The department of a department scope (of that agency).' }),
  }),
});

const InviteUserInput = builder.inputType('InviteUserInput', {
  description: 'Whom to invite, with the role and scope they will have.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The address to invite.' }),
    role: t.field({ type: RoleEnum, required: true, description: 'The role; CUSTOM names customRoleId.' }),
    customRoleId: t.int({ description: 'The company role of a CUSTOM role.' }),
    scope: t.field({ type: UserScopeEnum, required: true, description: 'What part of the company they will work on.' }),
    agencyId: t.int({ description: 'The agency of an agency or department scope.' }),
    departmentId: t.int({ description: 'The department of a department scope (of that agency).' }),
  }),
});

const CompanyRoleInput = builder.inputType('CompanyRoleInput', {
  description: 'A company role: a name and the permissions it grants.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The role’s name, unique in the company.' }),
    description: t.string({ description: 'What the role is for.' }),
    permissions: t.stringList({
      required: true,
      description: 'The permissions it grants, as resource.action of the permission catalogue.',
    }),
  }),
});

builder.queryField('companyUsers', (t) =>
  t.field({
    type: CompanyUserPageRef,
    description: 'The company’s members and pending invitations, filtered and paged (client Users).',
    args: {
      search: t.arg.string({ description: 'Part of a name or e-mail.' }),
      role: t.arg({ type: RoleEnum, description: 'Only this role.' }),
      scope: t.arg({ type: UserScopeEnum, description: 'Only this scope.' }),
      status: t.arg({ type: CompanyUserStatusEnum, description: 'Only this status.' }),
      page: t.arg.int({ description: 'The page, from 1 (default 1).' }),
      size: t.arg.int({ description: 'The page size, up to 100 (default 20).' }),
    },
    resolve: (_, args, ctx) =>
      companyUsers(ctx, {
        ...args,
        page: args.page ?? undefined,
        size: args.size ?? undefined,
      }),
  }),
);

builder.queryField('companyRoles', (t) =>
  t.field({
    type: [CompanyRoleRef],
    description: 'The permission matrix: the built-in roles, then the company’s own roles (client Users).',
    resolve: (_, __, ctx) => listCompanyRoles(ctx),
  }),
);

builder.queryField('getInvitation', (t) =>
  t.field({
    type: InvitationRef,
    description: 'The invitation whose link token is Id; anyone holding the token may read it.',
    args: { Id: t.arg.string({ required: true, description: 'The token of the invitation’s link.' }) },
    resolve: (_, args, ctx) => getInvitation(ctx, args.Id),
  }),
);

builder.mutationField('inviteUser', (t) =>
  t.field({
    type: CompanyUserRef,
    description: 'Invites a user by e-mail with a role and scope; the e-mail carries a 7-day link.',
    args: { input: t.arg({ type: InviteUserInput, required: true, description: 'Whom and how.' }) },
    resolve: (_, args, ctx) => inviteUser(ctx, args.input),
  }),
);
builder.mutationField('resendUserInvitation', (t) =>
  t.field({
    type: CompanyUserRef,
    description: 'Sends a pending invitation again with a new link; the old link stops working.',
    args: { id: t.arg.int({ required: true, description: 'The invitation id.' }) },
    resolve: (_, args, ctx) => resendUserInvitation(ctx, args.id),
  }),
);
builder.mutationField('cancelUserInvitation', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Cancels a pending invitation; its link stops working.',
    args: { id: t.arg.int({ required: true, description: 'The invitation id.' }) },
    resolve: (_, args, ctx) => cancelUserInvitation(ctx, args.id),
  }),
);
builder.mutationField('updateMember', (t) =>
  t.field({
    type: CompanyUserRef,
    description: 'Changes a member’s role and scope; it applies from their next request.',
    args: {
      userId: t.arg.int({ required: true, description: 'The member’s user id.' }),
      input: t.arg({ type: MemberAccessInput, required: true, description: 'The new role and scope.' }),
    },
    resolve: (_, args, ctx) => updateMember(ctx, args.userId, args.input),
  }),
);
builder.mutationField('deactivateMember', (t) =>
  t.field({
    type: CompanyUserRef,
    description: 'Deactivates a member: their next request is refused and they cannot sign in to the company.',
    args: { userId: t.arg.int({ required: true, description: 'The member’s user id.' }) },
    resolve: (_, args, ctx) => deactivateMember(ctx, args.userId),
  }),
);
builder.mutationField('reactivateMember', (t) =>
  t.field({
    type: CompanyUserRef,
    description: 'Reactivates a deactivated member.',
    args: { userId: t.arg.int({ required: true, description: 'The member’s user id.' }) },
    resolve: (_, args, ctx) => reactivateMember(ctx, args.userId),
  }),
);
builder.mutationField('removeMember', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Removes a member from the company; their account stays for their other companies.',
    args: { userId: t.arg.int({ required: true, description: 'The member’s user id.' }) },
    resolve: (_, args, ctx) => removeMember(ctx, args.userId),
  }),
);
builder.mutationField('createCompanyRole', (t) =>
  t.field({
    type: CompanyRoleRef,
    description: 'Creates a company role from permissions the caller has.',
    args: { input: t.arg({ type: CompanyRoleInput, required: true, description: 'The role.' }) },
    resolve: (_, args, ctx) => createCompanyRole(ctx, args.input),
  }),
);
builder.mutationField('updateCompanyRole', (t) =>
  t.field({
    type: CompanyRoleRef,
    description: 'Renames a company role or changes its permissions; its members get them on their next request.',
    args: {
      id: t.arg.int({ required: true, description: 'The company role id.' }),
      input: t.arg({ type: CompanyRoleInput, required: true, description: 'The role.' }),
    },
    resolve: (_, args, ctx) => updateCompanyRole(ctx, args.id, args.input),
  }),
);
builder.mutationField('deleteCompanyRole', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Deletes a company role no member or pending invitation holds.',
    args: { id: t.arg.int({ required: true, description: 'The company role id.' }) },
    resolve: (_, args, ctx) => deleteCompanyRole(ctx, args.id),
  }),
);
builder.mutationField('acceptUserInvitation', (t) =>
  t.field({
    type: JoinedCompanyRef,
    description: 'Creates the invitee’s account from the invitation link and joins the company; anonymous.',
    args: {
      token: t.arg.string({ required: true, description: 'The token of the invitation’s link.' }),
      firstName: t.arg.string({ required: true, description: 'First name.' }),
      lastName: t.arg.string({ required: true, description: 'Last name.' }),
      password: t.arg.string({ required: true, description: 'The new account’s password (8 characters or more).' }),
      acceptPrivacyPolicy: t.arg.boolean({
        required: true,
        description: 'Must be true: the current privacy policy is accepted.',
      }),
    },
    resolve: (_, args, ctx) => acceptUserInvitation(ctx, args),
  }),
);
builder.mutationField('joinCompanyByInvitation', (t) =>
  t.field({
    type: JoinedCompanyRef,
    description: 'The signed-in user, whose address the invitation names, joins the inviting company.',
    args: { token: t.arg.string({ required: true, description: 'The token of the invitation’s link.' }) },
    resolve: (_, args, ctx) => joinCompanyByInvitation(ctx, args.token),
  }),
);
