import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { SetPersonHiredMutation, UpdatePersonHiredMutation } from '../graphql/candidate-actions.graphql';
import { hireDatePayload } from '../forms';

interface HireTarget {
  id: number;
  processId: number;
}

/** Writes the candidate's hire (or its removal) into the cache so every view shows it at once. */
function writeHired(cache: ApolloCache, candidateId: number, hired: unknown) {
  cache.modify({
    id: cache.identify({ __typename: 'ProcessCandidate', id: candidateId }),
    fields: { hired: () => hired },
  });
}

/** setPersonHired, and updatePersonHired to change the date or (with no date) remove the hire. */
export function useHireCandidate() {
  const [set, setState] = useMutation(SetPersonHiredMutation);
  const [update, updateState] = useMutation(UpdatePersonHiredMutation);

  const hire = async (candidate: HireTarget, date: Date) => {
    await set({
      variables: { processId: candidate.processId, processPersonId: candidate.id, hiredDate: hireDatePayload(date) },
      update: (cache, { data }) => data && writeHired(cache, candidate.id, data.setPersonHired),
    });
  };
  const changeHireDate = async (candidate: HireTarget, date: Date | null) => {
    await update({
      variables: {
        processId: candidate.processId,
        processPersonId: candidate.id,
        hiredDate: date ? hireDatePayload(date) : null,
      },
      update: (cache, { data }) => data && writeHired(cache, candidate.id, data.updatePersonHired ?? null),
    });
  };
  return {
    hire,
    changeHireDate,
    removeHire: (candidate: HireTarget) => changeHireDate(candidate, null),
    saving: setState.loading || updateState.loading,
  };
}
