import type { CompanyPlanType, EnvironmentType, FeatureName, PlanStatus } from '../enums.js';

/** Plan statuses that lock the company out (spec 3 section 4, subscription). */
export const BLOCKING_PLAN_STATUSES: readonly PlanStatus[] = ['CANCELLED', 'EXPIRED'];

export interface PlanLike {
  typeCompanyPlan: { Name: CompanyPlanType | string };
  planConfig: { planStatus: PlanStatus | string };
}
export interface FeatureLike {
  name: string;
  status: boolean;
}

/** Access is blocked when every plan of the company is cancelled or expired. */
export function isSubscriptionBlocked(plans: readonly PlanLike[]): boolean {
  return (
    plans.length > 0 && plans.every((plan) => BLOCKING_PLAN_STATUSES.includes(plan.planConfig.planStatus as PlanStatus))
  );
}

export function hasFeature(features: readonly FeatureLike[] | undefined, name: FeatureName): boolean {
  return Boolean(features?.some((feature) => feature.name === name && feature.status));
}

export function hasPlan(plans: readonly PlanLike[] | undefined, type: CompanyPlanType): boolean {
  return Boolean(plans?.some((plan) => plan.typeCompanyPlan.Name === type));
}

export type ProcessKind = 'CONTROLLED_BASIC' | 'CONTROLLED_FULL' | 'STANDARD' | 'ETALENT' | 'TRUST';

/** Product-type logic of spec 3 section 4. */
export function processKind(process: {
  typeCompanyPlan: CompanyPlanType | string;
  environmentType: EnvironmentType | string;
  fullProfile: boolean;
}): ProcessKind {
  if (process.typeCompanyPlan === 'PROCESS') return 'ETALENT';
  if (process.typeCompanyPlan === 'RELIABILITY') return 'TRUST';
  if (process.environmentType === 'EMAIL') return 'STANDARD';
  return process.fullProfile ? 'CONTROLLED_FULL' : 'CONTROLLED_BASIC';
}
