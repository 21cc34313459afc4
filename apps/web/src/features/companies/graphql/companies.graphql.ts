import { graphql } from '@/gql';

export const MyCompaniesQuery = graphql(`
  query MyCompanies {
    myCompanies {
      id
      commercialName
      logoUrl
      role
      current
    }
  }
`);
