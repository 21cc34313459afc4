import { Box } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { routeId } from '../detail';
import { CandidateDetailView, type CandidateDetailViewProps } from './CandidateDetailView';

/**
 * /cap/process/:id/candidates/:candidateId/:component: the company user's candidate detail; malformed
 * ids answer 404. The actions menu and the person's actions are other features', passed in by the app.
 */
export function CandidateDetailPage({
  actions,
  personActions,
}: Pick<CandidateDetailViewProps, 'actions' | 'personActions'>) {
  const { id, candidateId, component } = useParams();
  const { to } = useLocale();
  const processId = routeId(id);
  const personId = routeId(candidateId);
  if (processId === null || personId === null || !component) return <Navigate to={to(paths.notFound)} replace />;
  return (
    <Box
      component="main"
      id="main"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignContent: 'start',
        p: { xs: 2, md: 3 },
        maxWidth: 1600,
        mx: 'auto',
      }}
    >
      <CandidateDetailView
        processId={processId}
        candidateId={personId}
        component={component}
        actions={actions}
        personActions={personActions}
      />
    </Box>
  );
}
