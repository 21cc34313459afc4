import { ApolloProvider } from '@apollo/client/react';
import { InvitationOnboardPage } from '@/features/users/components/InvitationOnboardPage';
import { apolloClient } from '@/shared/lib/apollo';

/** invitation-onboard-hash: outside the signed-in layout (no header); the page signs in first when needed. */
export default function InvitationOnboardRoute() {
  return (
    <ApolloProvider client={apolloClient()}>
      <InvitationOnboardPage />
    </ApolloProvider>
  );
}
