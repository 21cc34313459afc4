import i18next from 'i18next';
import type { PortalSession } from './types';

/** A refused portal call: the server's first message (already in the candidate's language), its code and field messages. */
export class PortalApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const SESSION_PREFIX = 'terna.portal.session:';
const CLIENT_ID_KEY = 'terna.portal.clientId';

/**
 * The candidate's token lives in sessionStorage, per link: it dies with the tab, a reload keeps it,
 * and it never mixes with the recruiter app's token (localStorage).
 */
interface SessionStore {
  /** The link the tab is on: its session is kept under it. */
  base: string;
  get(base?: string): PortalSession | null;
  set(session: PortalSession, base?: string): void;
  clear(base?: string): void;
}

export const portalSession: SessionStore = {
  base: '',
  get(base = portalSession.base): PortalSession | null {
    const raw = window.sessionStorage.getItem(SESSION_PREFIX + base);
    if (!raw) return null;
    const session = JSON.parse(raw) as PortalSession;
    if (Date.parse(session.expiresAt) <= Date.now()) {
      window.sessionStorage.removeItem(SESSION_PREFIX + base);
      return null;
    }
    return session;
  },
  set(session: PortalSession, base = portalSession.base): void {
    window.sessionStorage.setItem(SESSION_PREFIX + base, JSON.stringify(session));
  },
  clear(base = portalSession.base): void {
    window.sessionStorage.removeItem(SESSION_PREFIX + base);
  },
};

/** One id per tab, kept across reloads: the server tells a second tab or device apart from a reload (docs/api/portal.md). */
export function clientId(): string {
  let id = window.sessionStorage.getItem(CLIENT_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.sessionStorage.setItem(CLIENT_ID_KEY, id);
  }
  return id;
}

function headers(json: boolean): Record<string, string> {
  const token = portalSession.get()?.token;
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    'accept-language': i18next.language || 'es',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

interface ErrorBody {
  data?: unknown;
  messages?: string[];
  code?: string;
  fields?: Record<string, string>;
}

const failure = (status: number, body: ErrorBody) =>
  new PortalApiError(body.messages?.[0] ?? i18next.t('portal:errors.generic'), status, body.code, body.fields);

/** JSON call to the portal API; answers the body's data. */
export async function portalFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'omit',
      headers: headers(init.body !== undefined),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new PortalApiError(i18next.t('portal:errors.network'), 0, 'NETWORK');
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  if (!response.ok) throw failure(response.status, body);
  return ('data' in body ? body.data : body) as T;
}

/** The CV file, as multipart with its one part `file`; XMLHttpRequest reports the upload's progress (0 to 1). */
export function portalUpload<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(headers(false))) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as ErrorBody;
      if (request.status >= 200 && request.status < 300) resolve(('data' in body ? body.data : body) as T);
      else reject(failure(request.status, body));
    };
    request.onerror = () => reject(new PortalApiError(i18next.t('portal:errors.network'), 0, 'NETWORK'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
