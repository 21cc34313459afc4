/**
 * The signed-in session: the short-lived access token lives in local storage (the spec clears local
 * storage on an unauthorized answer); the refresh token is an httpOnly cookie the script never sees.
 */
const TOKEN_KEY = 'terna.accessToken';
const EXPIRES_KEY = 'terna.expiresAt';
/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | undefined;

export interface SessionTokens {
  accessToken: string;
  expiresAt: string;
}

export const session = {
  token(): string | null {
    return window.localStorage.getItem(TOKEN_KEY);
  },
  expiresAt(): number {
    return Date.parse(window.localStorage.getItem(EXPIRES_KEY) ?? '') || 0;
  },
  isActive(): boolean {
    return Boolean(this.token()) && this.expiresAt() > Date.now();
  },
  store(tokens: SessionTokens): void {
    window.localStorage.setItem(TOKEN_KEY, tokens.accessToken);
    window.localStorage.setItem(EXPIRES_KEY, tokens.expiresAt);
    scheduleRefresh();
    listeners.forEach((listener) => listener());
  },
  /** Clears local storage but keeps the chosen language. */
  clear(): void {
    const locale = window.localStorage.getItem('terna.locale');
    window.localStorage.clear();
    if (locale) window.localStorage.setItem('terna.locale', locale);
    clearTimeout(refreshTimer);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The lock every tab of the app takes to refresh. The tabs share the refresh cookie, and the server
 * ends the whole session when a refresh token it already rotated comes back (docs/decisions/029):
 * two tabs must never send the same one.
 */
const REFRESH_LOCK = 'terna.refresh';

/** Trades the refresh cookie for a new access token; false when the session is over. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function refreshOnce(): Promise<boolean> {
  const seen = session.token();
  // Without the Web Locks API (an old browser, or a page not served over HTTPS) the tab refreshes alone.
  if (!navigator.locks) return exchangeRefreshCookie();
  return navigator.locks.request(REFRESH_LOCK, async () => {
    // Another tab refreshed while this one waited: the new token is already in the shared local storage.
    if (session.token() !== seen && session.isActive()) {
      scheduleRefresh();
      return true;
    }
    return exchangeRefreshCookie();
  });
}

async function exchangeRefreshCookie(): Promise<boolean> {
  try {
    const response = await fetch('/auth/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!response.ok) return false;
    const body = (await response.json()) as { data: SessionTokens };
    session.store(body.data);
    return true;
  } catch {
    return false;
  }
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  const scheduledFor = session.token();
  const wait = Math.max(session.expiresAt() - Date.now() - REFRESH_MARGIN_MS, 5_000);
  // Every open tab keeps a timer for the same token: the first to fire refreshes, the others find its new token.
  refreshTimer = setTimeout(() => void (session.token() === scheduledFor ? refreshSession() : scheduleRefresh()), wait);
}

/** On page load: keep a live session alive, or revive an expired one from the refresh cookie. */
export async function resumeSession(): Promise<boolean> {
  if (session.isActive()) {
    scheduleRefresh();
    return true;
  }
  if (!session.token()) return false;
  return refreshSession();
}
