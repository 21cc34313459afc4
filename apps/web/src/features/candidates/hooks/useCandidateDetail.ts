import { useQuery } from '@apollo/client/react';
import { CandidateDetailQuery } from '../graphql/candidates.graphql';

/** processPerson: the sidebar's candidate with its timeline; nothing is asked while no candidate is open. */
export function useCandidateDetail(id: number | null) {
  const { data, loading, error } = useQuery(CandidateDetailQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  return { candidate: data?.processPerson, loading, error };
}
