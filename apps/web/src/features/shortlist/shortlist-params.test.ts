import { describe, expect, it } from 'vitest';
import { clearedShortlistParams, readShortlistParams, writeShortlistParams } from './shortlist-params';

describe('shortlist address parameters', () => {
  it('reads page, search and observers, ignoring what is not an id', () => {
    const params = new URLSearchParams('page=3&search=ana&observer=4&observer=x&observer=4&observer=7');
    expect(readShortlistParams(params)).toEqual({ page: 3, search: 'ana', observers: [4, 7] });
  });

  it('falls back to the first page, no search and everybody', () => {
    expect(readShortlistParams(new URLSearchParams('page=-2'))).toEqual(clearedShortlistParams());
  });

  it('writes a plain address for the defaults and round-trips the rest', () => {
    expect(writeShortlistParams(clearedShortlistParams()).toString()).toBe('');
    const state = { page: 2, search: 'vera', observers: [5, 9] };
    expect(readShortlistParams(writeShortlistParams(state))).toEqual(state);
  });
});
