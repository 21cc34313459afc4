/**
 * A local stand-in for Zoom's OAuth and meetings API (the shapes of https://developers.zoom.us), for
 * the API tests and the browser journeys: the real client (src/modules/meetings/zoom-client.ts) runs
 * against it unchanged through ZOOM_OAUTH_URL and ZOOM_API_URL. Its consent page approves at once, so
 * the browser's popup comes straight back to Terna with a code. Tests steer it to expire tokens, refuse
 * refreshes or fail the next meeting.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMeeting {
  id: number;
  topic: string;
  type: number;
  start_time: string;
  timezone: string;
  duration: number;
  agenda: string;
  join_url: string;
  start_url: string;
  accessToken: string;
}

interface Grant {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface FakeZoom {
  /** The base for ZOOM_OAUTH_URL. */
  oauthUrl: string;
  /** The base for ZOOM_API_URL (…/v2). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  meetings: FakeMeeting[];
  /** Every token request's grant_type, in order. */
  tokenRequests: string[];
  /** Access tokens revoked through /oauth/revoke. */
  revoked: string[];
  /** The consent page answers access_denied instead of a code. */
  denyConsent: boolean;
  /** Seconds the next tokens live (Zoom: 3600). */
  tokenLifetime: number;
  /** A code as the consent page would give one; a reusable one can be exchanged again (the security suites repeat their calls). */
  issueCode(redirectUri: string, options?: { reusable?: boolean }): string;
  /** Tokens as a finished connection holds them, for worlds that start connected. */
  issueTokens(): { accessToken: string; refreshToken: string; expiresIn: number };
  /** Every access token issued so far stops working (Zoom answers 401, code 124), without the expiry we stored knowing. */
  invalidateAccessTokens(): void;
  /** Every refresh token issued so far is refused (invalid_grant), as after the user removed the app. */
  refuseRefreshTokens(): void;
  /** The next meeting requests answer this status and body. */
  failNextMeetings(count: number, status: number, body: Record<string, unknown>): void;
  close(): Promise<void>;
}

const token = () => randomBytes(18).toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeZoom(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakeZoom> {
  const clientId = options.clientId ?? 'fake-zoom-client';
  const clientSecret = options.clientSecret ?? 'fake-zoom-secret';
  const codes = new Map<string, string>(); // code → redirect_uri
  const reusable = new Set<string>();
  const grants: Grant[] = [];
  const refused = new Set<string>();
  const failures: { status: number; body: Record<string, unknown> }[] = [];
  let nextMeetingId = 81_000_000_000;

  const issue = (): Grant => {
    const grant = {
      accessToken: token(),
      refreshToken: token(),
      expiresAt: Date.now() + fake.tokenLifetime * 1000,
    };
    grants.push(grant);
    return grant;
  };
  const tokenAnswer = (grant: Grant) => ({
    access_token: grant.accessToken,
    token_type: 'bearer',
    refresh_token: grant.refreshToken,
    expires_in: fake.tokenLifetime,
    scope: 'meeting:write',
  });
  const clientAuthorized = (request: IncomingMessage) =>
    request.headers.authorization === `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirect = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== clientId || !redirect)
          return send(response, 400, { reason: 'Invalid client_id', error: 'invalid_request' });
        const back = new URL(redirect);
        const state = url.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        if (fake.denyConsent) back.searchParams.set('error', 'access_denied');
        else {
          const code = token();
          codes.set(code, redirect);
          back.searchParams.set('code', code);
        }
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (request.method === 'POST' && url.pathname === '/oauth/token') {
        if (!clientAuthorized(request))
          return send(response, 401, { reason: 'Invalid client', error: 'invalid_client' });
        const form = new URLSearchParams(await readBody(request));
        const grantType = form.get('grant_type') ?? '';
        fake.tokenRequests.push(grantType);
        if (grantType === 'authorization_code') {
          const code = form.get('code') ?? '';
          const redirect = codes.get(code);
          if (!reusable.has(code)) codes.delete(code);
          if (!redirect || redirect !== form.get('redirect_uri'))
            return send(response, 400, { reason: 'Invalid authorization code', error: 'invalid_grant' });
          return send(response, 200, tokenAnswer(issue()));
        }
        if (grantType === 'refresh_token') {
          const index = grants.findIndex((grant) => grant.refreshToken === form.get('refresh_token'));
          const grant = grants[index];
          if (!grant || refused.has(grant.refreshToken))
            return send(response, 400, { reason: 'Invalid Token!', error: 'invalid_grant' });
          // Zoom's refresh tokens are single-use: the old grant stops working.
          grants.splice(index, 1);
          return send(response, 200, tokenAnswer(issue()));
        }
        return send(response, 400, { reason: 'Unsupported grant type', error: 'unsupported_grant_type' });
      }
      if (request.method === 'POST' && url.pathname === '/oauth/revoke') {
        if (!clientAuthorized(request))
          return send(response, 401, { reason: 'Invalid client', error: 'invalid_client' });
        const revoked = new URLSearchParams(await readBody(request)).get('token') ?? '';
        fake.revoked.push(revoked);
        const index = grants.findIndex((grant) => grant.accessToken === revoked);
        if (index >= 0) grants.splice(index, 1);
        return send(response, 200, { status: 'success' });
      }
      if (request.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
        const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
        const grant = grants.find((candidate) => candidate.accessToken === bearer);
        if (!grant || grant.expiresAt <= Date.now())
          return send(response, 401, { code: 124, message: 'Invalid access token.' });
        const failure = failures.shift();
        if (failure) return send(response, failure.status, failure.body);
        const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
        if (body.type !== 2 || typeof body.topic !== 'string' || typeof body.start_time !== 'string')
          return send(response, 400, { code: 300, message: 'Validation Failed.' });
        const id = nextMeetingId++;
        const meeting: FakeMeeting = {
          id,
          topic: body.topic,
          type: 2,
          start_time: body.start_time,
          timezone: String(body.timezone ?? ''),
          duration: Number(body.duration ?? 0),
          agenda: String(body.agenda ?? ''),
          join_url: `https://zoom.example/j/${id}?pwd=${token()}`,
          start_url: `https://zoom.example/s/${id}?zak=${token()}`,
          accessToken: bearer,
        };
        fake.meetings.push(meeting);
        const { accessToken: _owner, ...answer } = meeting;
        return send(response, 201, answer);
      }
      send(response, 404, { code: 404, message: 'Not found' });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const fake: FakeZoom = {
    oauthUrl: base,
    apiUrl: `${base}/v2`,
    clientId,
    clientSecret,
    meetings: [],
    tokenRequests: [],
    revoked: [],
    denyConsent: false,
    tokenLifetime: 3600,
    issueCode(redirectUri, { reusable: again = false } = {}) {
      const code = token();
      codes.set(code, redirectUri);
      if (again) reusable.add(code);
      return code;
    },
    issueTokens() {
      const grant = issue();
      return { accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresIn: fake.tokenLifetime };
    },
    invalidateAccessTokens() {
      for (const grant of grants) grant.expiresAt = 0;
    },
    refuseRefreshTokens() {
      for (const grant of grants) refused.add(grant.refreshToken);
    },
    failNextMeetings(count, status, body) {
      for (let index = 0; index < count; index++) failures.push({ status, body });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
