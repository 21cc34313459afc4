import { describe, expect, it } from 'vitest';
import { activeFilters, readSearch, writeSearch } from './search-params';

describe('a pool search in the address', () => {
  it('reads back what it wrote', () => {
    const state = {
      text: 'técnico contable',
      filters: { countryCodes: ['EC', 'MX'], minYearsExperience: 3, lastActivityDays: 90 },
      page: 2,
    };
    expect(readSearch(writeSearch(state))).toEqual(state);
  });

  it('drops what the API would refuse: an unknown activity window, a page past the last', () => {
    const state = readSearch(new URLSearchParams('active=7&page=9999&yearsFrom=-1'));
    expect(state.filters).toEqual({});
    expect(state.page).toBe(100);
  });

  it('counts the filters in use', () => {
    expect(activeFilters({ cities: [], areas: ['Ventas'], salaryFrom: 0 })).toBe(2);
  });
});
