import type { CompanyPlanType } from '../enums.js';
import { creditsForDuration, hasLongDuration, MAX_DAYS_WITHOUT_LONG_DURATION } from '../processes/extension.js';
import { daysBetween } from './draft.js';

/**
 * What launching costs, by plan (decision 013): a CREDIT plan pays the publication's days by the
 * extension tiers (20 days 1 credit ... 365 days 16); a PROCESS plan uses one process of its quota;
 * a RELIABILITY (trust) process costs nothing at launch, each trust invitation is paid when sent.
 */
export interface LaunchCost {
  credits: number;
  processes: number;
  days: number;
}

export function launchCost(typeCompanyPlan: CompanyPlanType | string, startDate: string, endDate: string): LaunchCost {
  const days = Math.max(0, daysBetween(startDate, endDate));
  if (typeCompanyPlan === 'CREDIT') return { credits: creditsForDuration(days), processes: 0, days };
  if (typeCompanyPlan === 'PROCESS') return { credits: 0, processes: 1, days };
  return { credits: 0, processes: 0, days };
}

/** A publication longer than 60 days needs the plan feature Long_Duration_Processes. */
export function publicationDaysAllowed(days: number, planFeatureSlugs: readonly string[]): boolean {
  return days <= MAX_DAYS_WITHOUT_LONG_DURATION || hasLongDuration(planFeatureSlugs);
}
