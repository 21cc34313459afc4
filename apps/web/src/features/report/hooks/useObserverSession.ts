import { useQuery } from '@apollo/client/react';
import { ObserverSessionQuery } from '../graphql/report-session.graphql';

/** The observer's session as the link grants it; it answers before the terms are accepted. */
export function useObserverSession() {
  const { data, loading, error, refetch } = useQuery(ObserverSessionQuery);
  return { session: data?.observerSession, loading, error, refetch };
}
