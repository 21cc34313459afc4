import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/**
 * Subscriptions over GraphQL over SSE (graphql-sse, one stream per subscription, as the server's Yoga
 * serves them on /graphql). `headers` is read for every new stream, so a renewed token is used on
 * reconnection; a dropped stream (a server node restarting) reconnects with graphql-sse's back-off.
 */
export class SseLink extends ApolloLink {
  private readonly client: Client;

  constructor(headers: () => Record<string, string>) {
    super();
    this.client = createClient({ url: '/graphql', headers, credentials: 'same-origin' });
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((sink) =>
      this.client.subscribe<ApolloLink.Result['data']>(
        { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
        {
          next: (result) => sink.next(result as ApolloLink.Result),
          complete: () => sink.complete(),
          error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        },
      ),
    );
  }
}
