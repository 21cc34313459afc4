import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { TRUST_REPORT } from '@terna/domain';
import {
  DeleteReportMutation,
  DeleteReportTrustMutation,
  GenerateReportMutation,
  GenerateReportsMutation,
  GenerateTrustReportMutation,
} from '../graphql/candidate-reports.graphql';
import type { ChosenReportOptions } from '../report-options';
import type { GeneratedReport } from './useReportGeneration';

/** A deleted report's entry leaves the cache: a later dialog must not find it. */
function forget(cache: ApolloCache, id: number) {
  cache.evict({ id: cache.identify({ __typename: 'GeneratedReport', id }) });
  cache.gc();
}

/** A candidate's report (spec 1 section 7): generate with the chosen options; delete with the options it was made with. */
export function useCandidateReportMutations(processPersonId: number) {
  const [generateMutation] = useMutation(GenerateReportMutation);
  const [deleteMutation, deleteState] = useMutation(DeleteReportMutation);

  const generate = async (options: ChosenReportOptions) => {
    const { data } = await generateMutation({ variables: { processPersonId, ...options } });
    return data?.generateReport;
  };

  const remove = async (report: GeneratedReport) => {
    const { sections, engineId, type, language, vendorId } = report;
    await deleteMutation({
      variables: { id: processPersonId, sections, engineId, type, language, vendorId },
      update: (cache, { data }) => data?.deleteReport && forget(cache, report.id),
    });
  };

  return { generate, remove, deleting: deleteState.loading };
}

/** A candidate's trust report: PDF of the EVALUAR engine, always (spec 1 section 9). */
export function useTrustReportMutations(processPersonId: number) {
  const [generateMutation] = useMutation(GenerateTrustReportMutation);
  const [deleteMutation, deleteState] = useMutation(DeleteReportTrustMutation);

  const generate = async (reliabilityComposedCapId: number) => {
    const { data } = await generateMutation({
      variables: { processPersonId, ...TRUST_REPORT, reliabilityComposedCapId },
    });
    return data?.generateTrustReport;
  };

  const remove = async (report: GeneratedReport) => {
    await deleteMutation({
      variables: { id: processPersonId, type: TRUST_REPORT.type },
      update: (cache, { data }) => data?.deleteReportTrust && forget(cache, report.id),
    });
  };

  return { generate, remove, deleting: deleteState.loading };
}

/** The selected candidates' reports in one ZIP; the server leaves out those who cannot have one. */
export function useBulkReportMutation(processId: number) {
  const [generateMutation] = useMutation(GenerateReportsMutation);
  return async (processPersonIds: number[], options: ChosenReportOptions) => {
    const { data } = await generateMutation({ variables: { processId, processPersonIds, ...options } });
    return data?.generateReports;
  };
}
