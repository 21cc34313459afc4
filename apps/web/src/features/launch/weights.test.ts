import { describe, expect, it } from 'vitest';
import { parseWeight, redistributeItems, weightSummary } from './weights';

describe('the weights editor rules', () => {
  it('spreads to 100 keeping proportions and the other fields, the remainder on the first', () => {
    expect(
      redistributeItems([
        { componentType: 'DISC', weight: 1 },
        { componentType: 'INTERVIEW', weight: 1 },
        { componentType: 'CURRICULUM', weight: 1 },
      ]),
    ).toEqual([
      { componentType: 'DISC', weight: 34 },
      { componentType: 'INTERVIEW', weight: 33 },
      { componentType: 'CURRICULUM', weight: 33 },
    ]);
    expect(redistributeItems([{ weight: 10 }, { weight: 30 }]).map((item) => item.weight)).toEqual([25, 75]);
    // Nothing set yet: even.
    expect(redistributeItems([{ weight: 0 }, { weight: 0 }]).map((item) => item.weight)).toEqual([50, 50]);
  });

  it('reads the total green at 100, orange under, red over', () => {
    expect(weightSummary([{ weight: 60 }, { weight: 40 }])).toEqual({ total: 100, tone: 'green', color: 'success' });
    expect(weightSummary([{ weight: 60 }])).toMatchObject({ total: 60, tone: 'orange', color: 'warning' });
    expect(weightSummary([{ weight: 60 }, { weight: 50 }])).toMatchObject({ total: 110, tone: 'red', color: 'error' });
  });

  it('takes a typed weight as digits, empty as 0, at most 100', () => {
    expect(parseWeight('35')).toBe(35);
    expect(parseWeight('')).toBe(0);
    expect(parseWeight('3a5%')).toBe(35);
    expect(parseWeight('250')).toBe(100);
  });
});
