import { useApolloClient, useMutation } from '@apollo/client/react';
import { policyAcceptanceProfile } from '@terna/domain';
import { privacyPolicyRefusal } from '@/shared/lib/privacy-policy-refusal';
import { useCurrentUser } from '@/shared/session/useSessionData';
import { UpdateMeMutation } from '../graphql/privacy.graphql';

/**
 * Saves the acceptance of the current policy with the profile of spec 2 section 3; then the page's
 * queries the server refused until now are asked again.
 */
export function useAcceptPrivacyPolicy() {
  const { user, privacyPolicy } = useCurrentUser();
  const client = useApolloClient();
  const [updateMe, { loading }] = useMutation(UpdateMeMutation);

  const accept = async () => {
    if (!user || !privacyPolicy) throw new Error('The profile is not loaded yet');
    const dataMe = policyAcceptanceProfile(user, privacyPolicy, user.mail, new Date());
    await updateMe({ variables: { dataMe } });
    privacyPolicyRefusal.clear();
    // The acceptance is saved whatever these answer: each query shows its own failure.
    await client.refetchQueries({ include: 'active' }).catch(() => undefined);
  };
  return { accept, saving: loading };
}
