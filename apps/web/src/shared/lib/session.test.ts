import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, session } from './session';

/** The Web Locks API as browsers have it for one name: callbacks run one at a time, in request order. */
function installLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: () => Promise<unknown>) => {
    const run = tail.then(callback);
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { request };
}

const inAQuarterHour = () => new Date(Date.now() + 15 * 60_000).toISOString();

function answerRefresh(accessToken: string) {
  return vi.fn(async () => new Response(JSON.stringify({ data: { accessToken, expiresAt: inAQuarterHour() } })));
}

describe('refreshSession', () => {
  beforeEach(() => {
    session.store({ accessToken: 'first-token', expiresAt: new Date(Date.now() + 30_000).toISOString() });
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('trades the refresh cookie for a new token and keeps it', async () => {
    installLocks();
    const fetch = answerRefresh('second-token');
    vi.stubGlobal('fetch', fetch);
    expect(await refreshSession()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.token()).toBe('second-token');
  });

  it('does not send the refresh cookie again when another tab refreshed while it waited', async () => {
    const locks = installLocks();
    const fetch = answerRefresh('never-asked-for');
    vi.stubGlobal('fetch', fetch);
    // Another tab holds the lock and is refreshing: it stores its new token in the shared storage.
    let otherTabDone = () => {};
    await new Promise<void>((holding) => {
      void locks.request('terna.refresh', async () => {
        holding();
        await new Promise<void>((resolve) => (otherTabDone = resolve));
      });
    });
    const refreshed = refreshSession();
    session.store({ accessToken: 'other-tabs-token', expiresAt: inAQuarterHour() });
    otherTabDone();

    expect(await refreshed).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(session.token()).toBe('other-tabs-token');
  });

  it('answers false when the server ends the session', async () => {
    installLocks();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    expect(await refreshSession()).toBe(false);
  });
});
