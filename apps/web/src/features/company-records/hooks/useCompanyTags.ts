import { useMutation, useQuery } from '@apollo/client/react';
import {
  CompanyTagListQuery,
  CreateCompanyTagMutation,
  DeleteCompanyTagMutation,
  UpdateCompanyTagMutation,
} from '../graphql/company-records.graphql';

/** The company's tags with their use, and the changes the tags page makes (the list is read again after each). */
export function useCompanyTags() {
  const { data, loading, error, refetch } = useQuery(CompanyTagListQuery, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: CompanyTagListQuery }];
  const [create, creating] = useMutation(CreateCompanyTagMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update, updating] = useMutation(UpdateCompanyTagMutation, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(DeleteCompanyTagMutation, { refetchQueries, awaitRefetchQueries: true });
  return {
    tags: data?.companyTagList,
    loading,
    error,
    refetch,
    save: (input: { id?: number; title: string; hexCode: string }) =>
      input.id ? update({ variables: { ...input, id: input.id } }) : create({ variables: input }),
    saving: creating.loading || updating.loading,
    remove: async (id: number) => (await remove({ variables: { id } })).data?.deleteCompanyTag ?? 0,
    removing: removing.loading,
  };
}
