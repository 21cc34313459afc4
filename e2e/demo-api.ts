import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/**
 * GraphQL as a demo user, for specs that set up or check data through the API. Make one per spec
 * file at module level: it signs in once and keeps the token, because sign-in is rate limited.
 */
export function demoApi(email: string) {
  let token: string | undefined;

  async function graphql<T>(
    request: APIRequestContext,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    if (!token) {
      const login = await request.post('/auth/login', { data: { email, password: DEMO_PASSWORD } });
      token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    }
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  }

  /** The id of the demo process named exactly `name`. */
  async function processId(request: APIRequestContext, name: string): Promise<number> {
    const data = await graphql<{ getProcessPaginated: { data: { id: number; processName: string }[] } }>(
      request,
      'query($wildcard: String) { getProcessPaginated(size: 10, wildcard: $wildcard) { data { id processName } } }',
      { wildcard: name.toLowerCase() },
    );
    const found = data.getProcessPaginated.data.find((process) => process.processName === name);
    if (!found) throw new Error(`No demo process named ${name}`);
    return found.id;
  }

  return { graphql, processId };
}
