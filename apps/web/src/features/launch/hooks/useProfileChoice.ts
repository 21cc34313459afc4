import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { ChooseProcessProfileMutation, ProfileProcessesQuery, ProfileTemplatesQuery } from '../graphql/launch.graphql';

/** cap-profiles' choices: the shipped templates and the company's earlier processes matching the search. */
export function useProfileChoices(search: string) {
  const wildcard = useDeferredValue(search.trim());
  const templates = useQuery(ProfileTemplatesQuery);
  const processes = useQuery(ProfileProcessesQuery, { variables: { wildcard: wildcard || undefined } });
  return {
    templates: templates.data?.profileTemplates,
    processes: processes.data?.profileProcesses,
    loading: templates.loading || processes.loading,
    error: templates.error ?? processes.error,
  };
}

/** chooseProcessProfile: fills the draft from an earlier process, a template, or nothing (blank). */
export function useChooseProfile() {
  const [mutate, { loading }] = useMutation(ChooseProcessProfileMutation);
  const choose = async (processId: number, from: { fromProcessId?: number; templateCode?: string }) => {
    await mutate({ variables: { processId, ...from } });
  };
  return { choose, choosing: loading };
}
