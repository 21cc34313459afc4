import { graphql } from '@/gql';

export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      firstName
      lastName
      mail
      phone
      language
      country
      birthDate
    }
    countries {
      code
      name
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      revokedSessions
    }
  }
`);
