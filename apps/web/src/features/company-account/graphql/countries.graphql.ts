import { graphql } from '@/gql';

export const AccountCountriesQuery = graphql(`
  query AccountCountries {
    countries {
      code
      name
    }
  }
`);
