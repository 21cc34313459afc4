import { useMutation } from '@apollo/client/react';
import { AcceptObserverTermsMutation, ObserverSessionQuery } from '../graphql/report-session.graphql';

/** Accepts the confidentiality terms; the stored session then says so, which opens the report. */
export function useAcceptObserverTerms() {
  const [mutate, { loading }] = useMutation(AcceptObserverTermsMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: ObserverSessionQuery, data: { observerSession: data.acceptObserverTerms } });
    },
  });
  const accept = async () => {
    const { data } = await mutate();
    return data?.acceptObserverTerms;
  };
  return { accept, accepting: loading };
}
