import { describe, expect, it } from 'vitest';
import type { PlanStatus } from '../enums.js';
import { hasFeature, hasPlan, isSubscriptionBlocked, processKind, type PlanLike } from './plans.js';

const plan = (Name: string, planStatus: PlanStatus = 'ACTIVE'): PlanLike => ({
  typeCompanyPlan: { Name },
  planConfig: { planStatus },
});

describe('isSubscriptionBlocked', () => {
  it('is not blocked without plans', () => {
    expect(isSubscriptionBlocked([])).toBe(false);
  });

  it('is blocked when every plan is cancelled or expired', () => {
    expect(isSubscriptionBlocked([plan('CREDIT', 'CANCELLED')])).toBe(true);
    expect(isSubscriptionBlocked([plan('CREDIT', 'EXPIRED'), plan('PROCESS', 'CANCELLED')])).toBe(true);
  });

  it('is not blocked while one plan is active or merely inactive', () => {
    expect(isSubscriptionBlocked([plan('CREDIT', 'EXPIRED'), plan('PROCESS', 'ACTIVE')])).toBe(false);
    expect(isSubscriptionBlocked([plan('CREDIT', 'INACTIVE')])).toBe(false);
  });
});

describe('hasFeature', () => {
  const features = [
    { name: 'MULTI_LANGUAGE', status: true },
    { name: 'ZOOM_INTEGRATION', status: false },
  ];

  it('is true only for a feature present with status true', () => {
    expect(hasFeature(features, 'MULTI_LANGUAGE')).toBe(true);
    expect(hasFeature(features, 'ZOOM_INTEGRATION')).toBe(false);
    expect(hasFeature(features, 'AI_PROFILE')).toBe(false);
  });

  it('is false when the features are not loaded', () => {
    expect(hasFeature(undefined, 'MULTI_LANGUAGE')).toBe(false);
  });
});

describe('hasPlan', () => {
  it('looks the plan up by type, whatever its status', () => {
    const plans = [plan('CREDIT'), plan('TALENT_POOL', 'EXPIRED')];
    expect(hasPlan(plans, 'CREDIT')).toBe(true);
    expect(hasPlan(plans, 'TALENT_POOL')).toBe(true);
    expect(hasPlan(plans, 'PROCESS')).toBe(false);
    expect(hasPlan(undefined, 'CREDIT')).toBe(false);
  });
});

describe('processKind', () => {
  it.each([
    [{ typeCompanyPlan: 'PROCESS', environmentType: 'CONTROLLED', fullProfile: true }, 'ETALENT'],
    [{ typeCompanyPlan: 'PROCESS', environmentType: 'EMAIL', fullProfile: false }, 'ETALENT'],
    [{ typeCompanyPlan: 'RELIABILITY', environmentType: 'EMAIL', fullProfile: true }, 'TRUST'],
    [{ typeCompanyPlan: 'CREDIT', environmentType: 'EMAIL', fullProfile: true }, 'STANDARD'],
    [{ typeCompanyPlan: 'CREDIT', environmentType: 'CONTROLLED', fullProfile: true }, 'CONTROLLED_FULL'],
    [{ typeCompanyPlan: 'CREDIT', environmentType: 'CONTROLLED', fullProfile: false }, 'CONTROLLED_BASIC'],
    [{ typeCompanyPlan: 'FREEMIUM', environmentType: 'CONTROLLED', fullProfile: false }, 'CONTROLLED_BASIC'],
  ] as const)('%o is %s', (process, kind) => {
    expect(processKind(process)).toBe(kind);
  });
});
