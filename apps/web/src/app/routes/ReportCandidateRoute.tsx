import { Navigate, useParams } from 'react-router';
import { CandidateDetailView } from '@/features/candidate-detail/components/CandidateDetailView';
import { routeId } from '@/features/candidate-detail/detail';
import { useReportSession } from '@/features/report/hooks/useReportSession';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';

/** /report/:id/candidates/:candidateId/:component: a candidate's detail, the observer's granted sections only. */
export default function ReportCandidateRoute() {
  const { candidateId, component } = useParams();
  const { processId } = useReportSession();
  const { to } = useLocale();
  const personId = routeId(candidateId);
  if (personId === null || !component) return <Navigate to={to(paths.notFound)} replace />;
  return <CandidateDetailView processId={processId} candidateId={personId} component={component} />;
}
