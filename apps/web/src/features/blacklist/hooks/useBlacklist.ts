import { useQuery } from '@apollo/client/react';
import { BlacklistQuery } from '../graphql/blacklist.graphql';

/** The process's blacklisted candidates; refreshed on every visit, since the people tab and other processes change the list. */
export function useBlacklist(processId: number) {
  const { data, loading, error, refetch } = useQuery(BlacklistQuery, {
    variables: { processId },
    fetchPolicy: 'cache-and-network',
  });
  return { entries: data?.getBlackListByProcessId, loading, error, refetch };
}
