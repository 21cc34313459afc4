import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ComponentsFinishedQuery } from '../graphql/candidate-reports.graphql';
import { finishedSectionChoices } from '../report-options';

/** The report sections a candidate can have: those of their finished components, in the job's order. */
export function useFinishedSections(processId: number, personId: number) {
  const { data, loading, error, refetch } = useQuery(ComponentsFinishedQuery, {
    variables: { processId, candidateId: personId },
    // A component may have finished since the dialog was last opened.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const components = data?.getComponentsFinished;
  const sections = useMemo(() => finishedSectionChoices(components ?? []), [components]);
  return { sections, loading, error, refetch: () => void refetch().catch(() => undefined) };
}
