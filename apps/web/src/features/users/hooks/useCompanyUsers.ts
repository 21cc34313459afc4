import { useQuery } from '@apollo/client/react';
import type { CompanyUserStatus, MemberRole, UserScope } from '@terna/domain';
import { CompanyUsersQuery } from '../graphql/users.graphql';

export interface CompanyUsersFilter {
  search: string;
  role: MemberRole | '';
  scope: UserScope | '';
  status: CompanyUserStatus | '';
  page: number;
  size: number;
}

/** A page of the users list for the filters; the previous page stays on screen while the next loads. */
export function useCompanyUsers(filter: CompanyUsersFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(CompanyUsersQuery, {
    variables: {
      search: filter.search || null,
      role: filter.role || null,
      scope: filter.scope || null,
      status: filter.status || null,
      page: filter.page,
      size: filter.size,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.companyUsers;
  return { rows: page?.items ?? [], total: page?.total ?? 0, loading, loaded: Boolean(page), error, refetch };
}
