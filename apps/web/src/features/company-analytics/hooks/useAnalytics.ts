import { useQuery } from '@apollo/client/react';
import type { AnalyticsFilterValues } from '../filters';
import { AnalyticsAgenciesQuery, CompanyAnalyticsQuery, TagAnalyticsQuery } from '../graphql/company-analytics.graphql';

/** A range that ends before it starts is not asked for: the form shows why, and the last figures stay. */
const isReversed = (filters: AnalyticsFilterValues) =>
  filters.from !== '' && filters.to !== '' && filters.from > filters.to;

const variablesOf = (filters: AnalyticsFilterValues) => ({
  from: filters.from || null,
  to: filters.to || null,
  agencyId: filters.agencyId,
});

/** The company's figures for the filters, fetched again on every visit: processes and candidates move all day. */
export function useCompanyAnalytics(filters: AnalyticsFilterValues) {
  const { data, previousData, loading, error, refetch } = useQuery(CompanyAnalyticsQuery, {
    variables: variablesOf(filters),
    skip: isReversed(filters),
    fetchPolicy: 'cache-and-network',
  });
  // The last figures stay on screen while new filters load, instead of flashing the skeleton.
  return { analytics: (data ?? previousData)?.companyAnalytics, loading, error, refetch };
}

export function useTagAnalytics(filters: AnalyticsFilterValues) {
  const { data, previousData, loading, error, refetch } = useQuery(TagAnalyticsQuery, {
    variables: variablesOf(filters),
    skip: isReversed(filters),
    fetchPolicy: 'cache-and-network',
  });
  return { analytics: (data ?? previousData)?.companyAnalytics, loading, error, refetch };
}

export function useAnalyticsAgencies() {
  const { data } = useQuery(AnalyticsAgenciesQuery);
  return data?.companyAgencies ?? [];
}
