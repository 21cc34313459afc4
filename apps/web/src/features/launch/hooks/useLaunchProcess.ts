import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LaunchProcessMutation } from '../graphql/launch.graphql';

/**
 * launchProcess with one idempotency key per page load: a double click or a retry after a lost
 * answer launches (and charges) once.
 */
export function useLaunchProcess() {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [mutate, { loading }] = useMutation(LaunchProcessMutation);
  const launch = async (id: number) => {
    const { data } = await mutate({ variables: { id, idempotencyKey } });
    if (!data) throw new Error('launchProcess answered nothing');
    return data.launchProcess;
  };
  return { launch, launching: loading };
}
