import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

export const COMPANY_USER_FIELDS = `userId invitationId firstName lastName email role customRoleId customRoleName
  scope agencyId agencyName departmentId departmentName status lastSignInAt createdAt expiresAt`;

export interface CompanyUserView {
  userId: number | null;
  invitationId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  customRoleId: number | null;
  customRoleName: string | null;
  scope: string;
  agencyId: number | null;
  agencyName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  status: string;
  lastSignInAt: string | null;
  createdAt: string;
  expiresAt: string | null;
}

/** The users and roles operations, as the web app calls them. */
export function usersApi(t: Pick<TestApp, 'gql' | 'db'>) {
  return {
    list: (token: string, args: Record<string, unknown> = {}) =>
      t.gql<{ companyUsers: { items: CompanyUserView[]; total: number; page: number; size: number } }>(
        token,
        `query ($search: String, $role: Role, $scope: UserScope, $status: CompanyUserStatus, $page: Int, $size: Int) {
          companyUsers(search: $search, role: $role, scope: $scope, status: $status, page: $page, size: $size) {
            items { ${COMPANY_USER_FIELDS} } total page size } }`,
        args,
      ),
    invite: (token: string, input: Record<string, unknown>) =>
      t.gql<{ inviteUser: CompanyUserView }>(
        token,
        `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { ${COMPANY_USER_FIELDS} } }`,
        { input },
      ),
    resend: (token: string, id: number) =>
      t.gql<{ resendUserInvitation: CompanyUserView }>(
        token,
        `mutation ($id: Int!) { resendUserInvitation(id: $id) { ${COMPANY_USER_FIELDS} } }`,
        { id },
      ),
    cancel: (token: string, id: number) =>
      t.gql<{ cancelUserInvitation: boolean }>(token, `mutation ($id: Int!) { cancelUserInvitation(id: $id) }`, { id }),
    update: (token: string, userId: number, input: Record<string, unknown>) =>
      t.gql<{ updateMember: CompanyUserView }>(
        token,
        `mutation ($userId: Int!, $input: MemberAccessInput!) { updateMember(userId: $userId, input: $input) { ${COMPANY_USER_FIELDS} } }`,
        { userId, input },
      ),
    deactivate: (token: string, userId: number) =>
      t.gql<{ deactivateMember: CompanyUserView }>(
        token,
        `mutation ($userId: Int!) { deactivateMember(userId: $userId) { ${COMPANY_USER_FIELDS} } }`,
        { userId },
      ),
    reactivate: (token: string, userId: number) =>
      t.gql<{ reactivateMember: CompanyUserView }>(
        token,
        `mutation ($userId: Int!) { reactivateMember(userId: $userId) { ${COMPANY_USER_FIELDS} } }`,
        { userId },
      ),
    remove: (token: string, userId: number) =>
      t.gql<{ removeMember: boolean }>(token, `mutation ($userId: Int!) { removeMember(userId: $userId) }`, { userId }),
    roles: (token: string) =>
      t.gql<{
        companyRoles: {
          id: number | null;
          role: string;
          name: string;
          description: string | null;
          permissions: string[];
          holders: number;
        }[];
      }>(token, `{ companyRoles { id role name description permissions holders } }`),
    createRole: (token: string, input: Record<string, unknown>) =>
      t.gql<{ createCompanyRole: { id: number; name: string; permissions: string[]; holders: number } }>(
        token,
        `mutation ($input: CompanyRoleInput!) { createCompanyRole(input: $input) { id name permissions holders } }`,
        { input },
      ),
    updateRole: (token: string, id: number, input: Record<string, unknown>) =>
      t.gql<{ updateCompanyRole: { id: number; name: string; permissions: string[] } }>(
        token,
        `mutation ($id: Int!, $input: CompanyRoleInput!) { updateCompanyRole(id: $id, input: $input) { id name permissions } }`,
        { id, input },
      ),
    deleteRole: (token: string, id: number) =>
      t.gql<{ deleteCompanyRole: boolean }>(token, `mutation ($id: Int!) { deleteCompanyRole(id: $id) }`, { id }),
    getInvitation: (token: string | null, id: string) =>
      t.gql<{
        getInvitation: {
          id: number;
          email: string;
          sourceId: number;
          invitedBy: string | null;
          createdAt: string;
          finishedAt: string | null;
          expired: boolean;
          registered: boolean;
          invitationStatus: string;
          commercialName: string;
          logoUrl: string | null;
        };
      }>(
        token,
        `query ($id: String!) { getInvitation(Id: $id) { id email sourceId invitedBy createdAt finishedAt expired registered
          invitationStatus commercialName logoUrl } }`,
        { id },
      ),
    accept: (args: Record<string, unknown>, token: string | null = null) =>
      t.gql<{ acceptUserInvitation: { companyId: number; commercialName: string; email: string } }>(
        token,
        `mutation ($token: String!, $firstName: String!, $lastName: String!, $password: String!, $accept: Boolean!) {
          acceptUserInvitation(token: $token, firstName: $firstName, lastName: $lastName, password: $password,
            acceptPrivacyPolicy: $accept) { companyId commercialName email } }`,
        { firstName: 'Ana', lastName: 'Invitada', password: 'clave-segura-1', accept: true, ...args },
      ),
    join: (token: string, invitationToken: string) =>
      t.gql<{ joinCompanyByInvitation: { companyId: number; commercialName: string; email: string } }>(
        token,
        `mutation ($token: String!) { joinCompanyByInvitation(token: $token) { companyId commercialName email } }`,
        { token: invitationToken },
      ),
    /** The newest e-mail to `to` and the token its link carries. */
    async latestMail(to: string) {
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      if (!mail) throw new Error(`no mail to ${to}`);
      const link = /(https?:\/\/\S+)/.exec(mail.body)?.[1] ?? '';
      const token = new URL(link).searchParams.get('token') ?? decodeURIComponent(link.split('/onboard/')[1] ?? '');
      return { mail, link, token };
    },
  };
}
