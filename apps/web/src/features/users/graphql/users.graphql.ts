import { graphql } from '@/gql';

/** What a row of the users list shows; every member action answers it so the cache updates the row. */
export const CompanyUserRowFragment = graphql(`
  fragment CompanyUserRow_user on CompanyUser {
    userId
    invitationId
    firstName
    lastName
    email
    role
    customRoleId
    customRoleName
    scope
    agencyId
    agencyName
    departmentId
    departmentName
    status
    lastSignInAt
    expiresAt
  }
`);

export const CompanyUsersQuery = graphql(`
  query CompanyUsers(
    $search: String
    $role: Role
    $scope: UserScope
    $status: CompanyUserStatus
    $page: Int
    $size: Int
  ) {
    companyUsers(search: $search, role: $role, scope: $scope, status: $status, page: $page, size: $size) {
      items {
        ...CompanyUserRow_user
      }
      total
      page
      size
    }
  }
`);

export const CompanyRolesQuery = graphql(`
  query CompanyRoles {
    companyRoles {
      id
      role
      name
      description
      permissions
      holders
    }
  }
`);

export const UserAgenciesQuery = graphql(`
  query UserAgencies {
    companyAgencies {
      id
      name
      departments {
        id
        name
      }
    }
  }
`);

export const InviteUserMutation = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      ...CompanyUserRow_user
    }
  }
`);

export const UpdateMemberMutation = graphql(`
  mutation UpdateMember($userId: Int!, $input: MemberAccessInput!) {
    updateMember(userId: $userId, input: $input) {
      ...CompanyUserRow_user
    }
  }
`);

export const ResendUserInvitationMutation = graphql(`
  mutation ResendUserInvitation($id: Int!) {
    resendUserInvitation(id: $id) {
      ...CompanyUserRow_user
    }
  }
`);

export const CancelUserInvitationMutation = graphql(`
  mutation CancelUserInvitation($id: Int!) {
    cancelUserInvitation(id: $id)
  }
`);

export const DeactivateMemberMutation = graphql(`
  mutation DeactivateMember($userId: Int!) {
    deactivateMember(userId: $userId) {
      ...CompanyUserRow_user
    }
  }
`);

export const ReactivateMemberMutation = graphql(`
  mutation ReactivateMember($userId: Int!) {
    reactivateMember(userId: $userId) {
      ...CompanyUserRow_user
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveMember($userId: Int!) {
    removeMember(userId: $userId)
  }
`);

export const CreateCompanyRoleMutation = graphql(`
  mutation CreateCompanyRole($input: CompanyRoleInput!) {
    createCompanyRole(input: $input) {
      id
    }
  }
`);

export const UpdateCompanyRoleMutation = graphql(`
  mutation UpdateCompanyRole($id: Int!, $input: CompanyRoleInput!) {
    updateCompanyRole(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteCompanyRoleMutation = graphql(`
  mutation DeleteCompanyRole($id: Int!) {
    deleteCompanyRole(id: $id)
  }
`);

export const InvitationQuery = graphql(`
  query Invitation($id: String!) {
    getInvitation(Id: $id) {
      id
      email
      invitedBy
      expired
      registered
      invitationStatus
      commercialName
      logoUrl
    }
  }
`);

export const AcceptUserInvitationMutation = graphql(`
  mutation AcceptUserInvitation(
    $token: String!
    $firstName: String!
    $lastName: String!
    $password: String!
    $acceptPrivacyPolicy: Boolean!
  ) {
    acceptUserInvitation(
      token: $token
      firstName: $firstName
      lastName: $lastName
      password: $password
      acceptPrivacyPolicy: $acceptPrivacyPolicy
    ) {
      companyId
      email
    }
  }
`);

export const JoinCompanyByInvitationMutation = graphql(`
  mutation JoinCompanyByInvitation($token: String!) {
    joinCompanyByInvitation(token: $token) {
      companyId
      commercialName
    }
  }
`);

export const InvitationMeQuery = graphql(`
  query InvitationMe {
    me {
      id
      mail
    }
  }
`);
