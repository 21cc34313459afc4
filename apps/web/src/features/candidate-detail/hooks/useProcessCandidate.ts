import { useQuery } from '@apollo/client/react';
import { ProcessCandidateDetailQuery } from '../graphql/candidate-detail.graphql';

/**
 * processCandidate: the detail page's candidate. The client in context decides the realm (the
 * company's, or the report's with the observer's link token), so the same hook serves both.
 */
export function useProcessCandidate(personId: number) {
  const { data, loading, error, refetch } = useQuery(ProcessCandidateDetailQuery, {
    variables: { personId },
    notifyOnNetworkStatusChange: true,
  });
  return { candidate: data?.processCandidate, loading, error, retry: () => void refetch().catch(() => undefined) };
}
