import { describe, expect, it } from 'vitest';
import {
  comparatorAllowedFor,
  OBSERVER_EMAIL_MAX,
  OBSERVER_LINK_DAYS,
  OBSERVER_NAME_MAX,
  observerEmailKey,
  observerInputSchema,
  observerLinkExpiry,
  observerLinkState,
  observerNameSchema,
} from './observers.js';

const nameError = (value: unknown) => {
  const result = observerNameSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

const inputErrors = (value: unknown) => {
  const result = observerInputSchema.safeParse(value);
  // The first message of each field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries([...result.error.issues].reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

const valid = { name: 'Andrés Vela', email: 'andres.vela@example.test', sections: ['DISC'] };

describe('observer name (spec 2 section 5)', () => {
  it('accepts one word or two of letters, accented ones included, with one space between', () => {
    for (const name of ['Ana', 'Andrés Vela', 'Ñusta Núñez', 'Zoë', 'Łucja Wójcik'])
      expect(nameError(name), name).toBeNull();
  });

  it('trims the ends before checking', () => {
    expect(observerNameSchema.parse('  Patricia Núñez ')).toBe('Patricia Núñez');
  });

  it('refuses a third word, two spaces, digits, signs and an empty value', () => {
    expect(nameError('María José Pérez')).toBe('validation.alpha_spaces');
    expect(nameError('Ana  Pérez')).toBe('validation.alpha_spaces');
    expect(nameError('Ana2')).toBe('validation.alpha_spaces');
    expect(nameError('Ana-María')).toBe('validation.alpha_spaces');
    expect(nameError('Ana.')).toBe('validation.alpha_spaces');
    expect(nameError('')).toBe('validation.required');
    expect(nameError('   ')).toBe('validation.required');
    expect(nameError(undefined)).toBe('validation.required');
  });

  it(`is at most ${OBSERVER_NAME_MAX} characters`, () => {
    expect(nameError('A'.repeat(OBSERVER_NAME_MAX))).toBeNull();
    expect(nameError('A'.repeat(OBSERVER_NAME_MAX + 1))).toBe('validation.max');
  });
});

describe('observer invitation', () => {
  it('takes a name, a valid e-mail and at least one section, each a component type', () => {
    expect(inputErrors(valid)).toEqual({});
    expect(inputErrors({ ...valid, email: 'not-an-email' })).toEqual({ email: 'validation.email' });
    expect(inputErrors({ ...valid, email: '' })).toEqual({ email: 'validation.required' });
    expect(inputErrors({ ...valid, sections: [] })).toEqual({ sections: 'validation.required' });
    expect(inputErrors({ ...valid, sections: ['SALARY'] })).toEqual({ 'sections.0': 'validation.regex' });
  });

  it(`keeps the e-mail within ${OBSERVER_EMAIL_MAX} characters`, () => {
    const local = 'a'.repeat(OBSERVER_EMAIL_MAX - '@example.test'.length + 1);
    expect(inputErrors({ ...valid, email: `${local}@example.test` })).toEqual({ email: 'validation.max' });
  });

  it('compares e-mails whatever their case and surrounding spaces', () => {
    expect(observerEmailKey(' Andres.Vela@Example.TEST ')).toBe('andres.vela@example.test');
  });
});

describe('observer link state', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = new Date('2026-03-11T12:00:00Z');
  const earlier = new Date('2026-03-09T12:00:00Z');

  it('is RECENTLY_ADDED until the first send, whatever else the row holds', () => {
    expect(observerLinkState({ status: 'RECENTLY_ADDED', expiresAt: null }, now)).toBe('RECENTLY_ADDED');
    expect(observerLinkState({ status: 'RECENTLY_ADDED', expiresAt: later }, now)).toBe('RECENTLY_ADDED');
  });

  it('is ACTIVE while expiresAt is ahead and EXPIRED from expiresAt on', () => {
    expect(observerLinkState({ status: 'ACTIVE', expiresAt: later }, now)).toBe('ACTIVE');
    expect(observerLinkState({ status: 'ACTIVE', expiresAt: now }, now)).toBe('EXPIRED');
    expect(observerLinkState({ status: 'ACTIVE', expiresAt: earlier }, now)).toBe('EXPIRED');
  });

  it('is REVOKED when a sent link has no expiresAt or was marked revoked', () => {
    expect(observerLinkState({ status: 'ACTIVE', expiresAt: null }, now)).toBe('REVOKED');
    expect(observerLinkState({ status: 'REVOKED', expiresAt: null }, now)).toBe('REVOKED');
    expect(observerLinkState({ status: 'REVOKED', expiresAt: later }, now)).toBe('REVOKED');
  });

  it(`runs ${OBSERVER_LINK_DAYS} days from a send or a renewal`, () => {
    expect(observerLinkExpiry(now).toISOString()).toBe('2026-03-25T12:00:00.000Z');
  });
});

describe('comparator availability', () => {
  it('is offered except in trust and basic controlled processes', () => {
    expect(comparatorAllowedFor('STANDARD')).toBe(true);
    expect(comparatorAllowedFor('CONTROLLED_FULL')).toBe(true);
    expect(comparatorAllowedFor('ETALENT')).toBe(true);
    expect(comparatorAllowedFor('TRUST')).toBe(false);
    expect(comparatorAllowedFor('CONTROLLED_BASIC')).toBe(false);
  });
});
