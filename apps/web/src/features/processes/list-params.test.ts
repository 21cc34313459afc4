import { describe, expect, it } from 'vitest';
import type { ProcessStatus, ProductType } from '@terna/domain';
import {
  activeFilterCount,
  clearedFilters,
  DEFAULT_FILTERS,
  readListParams,
  toQueryVariables,
  writeListParams,
} from './list-params';

describe('process list parameters', () => {
  it('opens on launched processes, page 1 of 10, as cards', () => {
    const filters = readListParams(new URLSearchParams());
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(toQueryVariables(filters)).toEqual({
      page: 1,
      size: 10,
      wildcard: undefined,
      processStatus: ['LAUNCHED'],
      owner: undefined,
      productType: undefined,
      isConfidential: undefined,
      archived: undefined,
      hired: undefined,
      dateAgo: undefined,
    });
    expect(writeListParams(filters).toString()).toBe('');
  });

  it('sends the search trimmed and lower-cased', () => {
    expect(toQueryVariables({ ...DEFAULT_FILTERS, search: '  Cajero DE Tienda ' }).wildcard).toBe('cajero de tienda');
    expect(toQueryVariables({ ...DEFAULT_FILTERS, search: '   ' }).wildcard).toBeUndefined();
  });

  it('keeps every filter through the address', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'Cajero',
      status: ['LAUNCHED', 'CLOSED'] as ProcessStatus[],
      owner: [3, 5],
      productType: ['DISC'] as ProductType[],
      confidential: true,
      archived: true,
      hired: 'without' as const,
      dateAgo: 30 as const,
      page: 3,
      view: 'rows' as const,
    };
    expect(readListParams(writeListParams(filters))).toEqual(filters);
    expect(toQueryVariables(filters)).toMatchObject({
      owner: [3, 5],
      isConfidential: true,
      archived: true,
      hired: false,
      dateAgo: 30,
      page: 3,
    });
  });

  it('tells "every status" apart from the default', () => {
    const all = readListParams(writeListParams({ ...DEFAULT_FILTERS, status: [] }));
    expect(all.status).toEqual([]);
    expect(toQueryVariables(all).processStatus).toBeUndefined();
  });

  it('ignores malformed values', () => {
    const filters = readListParams(new URLSearchParams('page=-2&dateAgo=12&hired=maybe&owner=x&view=grid'));
    expect(filters).toMatchObject({ page: 1, dateAgo: null, hired: 'any', owner: [], view: 'cards' });
  });

  it('counts the filters that differ from the opening list and clears them all', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, status: ['CLOSED'], archived: true })).toBe(2);
    expect(clearedFilters({ ...DEFAULT_FILTERS, archived: true, view: 'rows' })).toEqual({
      ...DEFAULT_FILTERS,
      status: [],
      view: 'rows',
    });
  });
});
