import { describe, expect, it } from 'vitest';
import { dataMeSchema } from './profile.js';

/** The fields with an issue, each once (the server shows the first message of a field). */
const paths = (input: unknown) =>
  [...new Set((dataMeSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.')))].sort();

describe('dataMeSchema', () => {
  it('accepts a policy acceptance with an ISO date', () => {
    const entry = { name: 'PRIVACY_POLICIES', date: '2025-03-04T10:20:30.000Z', version: '1', link: '/legal' };
    expect(dataMeSchema.parse({ termsAndConditions: [entry] }).termsAndConditions).toEqual([entry]);
  });

  it('refuses a date that is not an ISO date-time and a country that is not a code', () => {
    expect(paths({ country: 'Peru', termsAndConditions: [{ name: 'X', date: '04/03/2025', version: '1' }] })).toEqual([
      'country',
      'termsAndConditions.0.date',
    ]);
  });

  it('trims names and refuses blank ones', () => {
    expect(dataMeSchema.parse({ firstName: '  Ana ' }).firstName).toBe('Ana');
    expect(paths({ firstName: '   ' })).toEqual(['firstName']);
  });

  it('accepts a birth date as yyyy-mm-dd, with or without a time, and null to clear it', () => {
    expect(paths({ birthDate: '1990-07-15' })).toEqual([]);
    expect(paths({ birthDate: '1990-07-15T00:00:00.000Z' })).toEqual([]);
    expect(paths({ birthDate: null })).toEqual([]);
    expect(paths({ birthDate: '15-07-1990' })).toEqual(['birthDate']);
  });

  it('refuses a birth date that is no calendar day', () => {
    expect(paths({ birthDate: '1990-13-45' })).toEqual(['birthDate']);
    expect(paths({ birthDate: '1990-02-30' })).toEqual(['birthDate']);
  });
});
