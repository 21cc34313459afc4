import { ApolloClient, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { createCache, graphqlHttpLink, isSessionError } from '@/shared/lib/apollo';
import { currentLocale } from '@/shared/lib/locale';
import { observerHeaders } from '@/shared/session/reviewer';

/**
 * The report's GraphQL client: every operation carries the observer's link token as its bearer and
 * the observer realm, never the company session. An observer has no refresh token: when the link
 * expires or is revoked mid-visit, `onSessionEnd` takes them to the expired-link page.
 */
export function createReportApolloClient(token: string, onSessionEnd: () => void): ApolloClient {
  const auth = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, 'accept-language': currentLocale(), ...observerHeaders(token) },
  }));
  const ended = new ErrorLink(({ error }) => {
    if (isSessionError(error)) onSessionEnd();
  });
  return new ApolloClient({ link: ApolloLink.from([ended, auth, graphqlHttpLink()]), cache: createCache() });
}
