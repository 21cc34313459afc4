import { describe, expect, it } from 'vitest';
import { BIRTH_YEAR_CUTOFF } from '../constants.js';
import { normaliseBirthDate } from './birth-date.js';

describe('normaliseBirthDate', () => {
  it(`clears dates before ${BIRTH_YEAR_CUTOFF}`, () => {
    expect(normaliseBirthDate('1922-12-31')).toBeNull();
    expect(normaliseBirthDate('1920-05-01')).toBeNull();
    expect(normaliseBirthDate('0001-01-01')).toBeNull();
  });

  it(`keeps dates from ${BIRTH_YEAR_CUTOFF} on, as yyyy-mm-dd`, () => {
    expect(normaliseBirthDate('1923-01-01')).toBe('1923-01-01');
    expect(normaliseBirthDate('1990-07-15T00:00:00.000Z')).toBe('1990-07-15');
  });

  it('turns empty values and garbage into null', () => {
    expect(normaliseBirthDate(null)).toBeNull();
    expect(normaliseBirthDate(undefined)).toBeNull();
    expect(normaliseBirthDate('')).toBeNull();
    expect(normaliseBirthDate('not a date')).toBeNull();
  });
});
