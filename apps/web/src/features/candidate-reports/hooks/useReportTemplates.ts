import { useQuery } from '@apollo/client/react';
import { hasFeature } from '@terna/domain';
import { useClientInfo } from '@/shared/session/useSessionData';
import { ReportTemplatesQuery } from '../graphql/candidate-reports.graphql';

/**
 * The templates the current company may use (global ones and its own) and whether it may choose
 * the report's language (MULTI_LANGUAGE, spec 1 section 5).
 */
export function useReportTemplates() {
  const { clientInfo, loading: companyLoading } = useClientInfo();
  const companyId = clientInfo?.id ?? null;
  const { data, loading, error, refetch } = useQuery(ReportTemplatesQuery, {
    variables: { companyId: companyId ?? 0 },
    skip: companyId === null,
    notifyOnNetworkStatusChange: true,
  });
  return {
    templates: data?.getReportTemplateByCompanyId ?? [],
    multiLanguage: hasFeature(clientInfo?.features, 'MULTI_LANGUAGE'),
    loading: companyLoading || loading,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
