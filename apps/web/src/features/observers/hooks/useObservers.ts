import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ObserversQuery } from '../graphql/observers.graphql';
import { processSections } from '../observers';

/** The observers of a process and the sections (component types, in order) an invitation may grant. */
export function useObservers(processId: number) {
  const { data, loading, error, refetch } = useQuery(ObserversQuery, {
    variables: { processId },
    // Each opening shows the list at once and brings it up to date: links expire and observers read the report meanwhile.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const components = data?.getProcessMonitor.jobOpportunity?.components;
  const sections = useMemo(() => processSections(components ?? []), [components]);
  return {
    observers: data?.getObservers ?? [],
    sections,
    loaded: Boolean(data),
    loading,
    error,
    refetch: () => refetch(),
  };
}
