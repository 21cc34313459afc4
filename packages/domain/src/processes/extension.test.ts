import { describe, expect, it } from 'vitest';
import {
  allowedExtensions,
  creditsConsumed,
  creditsForDuration,
  EXTENSION_OPTIONS,
  extendedEndDate,
  extendFormSchema,
  extensionRefusal,
  type ExtensionContext,
} from './extension.js';

const start = new Date('2026-01-01T00:00:00Z');
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
const context = (lengthDays: number, slugs: string[] = [], availableCredits = 100): ExtensionContext => ({
  startDate: start,
  endDate: days(lengthDays),
  planFeatureSlugs: slugs,
  availableCredits,
});
const LONG = ['Long_Duration_Processes'];

describe('extension tiers', () => {
  it('counts consumption as the process length in days over 20, rounded up', () => {
    expect(creditsConsumed(start, days(0))).toBe(0);
    expect(creditsConsumed(start, days(20))).toBe(1);
    expect(creditsConsumed(start, days(21))).toBe(2);
    expect(creditsConsumed(start, days(60))).toBe(3);
  });

  it('without the long-duration feature offers at most 60 days and stays under 3 credits', () => {
    expect(allowedExtensions(context(0)).map((o) => o.days)).toEqual([20, 40, 60]);
    expect(allowedExtensions(context(20)).map((o) => o.days)).toEqual([20, 40]);
    expect(allowedExtensions(context(40)).map((o) => o.days)).toEqual([20]);
    expect(allowedExtensions(context(60)).map((o) => o.days)).toEqual([]);
  });

  it('refuses the 120, 180 and 365 day tiers without the feature', () => {
    for (const option of EXTENSION_OPTIONS.filter((o) => o.days > 60)) {
      expect(extensionRefusal(option, context(0))).toBe('NEEDS_LONG_DURATION');
    }
  });

  it('with the feature offers every tier while consumption stays under 18 credits', () => {
    expect(allowedExtensions(context(20, LONG)).map((o) => o.days)).toEqual([20, 40, 60, 120, 180, 365]);
    expect(allowedExtensions(context(60, LONG)).map((o) => o.days)).toEqual([20, 40, 60, 120, 180]);
    expect(allowedExtensions(context(200, LONG)).map((o) => o.days)).toEqual([20, 40, 60, 120]);
    expect(allowedExtensions(context(360, LONG)).map((o) => o.days)).toEqual([]);
  });

  it('refuses every tier on a plan that is not active', () => {
    for (const status of ['EXPIRED', 'INACTIVE', 'CANCELLED']) {
      expect(extensionRefusal(EXTENSION_OPTIONS[0], { ...context(0), planStatus: status })).toBe('PLAN_INACTIVE');
    }
    expect(extensionRefusal(EXTENSION_OPTIONS[0], { ...context(0), planStatus: 'ACTIVE' })).toBeNull();
  });

  it('refuses a tier that costs more credits than the account holds', () => {
    const option = EXTENSION_OPTIONS.find((o) => o.days === 60)!;
    expect(extensionRefusal(option, context(0, [], 2))).toBe('NOT_ENOUGH_CREDITS');
    expect(extensionRefusal(option, context(0, [], 3))).toBeNull();
  });

  it('debits 1, 2, 3, 6, 9 and 16 credits and adds 20, 40, 60, 100, 160 and 325 days', () => {
    expect(EXTENSION_OPTIONS.map((o) => [o.days, o.credits, o.durationDays])).toEqual([
      [20, 1, 20],
      [40, 2, 40],
      [60, 3, 60],
      [120, 6, 100],
      [180, 9, 160],
      [365, 16, 325],
    ]);
  });

  it('prices a publication by the smallest tier that covers it', () => {
    expect([1, 20, 21, 60, 90, 180, 200, 400].map(creditsForDuration)).toEqual([1, 1, 2, 3, 6, 9, 16, 16]);
  });

  it('extends from the end date, or from now when the process already ended', () => {
    const option = EXTENSION_OPTIONS[0];
    expect(extendedEndDate(option, days(30), days(10))).toEqual(days(50));
    expect(extendedEndDate(option, days(30), days(40))).toEqual(days(60));
  });
});

describe('extendFormSchema', () => {
  const allowed = EXTENSION_OPTIONS.slice(0, 2);
  const messages = (value: unknown) => {
    const result = extendFormSchema(allowed).safeParse(value);
    return result.success ? result.data : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes an allowed tier with the debit accepted, as the number of days', () => {
    expect(messages({ days: '40', accepted: true })).toEqual({ days: 40, accepted: true });
  });

  it('asks for a tier the process may take and for the acceptance', () => {
    expect(messages({ days: '', accepted: false })).toEqual([
      ['days', 'validation.required'],
      ['accepted', 'validation.required'],
    ]);
    expect(messages({ days: '365', accepted: true })).toEqual([['days', 'validation.required']]);
  });
});
