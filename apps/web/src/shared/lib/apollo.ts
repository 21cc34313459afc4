import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { currentLocale, localePath } from './locale';
import { privacyPolicyRefusal } from './privacy-policy-refusal';
import { refreshSession, session } from './session';
import { SseLink } from './sse-link';
import { EMPTY, from, mergeMap } from 'rxjs';

const SESSION_ERROR_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);
/** Permissions load silently as "none" on failure, so they never force a sign-out (spec 3 section 8). */
const LOGOUT_EXEMPT_OPERATIONS = new Set(['GetUserPermissions']);

/** Whether an error code says the caller's session (or an observer's link) has ended. */
export const isSessionErrorCode = (code: unknown): boolean => SESSION_ERROR_CODES.has(String(code));

export function isSessionError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => isSessionErrorCode(e.extensions?.code));
}

/** Any operation refused for want of the privacy policy's acceptance shows the policy dialog (PrivacyPolicyGate). */
export const privacyPolicyRefusalLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) error.errors.forEach((e) => privacyPolicyRefusal.note(e.extensions?.code));
});

export function createApolloClient(): ApolloClient {
  const callerHeaders = (): Record<string, string> => {
    const token = session.token();
    return { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  };
  const auth = new SetContextLink((prevContext) => ({ headers: { ...prevContext.headers, ...callerHeaders() } }));

  // An expired access token is renewed once from the refresh cookie and the operation retried;
  // when that fails the session is over: local storage is cleared and the user signs out.
  const unauthorized = new ErrorLink(({ error, operation, forward }) => {
    if (!isSessionError(error) || LOGOUT_EXEMPT_OPERATIONS.has(operation.operationName ?? '')) return;
    const signOut = () => {
      session.clear();
      window.location.assign(localePath(currentLocale(), '/auth/logout'));
    };
    if (operation.getContext().retriedAfterRefresh) return signOut();
    return from(refreshSession()).pipe(
      mergeMap((renewed) => {
        if (!renewed) {
          signOut();
          return EMPTY;
        }
        operation.setContext({ retriedAfterRefresh: true });
        return forward(operation);
      }),
    );
  });

  return new ApolloClient({
    link: ApolloLink.from([
      privacyPolicyRefusalLink,
      unauthorized,
      ApolloLink.split(isSubscription, new SseLink(callerHeaders), ApolloLink.from([auth, graphqlHttpLink()])),
    ]),
    cache: createCache(),
  });
}

/** Subscriptions go over their own streaming link (sse-link.ts); the test fixtures split on it too. */
export const isSubscription = (operation: ApolloLink.Operation) => operation.operationType === 'subscription';

/** The link to the GraphQL endpoint; the observer report's client uses it too. */
export function graphqlHttpLink(): HttpLink {
  return new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
}

/** A cache with the app's type policies; the observer report's client has its own one. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One company at a time: a singleton entry keeps the header, banner and pages in agreement.
      ClientInfo: { keyFields: [] },
      User: { keyFields: [] },
      // The list and the sidebar read different fields of a candidate's person: keep both.
      CandidatePerson: { merge: true },
    },
  });
}

let client: ApolloClient | undefined;

/** The page's one client, made when the first signed-in page needs it (the sign-in page loads no GraphQL code). */
export function apolloClient(): ApolloClient {
  return (client ??= createApolloClient());
}

/** The first GraphQL error message, without a "GraphQL error:" prefix (spec 2 section 8). */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  return error instanceof Error ? error.message.replace(/^GraphQL error:\s*/i, '') : String(error);
}

/** The code of the first GraphQL error (extensions.code), if the error carries one. */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? String(error.errors[0]?.extensions?.code ?? '') || undefined : undefined;
}

/** The field messages of a BAD_INPUT refusal (extensions.fields: path → translated message), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
