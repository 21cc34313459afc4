import { useFragment, useLazyQuery, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { GeneratedReportFieldsFragment } from '@/gql/graphql';
import { downloadFile } from '../download';
import {
  CandidateReportQuery,
  GeneratedReportFragment,
  ReportJobChangedSubscription,
} from '../graphql/candidate-reports.graphql';
import { isSettled, isUrlExpired } from '../report-options';

/** How often an open dialog asks how its report is going once its live stream has broken. */
export const REPORT_POLL_INTERVAL_MS = 1000;

export type GeneratedReport = GeneratedReportFieldsFragment;

/**
 * One report's life in a dialog, the same for the candidate, trust and bulk reports: start it with
 * the dialog's own mutation, follow its status live (reportJobChanged, until COMPLETED or FAILED; a poll
 * takes over only if the stream breaks, say behind a proxy that cuts long responses), hand the file to
 * the browser once when it is ready, and fetch a fresh address when "download again" finds the
 * signed one expired.
 */
export function useReportGeneration() {
  const [started, setStarted] = useState<GeneratedReport | null>(null);
  const [starting, setStarting] = useState(false);
  const downloaded = useRef<number | null>(null);
  const lastGenerate = useRef<(() => Promise<GeneratedReport | undefined>) | null>(null);

  // The stream, a poll, the "download again" refresh and the mutation all write the one cache entry this reads.
  const cached = useFragment({
    fragment: GeneratedReportFragment,
    from: started && { __typename: 'GeneratedReport', id: started.id },
  });
  const report = started && cached.complete ? cached.data : started;
  const settled = report !== null && isSettled(report.status);
  // A stored report with the same options and data comes back COMPLETED at once: nothing to follow.
  const followed = useSubscription(ReportJobChangedSubscription, {
    variables: { id: started?.id ?? 0 },
    skip: report === null || settled,
  });
  const polled = useQuery(CandidateReportQuery, {
    variables: { id: started?.id ?? 0 },
    skip: report === null || settled || followed.error === undefined,
    fetchPolicy: 'network-only',
    pollInterval: REPORT_POLL_INTERVAL_MS,
  });

  const [fetchReport] = useLazyQuery(CandidateReportQuery, { fetchPolicy: 'network-only' });

  // Handing the file over is an effect on the browser, once per report.
  useEffect(() => {
    if (report?.status !== 'COMPLETED' || !report.url || downloaded.current === report.id) return;
    downloaded.current = report.id;
    downloadFile(report.url, report.fileName);
  }, [report]);

  /** Runs the dialog's generate mutation; its failure reaches the caller, which says it its own way. */
  const start = async (generate: () => Promise<GeneratedReport | undefined>) => {
    lastGenerate.current = generate;
    setStarting(true);
    try {
      const answer = await generate();
      if (!answer) return;
      downloaded.current = null;
      setStarted(answer);
    } finally {
      setStarting(false);
    }
  };

  /** Downloads the file again, asking for a fresh signed address when the one at hand has expired. */
  const downloadAgain = async () => {
    if (!report) return;
    let current = report;
    if (!current.url || isUrlExpired(current.urlExpiresAt)) {
      const { data } = await fetchReport({ variables: { id: report.id } });
      current = data?.candidateReport ?? current;
    }
    if (current.url) downloadFile(current.url, current.fileName);
  };

  return {
    report,
    starting,
    /** A failed status read while polling after the stream broke; the poll goes on. */
    pollError: settled ? undefined : polled.error,
    start,
    downloadAgain,
    /** Asks again with the same options, after the job gave up. */
    retry: () => (lastGenerate.current ? start(lastGenerate.current) : Promise.resolve()),
  };
}
