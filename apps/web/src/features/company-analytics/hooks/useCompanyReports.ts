import { useQuery } from '@apollo/client/react';
import { CompanyReportsQuery } from '../graphql/company-analytics.graphql';

/** The company's generated reports; the download addresses are signed per read, so every visit asks again. */
export function useCompanyReports(search: string, page: number, size: number) {
  const { data, previousData, loading, error, refetch } = useQuery(CompanyReportsQuery, {
    variables: { search: search || null, page, size },
    fetchPolicy: 'cache-and-network',
  });
  return { reports: (data ?? previousData)?.companyReports, loading, error, refetch };
}
