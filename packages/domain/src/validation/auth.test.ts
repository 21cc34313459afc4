import { describe, expect, it } from 'vitest';
import { BIRTH_YEAR_CUTOFF } from '../constants.js';
import { loginSchema, normaliseBirthDate } from './auth.js';

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

describe('loginSchema', () => {
  it('accepts an e-mail with spaces around it and trims it', () => {
    expect(loginSchema.parse({ email: '  ana@example.test ', password: 'x' })).toEqual({ email: 'ana@example.test', password: 'x' });
  });

  it('carries the shared message keys', () => {
    const missing = loginSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'validation.required'],
      ['password', 'validation.required'],
    ]);
    const bad = loginSchema.safeParse({ email: 'nope', password: 'x' });
    expect(bad.error!.issues.map((issue) => issue.message)).toEqual(['validation.email']);
  });
});
