import type { CompanyPlanType, EnvironmentType } from '../enums.js';
import { processKind, type ProcessKind } from '../plans/plans.js';

/** The plans a process can be launched on; USER, TALENT_POOL and FREEMIUM plans launch nothing. */
export const LAUNCH_PLAN_TYPES = ['CREDIT', 'PROCESS', 'RELIABILITY'] as const satisfies readonly CompanyPlanType[];
export type LaunchPlanType = (typeof LAUNCH_PLAN_TYPES)[number];

/** Every process kind, in the order cap-product shows them. */
export const PROCESS_KINDS = [
  'CONTROLLED_BASIC',
  'CONTROLLED_FULL',
  'STANDARD',
  'ETALENT',
  'TRUST',
] as const satisfies readonly ProcessKind[];

/** One product card of cap-product: a process kind and the environment it runs in. */
export interface LaunchProduct {
  kind: ProcessKind;
  typeCompanyPlan: LaunchPlanType;
  environmentType: EnvironmentType;
  fullProfile: boolean;
}

const variant = (typeCompanyPlan: LaunchPlanType, environmentType: EnvironmentType, fullProfile: boolean) => ({
  kind: processKind({ typeCompanyPlan, environmentType, fullProfile }),
  typeCompanyPlan,
  environmentType,
  fullProfile,
});

/** The products of a plan type (spec 3 section 4, product-type logic): a credit plan offers three. */
export function productsOfPlan(type: LaunchPlanType): LaunchProduct[] {
  switch (type) {
    case 'CREDIT':
      return [
        variant('CREDIT', 'CONTROLLED', false),
        variant('CREDIT', 'CONTROLLED', true),
        variant('CREDIT', 'EMAIL', true),
      ];
    case 'PROCESS':
      return [variant('PROCESS', 'EMAIL', true)];
    case 'RELIABILITY':
      return [variant('RELIABILITY', 'CONTROLLED', true)];
  }
}

export function isLaunchPlanType(type: string): type is LaunchPlanType {
  return (LAUNCH_PLAN_TYPES as readonly string[]).includes(type);
}

/**
 * The product-selection guard (spec 2 section 4.3): when the company has exactly one launchable plan
 * (all CREDIT plans count as one), it is chosen for the user; otherwise null and the cards show.
 */
export function autoSelectedPlanType(planTypes: readonly string[]): LaunchPlanType | null {
  const distinct = [...new Set(planTypes.filter(isLaunchPlanType))];
  return distinct.length === 1 ? distinct[0]! : null;
}
