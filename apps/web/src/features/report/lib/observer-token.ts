/**
 * The observer's link token. The report link carries it in the URL fragment (`#token=...`), which
 * browsers never send to a server; the page moves it to session storage, keyed by process, and takes
 * it off the address bar so it is not left in the history, a bookmark or a screenshot. Session
 * storage ends with the tab: a new tab opens the link from the e-mail again.
 */
const TOKEN_PARAM = 'token';
const storageKey = (processId: number) => `terna.observerToken.${processId}`;

/** The token of a fragment such as `#token=abc`, if it has one. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN_PARAM);
  return token ? token : null;
}

/**
 * The token for this process: a fragment's one is stored (replacing an older link's) and removed
 * from the address bar; without one, the token stored earlier in this tab, or null.
 * Calling it twice is harmless: the second call finds the stored token.
 */
export function takeObserverToken(processId: number): string | null {
  const fromLink = tokenFromFragment(window.location.hash);
  if (fromLink) {
    window.sessionStorage.setItem(storageKey(processId), fromLink);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromLink;
  }
  return window.sessionStorage.getItem(storageKey(processId));
}
