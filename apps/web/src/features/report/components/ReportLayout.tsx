import { ApolloProvider } from '@apollo/client/react';
import { Box } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipToContent } from '@/shared/ui/SkipToContent';
import { Navigate, Outlet, useMatch, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { ReviewerProvider, type Reviewer } from '@/shared/session/reviewer';
import { MessagePage } from '@/shared/ui/MessagePage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { reportRedirect } from '../guard';
import { useObserverSession } from '../hooks/useObserverSession';
import { ReportSessionContext, type ReportSession } from '../hooks/useReportSession';
import { takeObserverToken } from '../lib/observer-token';
import { createReportApolloClient } from '../lib/report-apollo';
import { reportPaths, reportProcessId, reportRoutePatterns } from '../routing';
import { ReportHeader } from './ReportHeader';

/**
 * /report/:id and its pages: the observer's own session (the link token, never the company one),
 * the report guard of spec 2 §6, the header and the page. Keyed by process so another report's
 * address starts over with that report's token.
 */
export function ReportLayout() {
  const { id } = useParams();
  const { to } = useLocale();
  const processId = reportProcessId(id);
  if (processId === null) return <Navigate to={to(paths.notFound)} replace />;
  return <ReportSessionBoundary key={processId} processId={processId} />;
}

function ReportSessionBoundary({ processId }: { processId: number }) {
  const { to } = useLocale();
  const [token] = useState(() => takeObserverToken(processId));
  // A link that expires or is revoked during the visit ends it from any page's request.
  const [ended, setEnded] = useState(false);
  const [client] = useState(() => (token ? createReportApolloClient(token, () => setEnded(true)) : null));

  if (!token || !client || ended) return <Navigate to={to(reportPaths.expired(processId))} replace />;
  return (
    <ApolloProvider client={client}>
      <ReportGuard processId={processId} token={token} onSessionEnd={() => setEnded(true)} />
    </ApolloProvider>
  );
}

function ReportGuard({
  processId,
  token,
  onSessionEnd,
}: {
  processId: number;
  token: string;
  onSessionEnd: () => void;
}) {
  const { to } = useLocale();
  const onTerms = useMatch(`/:lang/${reportRoutePatterns.layout}`) !== null;
  const { session, loading, error, refetch } = useObserverSession();
  const code = errorCode(error);
  const redirect = reportRedirect({ processId, session, errorCode: code, onTerms });

  if (redirect) return <Navigate to={to(redirect)} replace />;
  if (session) return <ReportFrame session={session} token={token} onSessionEnd={onSessionEnd} />;
  if (error && !loading) return <LoadFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <>
      <ReportHeader />
      <Box component="main" id="main">
        <PageLoader />
      </Box>
    </>
  );
}

function ReportFrame({
  session,
  token,
  onSessionEnd,
}: {
  session: ReportSession;
  token: string;
  onSessionEnd: () => void;
}) {
  const reviewer = useMemo<Reviewer>(
    () => ({
      realm: 'observer',
      observerId: session.observerId,
      processId: session.processId,
      sections: session.sections.map((s) => s.name),
      token,
      onSessionEnd,
    }),
    [session.observerId, session.processId, session.sections, token, onSessionEnd],
  );
  return (
    <ReportSessionContext.Provider value={session}>
      <ReviewerProvider value={reviewer}>
        <SkipToContent />
        <ReportHeader session={session} />
        <Box
          component="main"
          id="main"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 3,
            alignContent: 'start',
            p: { xs: 2, md: 3 },
            maxWidth: 1600,
            mx: 'auto',
          }}
        >
          <Outlet />
        </Box>
      </ReviewerProvider>
    </ReportSessionContext.Provider>
  );
}

/** A failure that says nothing about the link (network, server): tell why and offer to try again. */
function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('report');
  const { t: tc } = useTranslation();
  const notify = useSnackbar();
  const notified = useRef<unknown>(null);

  useEffect(() => {
    if (notified.current === error) return;
    notified.current = error;
    notify({ message: t('loadError.snackbar', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  return (
    <MessagePage
      title={t('loadError.title')}
      body={t('loadError.body')}
      action={{ label: tc('retry'), onClick: onRetry }}
    />
  );
}
