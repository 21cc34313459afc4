import { useMutation, useQuery } from '@apollo/client/react';
import type { CompanyRoleInput } from '@/gql/graphql';
import {
  CompanyRolesQuery,
  CreateCompanyRoleMutation,
  DeleteCompanyRoleMutation,
  UpdateCompanyRoleMutation,
  UserAgenciesQuery,
} from '../graphql/users.graphql';

/** The permission matrix: the built-in roles, then the company's own. */
export function useCompanyRoles() {
  const { data, loading, error } = useQuery(CompanyRolesQuery);
  return { roles: data?.companyRoles ?? [], loading: loading && !data, error };
}

/** The company's agencies with their departments, for the scope of an invitation or a member. */
export function useUserAgencies() {
  const { data, loading } = useQuery(UserAgenciesQuery);
  return { agencies: data?.companyAgencies ?? [], loading };
}

const refetchQueries = [CompanyRolesQuery, 'CompanyUsers'];

export function useCompanyRoleActions() {
  const [createMutation] = useMutation(CreateCompanyRoleMutation, { refetchQueries });
  const [updateMutation] = useMutation(UpdateCompanyRoleMutation, { refetchQueries });
  const [deleteMutation] = useMutation(DeleteCompanyRoleMutation, { refetchQueries });
  return {
    create: (input: CompanyRoleInput) => createMutation({ variables: { input } }),
    update: (id: number, input: CompanyRoleInput) => updateMutation({ variables: { id, input } }),
    remove: (id: number) => deleteMutation({ variables: { id } }),
  };
}
