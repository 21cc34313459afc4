import { useApolloClient, useMutation } from '@apollo/client/react';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { BuyCurriculumMutation } from '../graphql/talent-pool.graphql';
import { purchaseAmount } from '../purchase';
import { forgetTalentPoolSearches } from './useTalentPoolSearch';

/**
 * buyCurriculum, then what spec 2 section 4.4 step 4 asks: both pools' cached searches are dropped
 * (the people move from the talent pool to my-base) and the banner's balance falls by the amount.
 */
export function useBuyCurriculum() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(BuyCurriculumMutation);

  const buy = async (input: { personIds: string[]; planConfigId: number; concept: string }): Promise<boolean> => {
    const { data } = await mutate({
      variables: { ...input, amount: purchaseAmount(input.personIds) },
    });
    const complete = data?.buyCurriculum.complete ?? false;
    if (complete) {
      forgetTalentPoolSearches();
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'talentPoolSearch' });
      for (const personId of input.personIds)
        client.cache.evict({
          id: 'ROOT_QUERY',
          fieldName: 'talentPoolCurriculum',
          args: { pool: 'MY_BASE', personId },
        });
      client.cache.gc();
      // The cached balance is set to balance minus amount (spec 2 section 4.4): refetching the client
      // info would put the signed-in layout back in its loading state and lose the dialog's result.
      const amount = purchaseAmount(input.personIds);
      client.cache.updateQuery({ query: ClientInfoQuery }, (data) =>
        data
          ? {
              clientInfo: {
                ...data.clientInfo,
                plans: data.clientInfo.plans.map((plan) => {
                  const balance = plan.planConfig.creditAccount.availableBalance;
                  if (plan.planConfig.id !== input.planConfigId || balance === null) return plan;
                  const creditAccount = {
                    ...plan.planConfig.creditAccount,
                    availableBalance: Math.max(0, balance - amount),
                  };
                  return { ...plan, planConfig: { ...plan.planConfig, creditAccount } };
                }),
              },
            }
          : data,
      );
    }
    return complete;
  };

  return { buy, loading };
}
