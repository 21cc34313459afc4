import { useMutation } from '@apollo/client/react';
import { ChangePasswordMutation } from '../graphql/profile.graphql';

/** changePassword: the server checks the current password and ends the user's other sessions. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);
  const change = async (currentPassword: string, newPassword: string) => {
    const { data } = await mutate({ variables: { currentPassword, newPassword } });
    return data?.changePassword.revokedSessions ?? 0;
  };
  return { change, changing: loading };
}
