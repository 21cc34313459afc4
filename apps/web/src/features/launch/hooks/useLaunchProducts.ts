import { useMutation, useQuery } from '@apollo/client/react';
import type { CompanyPlanType, EnvironmentType } from '@/gql/graphql';
import { LaunchProductsQuery, StartProcessDraftMutation } from '../graphql/launch.graphql';

/** launchProducts: cap-product's cards and the plan type the product-selection guard picks. */
export function useLaunchProducts() {
  const { data, loading, error, refetch } = useQuery(LaunchProductsQuery, { fetchPolicy: 'network-only' });
  return { products: data?.launchProducts, loading, error, refetch };
}

/** startProcessDraft: a new DRAFT on the company's plan of that type; answers its id. */
export function useStartProcessDraft() {
  const [mutate, { loading }] = useMutation(StartProcessDraftMutation);
  const start = async (product: {
    typeCompanyPlan: CompanyPlanType;
    environmentType: EnvironmentType;
    fullProfile: boolean;
  }) => {
    const { data } = await mutate({ variables: product });
    if (!data) throw new Error('startProcessDraft answered nothing');
    return data.startProcessDraft.id;
  };
  return { start, starting: loading };
}
