import { graphql } from '@/gql';

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      firstName
      lastName
      mail
      username
      urlAvatar
      country
      birthDate
      termsAndConditions {
        name
        version
        date
        link
      }
    }
    getPrivacyPolicy {
      value
      link
    }
  }
`);

export const ClientInfoQuery = graphql(`
  query ClientInfo {
    clientInfo {
      id
      commercialName
      companyName
      logoUrl
      countryName
      companyType
      isComplete
      verified
      availableBalance
      features {
        name
        status
      }
      plans {
        id
        credit
        typeCompanyPlan {
          Label
          Name
        }
        planConfig {
          id
          planStatus
          creditAccount {
            availableBalance
          }
        }
        featureList {
          name
          slug
          status
        }
      }
    }
  }
`);

export const UserPermissionsQuery = graphql(`
  query GetUserPermissions {
    getUserPermissions {
      id
      action
      label
    }
  }
`);
