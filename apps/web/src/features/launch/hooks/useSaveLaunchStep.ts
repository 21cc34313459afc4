import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SaveLaunchStepMutation } from '../graphql/launch.graphql';
import type { DataStep } from '@terna/domain';
import { toApiStep } from '../steps';

/** saveLaunchStep: one step's part of the draft; the answer refreshes the draft in the cache. */
export function useSaveLaunchStep() {
  const [mutate] = useMutation(SaveLaunchStepMutation);
  const save = useCallback(
    async (processId: number, step: DataStep, data: unknown) => {
      await mutate({ variables: { processId, step: toApiStep(step), data: data as Record<string, unknown> } });
    },
    [mutate],
  );
  return { save };
}
