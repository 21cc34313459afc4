import { describe, expect, it } from 'vitest';
import { analyticsFilterSchema, summariseTimeToHire } from './analytics.js';

describe('summariseTimeToHire', () => {
  it('has no median without hires, and every band empty', () => {
    const summary = summariseTimeToHire([]);
    expect(summary.hires).toBe(0);
    expect(summary.medianDays).toBeNull();
    expect(summary.bands.every((band) => band.count === 0)).toBe(true);
  });

  it('takes the middle hire of an odd count, whatever the order given', () => {
    expect(
      summariseTimeToHire([
        { days: 30, count: 1 },
        { days: 2, count: 3 },
        { days: 90, count: 1 },
      ]).medianDays,
    ).toBe(2);
  });

  it('takes the mean of the two middle hires of an even count', () => {
    expect(
      summariseTimeToHire([
        { days: 4, count: 1 },
        { days: 10, count: 1 },
      ]).medianDays,
    ).toBe(7);
    expect(
      summariseTimeToHire([
        { days: 5, count: 2 },
        { days: 6, count: 2 },
      ]).medianDays,
    ).toBe(5.5);
  });

  it('puts each hire in its band, the bands’ edges included, and past 90 days in the open one', () => {
    const summary = summariseTimeToHire([
      { days: 0, count: 1 },
      { days: 7, count: 1 },
      { days: 8, count: 2 },
      { days: 90, count: 1 },
      { days: 91, count: 1 },
      { days: 400, count: 1 },
      { days: 12, count: 0 },
    ]);
    expect(summary.hires).toBe(7);
    expect(summary.bands.map((band) => band.count)).toEqual([2, 2, 0, 0, 1, 2]);
  });
});

describe('analyticsFilterSchema', () => {
  it('accepts no filters, a range and an agency', () => {
    expect(analyticsFilterSchema.safeParse({}).success).toBe(true);
    expect(analyticsFilterSchema.safeParse({ from: '2026-01-01', to: '2026-01-01', agencyId: 3 }).success).toBe(true);
  });

  it('refuses a range ending before it starts, a day that does not exist and a bad agency id', () => {
    const reversed = analyticsFilterSchema.safeParse({ from: '2026-02-01', to: '2026-01-31' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['to'], message: 'validation.range' });
    expect(analyticsFilterSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(analyticsFilterSchema.safeParse({ agencyId: 0 }).success).toBe(false);
  });
});
