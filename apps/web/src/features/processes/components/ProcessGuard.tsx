import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode, errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { processErrorRedirect, processPageRedirect, type GuardedPage, type GuardedProcess } from '../routing';
import { ProcessPageLayout } from './ProcessPageLayout';

interface ProcessGuardProps<P extends GuardedProcess> {
  page: GuardedPage;
  /** The id of the route; null when it is not a process id. */
  id: number | null;
  result: { process?: P; loading: boolean; error?: unknown };
  children: (process: P) => ReactNode;
  /** What shows while the process is checked; the page loader by default. */
  placeholder?: ReactNode;
}

/**
 * The process route guard: the loader while the process is checked, then the page, or a redirect
 * (another company's process, an unknown one or a sub-process, a page the status does not allow,
 * or the path family of another plan).
 */
export function ProcessGuard<P extends GuardedProcess>({
  page,
  id,
  result,
  children,
  placeholder,
}: ProcessGuardProps<P>) {
  const { to } = useLocale();
  const { pathname } = useLocation();

  if (id === null) return <Navigate to={to(paths.notFound)} replace />;
  if (result.process) {
    const redirect = processPageRedirect(page, pathname, result.process);
    return redirect ? <Navigate to={to(redirect)} replace /> : children(result.process);
  }
  if (result.error) return <LoadFailure error={result.error} />;
  return (
    placeholder ?? (
      <ProcessPageLayout>
        <PageLoader />
      </ProcessPageLayout>
    )
  );
}

function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('processes');
  const { to } = useLocale();
  const notify = useSnackbar();
  const notified = useRef(false);
  const code = errorCode(error);
  const target = processErrorRedirect(code);
  const unexpected = target === paths.processList;

  // An unexpected failure (network, server) says why the user is back on the list.
  useEffect(() => {
    if (!unexpected || notified.current) return;
    notified.current = true;
    notify({ message: t('guard.loadError', { reason: errorText(error) }), severity: 'error' });
  }, [unexpected, notify, t, error]);

  return <Navigate to={to(target)} replace />;
}
