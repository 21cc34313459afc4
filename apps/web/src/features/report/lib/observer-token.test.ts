import { afterEach, describe, expect, it } from 'vitest';
import { takeObserverToken, tokenFromFragment } from './observer-token';

describe('tokenFromFragment', () => {
  it('reads the token of the link fragment', () => {
    expect(tokenFromFragment('#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(tokenFromFragment('token=abc')).toBe('abc');
  });

  it('answers null without one', () => {
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#')).toBeNull();
    expect(tokenFromFragment('#token=')).toBeNull();
    expect(tokenFromFragment('#other=1')).toBeNull();
  });
});

describe('takeObserverToken', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('stores the fragment token by process and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/es/report/7?x=1#token=secret');
    expect(takeObserverToken(7)).toBe('secret');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/es/report/7?x=1');
    // Later pages of the visit (and a second render) find it stored.
    expect(takeObserverToken(7)).toBe('secret');
    expect(takeObserverToken(8)).toBeNull();
  });

  it('replaces the stored token with a newer link', () => {
    window.history.replaceState(null, '', '/es/report/7#token=old');
    takeObserverToken(7);
    window.history.replaceState(null, '', '/es/report/7#token=new');
    expect(takeObserverToken(7)).toBe('new');
  });
});
