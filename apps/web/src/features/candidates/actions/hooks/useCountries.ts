import { useQuery } from '@apollo/client/react';
import { CountriesQuery } from '../graphql/invitations.graphql';

/** The country catalogue in the user's language. */
export function useCountries() {
  const { data, loading, error } = useQuery(CountriesQuery);
  return { countries: data?.countries ?? [], loading, error };
}
