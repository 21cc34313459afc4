import { Navigate } from 'react-router';
import { useReportSession } from '@/features/report/hooks/useReportSession';
import { reportPaths } from '@/features/report/routing';
import { ComparatorView } from '@/features/comparator/components/ComparatorView';
import { useLocale } from '@/shared/hooks/useLocale';

/** /report/:id/comparator: only for a process whose plan includes the comparator; else the shortlist. */
export default function ReportComparatorRoute() {
  const { processId, comparatorAllowed } = useReportSession();
  const { to } = useLocale();
  if (!comparatorAllowed) return <Navigate to={to(reportPaths.shortlisted(processId))} replace />;
  return <ComparatorView processId={processId} />;
}
