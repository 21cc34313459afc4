import { useApolloClient, useMutation } from '@apollo/client/react';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { BuyCurriculumMutation } from '../graphql/talent-pool.graphql';
import { purchaseAmount } from '../purchase';
import { forgetTalentPoolSearches } from './useTalentPoolSearch';

/**
 * buyCurriculum, then what spec 2 section 4.4 step 4 asks: both pools' cached searches are dropped
 * (the people move from the talent pool to my-base) and the balance is read again for the banner.
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
      await client.refetchQueries({ include: [ClientInfoQuery] });
    }
    return complete;
  };

  return { buy, loading };
}
