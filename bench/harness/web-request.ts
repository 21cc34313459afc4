import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { HttpRequests } from './scenario.js';

/**
 * The requests the web app sends for `document`: its Apollo client (HttpLink, InMemoryCache, so
 * __typename on every selection, the operation name and the client extension) sends it once to the
 * bench server, and that body is reused with each of `variables`. The headers are the link's plus
 * the two the web app's auth link adds (apps/web/src/shared/lib/apollo.ts).
 */
export async function webRequests<V extends Record<string, unknown>>(
  address: string,
  token: string | null,
  document: TypedDocumentNode<unknown, V>,
  variables: readonly V[],
): Promise<HttpRequests> {
  const extraHeaders = { 'accept-language': 'es', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let sent: { headers: Record<string, string>; body: string } | undefined;
  const client = new ApolloClient({
    link: new HttpLink({
      uri: `${address}/graphql`,
      headers: extraHeaders,
      fetch: (input, init) => {
        sent = { headers: { ...(init?.headers as Record<string, string>) }, body: String(init?.body) };
        return fetch(input, init);
      },
    }),
    cache: new InMemoryCache(),
  });
  const { error } = await client.query({
    query: document,
    variables: variables[0]!,
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
  });
  if (error)
    throw new Error(
      `${String(document.definitions[0] && 'name' in document.definitions[0] ? document.definitions[0].name?.value : '')}: ${error.message}`,
    );
  if (!sent) throw new Error('the Apollo client sent nothing');
  const template = JSON.parse(sent.body) as Record<string, unknown>;
  // Same keys in the same order; variables the web leaves undefined are dropped by JSON as Apollo drops them.
  return { headers: sent.headers, bodies: variables.map((v) => JSON.stringify({ ...template, variables: v })) };
}
