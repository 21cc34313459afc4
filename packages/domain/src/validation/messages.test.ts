import { describe, expect, it } from 'vitest';
import { CALENDAR_YEARS } from '../constants.js';
import { isCalendarDay, isWithinCalendarYears } from './messages.js';

describe('isCalendarDay', () => {
  it('takes a real day of the calendar years, written yyyy-MM-dd', () => {
    for (const day of ['2024-02-29', `${CALENDAR_YEARS.min}-01-01`, `${CALENDAR_YEARS.max}-12-31`])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses days that do not exist, years out of range and anything around the day', () => {
    for (const day of [
      '2023-02-29',
      '9999-99-99',
      '0000-01-01',
      '0001-01-01',
      '9999-12-31',
      `${CALENDAR_YEARS.min - 1}-12-31`,
      `${CALENDAR_YEARS.max + 1}-01-01`,
      '2024-01-01T00:00:00Z',
      '2024-01-01junk',
      '+02024-01-01',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe('isWithinCalendarYears', () => {
  it('judges an instant by its UTC year', () => {
    expect(isWithinCalendarYears(new Date('1899-12-31T23:59:59-05:00'))).toBe(true);
    expect(isWithinCalendarYears(new Date('1899-12-31T23:59:59+05:00'))).toBe(false);
    expect(isWithinCalendarYears(new Date('0000-01-01T00:00:00Z'))).toBe(false);
  });
});
