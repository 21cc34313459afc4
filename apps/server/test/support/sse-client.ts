import type { GraphqlBody } from './test-app.js';

/** One GraphQL subscription over SSE (graphql-sse's distinct-connections mode, as Yoga serves it). */
export interface SseSubscription<T> {
  /** Every result received so far, in order. */
  results: GraphqlBody<T>[];
  /** The next result not yet taken (in arrival order); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<GraphqlBody<T>>;
  /** Whether the server ended the stream (`complete`, or the connection closed). */
  ended(): boolean;
  close(): void;
}

/**
 * Opens the stream and resolves once the server answered its headers, which Yoga sends after the
 * subscription's `subscribe` ran: from then on, what is published reaches this subscription.
 */
export async function subscribeOverSse<T = Record<string, unknown>>(
  baseUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SseSubscription<T>> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const results: GraphqlBody<T>[] = [];
  let taken = 0;
  let done = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());

  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    // A refusal before streaming (401, rate limit): one JSON answer.
    results.push((await response.json()) as GraphqlBody<T>);
    done = true;
  } else {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (event === 'complete') done = true;
            else if (data) results.push(JSON.parse(data) as GraphqlBody<T>);
            wake();
          }
        }
      } catch {
        // Closed by us (abort) or by the server going away.
      }
      done = true;
      wake();
    })();
  }

  return {
    results,
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= results.length) {
        if (done) throw new Error('The subscription ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No subscription result within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return results[taken++]!;
    },
    ended: () => done,
    close: () => abort.abort(),
  };
}
