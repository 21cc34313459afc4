import { useMutation } from '@apollo/client/react';
import { policyAcceptanceProfile } from '@terna/domain';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { UpdateMeMutation } from '../graphql/privacy.graphql';

/** Saves the acceptance of the current policy with the profile of spec 2 section 3. */
export function useAcceptPrivacyPolicy() {
  const { user, privacyPolicy } = useCurrentUser();
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);

  const accept = async () => {
    if (!user || !privacyPolicy) throw new Error('The profile is not loaded yet');
    const dataMe = policyAcceptanceProfile(user, privacyPolicy, user.mail, new Date());
    await updateMe({ variables: { dataMe } });
  };
  return { accept, saving: loading };
}
