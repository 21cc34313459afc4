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

/** Trades the refresh cookie for a new access token; false when the session is over. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) return false;
      const body = (await response.json()) as { data: SessionTokens };
      session.store(body.data);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  const wait = Math.max(session.expiresAt() - Date.now() - REFRESH_MARGIN_MS, 5_000);
  refreshTimer = setTimeout(() => void refreshSession(), wait);
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
