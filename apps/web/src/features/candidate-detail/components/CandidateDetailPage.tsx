import { Box } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { routeId } from '../detail';
import type { CandidateActions } from './CandidateDetailHeader';
import { CandidateDetailView } from './CandidateDetailView';

/**
 * /cap/process/:id/candidates/:candidateId/:component: the company user's candidate detail; malformed
 * ids answer 404. `actions` are the app's additions about the person (another feature's).
 */
export function CandidateDetailPage({ actions }: { actions?: CandidateActions }) {
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
      <CandidateDetailView processId={processId} candidateId={personId} component={component} actions={actions} />
    </Box>
  );
}
