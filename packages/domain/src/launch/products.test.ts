import { describe, expect, it } from 'vitest';
import { autoSelectedPlanType, productsOfPlan } from './products.js';
import { launchCost, publicationDaysAllowed } from './cost.js';

describe('productsOfPlan', () => {
  it('offers the three credit kinds, e-talent and trust by the product-type logic', () => {
    expect(productsOfPlan('CREDIT').map((p) => p.kind)).toEqual(['CONTROLLED_BASIC', 'CONTROLLED_FULL', 'STANDARD']);
    expect(productsOfPlan('PROCESS').map((p) => p.kind)).toEqual(['ETALENT']);
    expect(productsOfPlan('RELIABILITY').map((p) => p.kind)).toEqual(['TRUST']);
  });
});

describe('autoSelectedPlanType', () => {
  it('chooses the only launchable plan, counting every CREDIT plan as one', () => {
    expect(autoSelectedPlanType(['CREDIT'])).toBe('CREDIT');
    expect(autoSelectedPlanType(['CREDIT', 'CREDIT', 'TALENT_POOL', 'USER'])).toBe('CREDIT');
  });
  it('chooses nothing with two kinds of plan, or none', () => {
    expect(autoSelectedPlanType(['CREDIT', 'PROCESS'])).toBeNull();
    expect(autoSelectedPlanType(['TALENT_POOL'])).toBeNull();
    expect(autoSelectedPlanType([])).toBeNull();
  });
});

describe('launchCost', () => {
  it('prices a credit-plan publication by the tiers', () => {
    expect(launchCost('CREDIT', '2026-12-01', '2026-12-21')).toEqual({ credits: 1, processes: 0, days: 20 });
    expect(launchCost('CREDIT', '2026-12-01', '2026-12-22')).toEqual({ credits: 2, processes: 0, days: 21 });
    expect(launchCost('CREDIT', '2026-12-01', '2027-12-01').credits).toBe(16);
  });
  it('takes one process of the quota on a process plan and nothing on a trust plan', () => {
    expect(launchCost('PROCESS', '2026-12-01', '2027-01-30')).toEqual({ credits: 0, processes: 1, days: 60 });
    expect(launchCost('RELIABILITY', '2026-12-01', '2026-12-31')).toEqual({ credits: 0, processes: 0, days: 30 });
  });
});

describe('publicationDaysAllowed', () => {
  it('allows up to 60 days without Long_Duration_Processes and more with it', () => {
    expect(publicationDaysAllowed(60, [])).toBe(true);
    expect(publicationDaysAllowed(61, [])).toBe(false);
    expect(publicationDaysAllowed(365, ['Long_Duration_Processes'])).toBe(true);
  });
});
