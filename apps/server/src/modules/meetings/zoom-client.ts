import type { Config } from '../../config.js';

/** The tokens Zoom's token endpoint answers with (authorization code and refresh grants). */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface ZoomMeetingInput {
  topic: string;
  startTime: string;
  timezone: string;
  duration: number;
  agenda: string;
}

export interface ZoomMeeting {
  id: string;
  joinUrl: string;
  startUrl: string;
}

/**
 * Zoom refused the credential itself: an invalid or expired access token (HTTP 401, code 124), or a
 * refresh token or authorization code it no longer accepts (invalid_grant).
 */
export class ZoomAuthError extends Error {}

/** Zoom answered something else than expected, or could not be reached. */
export class ZoomError extends Error {}

/** Zoom's answers are slow at worst in seconds; a request that hangs must not hold the request's transaction. */
const TIMEOUT_MS = 15_000;

type ZoomConfig = Config['zoom'];

async function call(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ZoomError(`Zoom could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A non-JSON answer (a proxy's error page) is judged by its status alone.
  }
  return { status: response.status, body };
}

const basicAuth = (zoom: ZoomConfig) =>
  `Basic ${Buffer.from(`${zoom.clientId ?? ''}:${zoom.clientSecret ?? ''}`).toString('base64')}`;

function tokensOf(body: Record<string, unknown>): ProviderTokens {
  const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = body;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof expiresIn !== 'number')
    throw new ZoomError('Zoom answered the token request without tokens');
  return { accessToken, refreshToken, expiresAt: new Date(Date.now() + expiresIn * 1000) };
}

/** Zoom's OAuth and meetings API (https://developers.zoom.us/docs/integrations/oauth/), at configurable base URLs. */
export function zoomClient(zoom: ZoomConfig) {
  const token = async (form: Record<string, string>): Promise<ProviderTokens> => {
    const { status, body } = await call(`${zoom.oauthUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: basicAuth(zoom), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    if (status === 400 || status === 401) {
      if (body.error === 'invalid_grant' || body.error === 'invalid_request' || status === 401)
        throw new ZoomAuthError(`Zoom refused the grant: ${String(body.reason ?? body.error ?? status)}`);
    }
    if (status !== 200) throw new ZoomError(`Zoom's token endpoint answered ${status}`);
    return tokensOf(body);
  };

  return {
    /** Where the user's browser goes to approve Terna (the popup). */
    authorizationUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: zoom.clientId ?? '',
        redirect_uri: redirectUri,
        state,
      });
      return `${zoom.oauthUrl}/oauth/authorize?${query.toString()}`;
    },
    exchangeCode: (code: string, redirectUri: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    /** Revokes the grant; a token Zoom no longer knows counts as revoked. */
    async revoke(accessToken: string): Promise<void> {
      const { status } = await call(`${zoom.oauthUrl}/oauth/revoke`, {
        method: 'POST',
        headers: { authorization: basicAuth(zoom), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: accessToken }).toString(),
      });
      if (status !== 200 && status !== 400 && status !== 401) throw new ZoomError(`Zoom's revoke answered ${status}`);
    },
    /** POST /users/me/meetings: a scheduled meeting (type 2) of the token's user. */
    async createMeeting(accessToken: string, meeting: ZoomMeetingInput): Promise<ZoomMeeting> {
      const { status, body } = await call(`${zoom.apiUrl}/users/me/meetings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: meeting.topic,
          type: 2,
          start_time: meeting.startTime,
          timezone: meeting.timezone,
          duration: meeting.duration,
          agenda: meeting.agenda,
        }),
      });
      if (status === 401) throw new ZoomAuthError(`Zoom refused the access token (code ${String(body.code)})`);
      if (status !== 201 && status !== 200)
        throw new ZoomError(`Zoom answered ${status}: ${String(body.message ?? '')}`);
      const { id, join_url: joinUrl, start_url: startUrl } = body;
      if (typeof joinUrl !== 'string' || (typeof id !== 'number' && typeof id !== 'string'))
        throw new ZoomError('Zoom answered the meeting without its join URL');
      return { id: String(id), joinUrl, startUrl: typeof startUrl === 'string' ? startUrl : '' };
    },
  };
}
export type ZoomClient = ReturnType<typeof zoomClient>;
