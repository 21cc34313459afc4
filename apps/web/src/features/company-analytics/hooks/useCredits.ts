import { useQuery } from '@apollo/client/react';
import { CreditAccountsQuery, CreditHistoryQuery } from '../graphql/company-analytics.graphql';

export function useCreditAccounts() {
  const { data, loading, error, refetch } = useQuery(CreditAccountsQuery, { fetchPolicy: 'cache-and-network' });
  return { accounts: data?.creditAccounts, loading, error, refetch };
}

/** One account's movements, a page at a time; nothing is asked until an account is chosen. */
export function useCreditHistory(planConfigId: number | null, page: number, size: number) {
  const { data, previousData, loading, error } = useQuery(CreditHistoryQuery, {
    variables: { planConfigId: planConfigId ?? 0, page, size },
    skip: planConfigId === null,
    fetchPolicy: 'cache-and-network',
  });
  return { history: (data ?? previousData)?.creditHistory, loading, error };
}
