import { TALENT_POOL_PLAN_LABEL } from '@terna/domain';
import { useClientInfo } from '@/shared/session/useSessionData';

/**
 * The company's TALENT POOL plan (spec 2 section 3: the purchase's planConfigId) and its views
 * balance. balance is null for a member who may not see the company's balances (a viewer).
 */
export function useTalentPoolPlan() {
  const { clientInfo, loading } = useClientInfo();
  const plan = clientInfo?.plans.find((p) => p.typeCompanyPlan.Label === TALENT_POOL_PLAN_LABEL);
  return {
    loading,
    planConfigId: plan?.planConfig.id ?? null,
    balance: plan ? plan.planConfig.creditAccount.availableBalance : null,
  };
}
