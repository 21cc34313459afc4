import { ApolloProvider } from '@apollo/client/react';
import { InvitationActivatePage } from '@/features/users/components/InvitationActivatePage';
import { apolloClient } from '@/shared/lib/apollo';

/** invitation-activate: outside the signed-in layout (no header), with the GraphQL client of its own. */
export default function InvitationActivateRoute() {
  return (
    <ApolloProvider client={apolloClient()}>
      <InvitationActivatePage />
    </ApolloProvider>
  );
}
