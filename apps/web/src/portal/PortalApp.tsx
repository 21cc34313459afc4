import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPortalComponent } from '@terna/domain';
import { PortalApiError, portalSession } from './api';
import { PortalContext } from './context';
import { loadStepTexts } from './i18n';
import { entryApi } from './entry/entry-api';
import { EntryScreen, ProcessStatusPage, type EntryState } from './entry/EntryScreen';
import { usePortalRoute, type ProcessRef } from './router';
import { LoadingBlocks, PortalFrame, errorText, useNotify } from './ui';

// Each later screen is its own chunk: the first screen carries only the entry (issue 17's 150 kB budget).
const ConsentScreen = lazy(() => import('./journey/ConsentScreen'));
const JourneyScreen = lazy(() => import('./journey/JourneyScreen'));
const withStepTexts = <T,>(screen: Promise<T>) => Promise.all([screen, loadStepTexts()]).then(([module]) => module);
const CvStep = lazy(() => withStepTexts(import('./cv/CvStep')));
const QuestionStep = lazy(() => withStepTexts(import('./steps/QuestionStep')));

/** Session codes after which the candidate must identify again. */
const SESSION_ENDED = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN_SESSION'];

function useEntryInfo(ref: ProcessRef | null): EntryState {
  const [attempt, setAttempt] = useState(0);
  const [entry, setEntry] = useState<EntryState>({ state: 'loading' });
  const key = ref ? JSON.stringify(ref) : null;
  useEffect(() => {
    if (!key) return;
    let current = true;
    setEntry({ state: 'loading' });
    entryApi.info(JSON.parse(key) as ProcessRef).then(
      (info) => current && setEntry({ state: 'ready', info }),
      (error: unknown) => current && setEntry({ state: 'failed', error, retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return entry;
}

export function PortalApp() {
  const { t } = useTranslation();
  const notify = useNotify();
  const route = usePortalRoute();
  portalSession.base = route.base;
  const entry = useEntryInfo(route.ref);
  const info = entry.state === 'ready' ? entry.info : null;
  const { go, view } = route;
  const invitation = route.search.get('invitation');
  // A reminder's link names the first step left (docs/api/portal.md): the candidate lands on it.
  const step = route.search.get('step');
  const reminderStep = step && isPortalComponent(step) ? step : null;
  const signedIn = portalSession.get() !== null;

  // Pages past the entry need the candidate's session; a returning tab with one skips the entry.
  const mustIdentify = view.name !== 'entry' && view.name !== 'notFound' && !signedIn;
  const canSkipEntry = view.name === 'entry' && signedIn && !invitation && info?.status === 'OPEN';
  useEffect(() => {
    if (mustIdentify) go('', { replace: true });
    else if (canSkipEntry) go('/steps', { replace: true });
  }, [mustIdentify, canSkipEntry, go]);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof PortalApiError && (error.status === 401 || SESSION_ENDED.includes(error.code ?? ''))) {
        portalSession.clear();
        notify(t('errors.sessionEnded'), 'warning');
        go('', { replace: true });
        return;
      }
      if (error instanceof PortalApiError && error.code === 'CONSENT_REQUIRED') {
        go('/consent', { replace: true });
        return;
      }
      // A step out of order or already done: back to the journey, with the server's reason.
      if (error instanceof PortalApiError && error.code === 'STEP_NOT_AVAILABLE') go('/steps', { replace: true });
      notify(errorText(error, t('errors.generic')));
    },
    [go, notify, t],
  );
  const context = useMemo(() => ({ info, go, fail }), [info, go, fail]);

  let screen;
  if (!route.ref || view.name === 'notFound') screen = <ProcessStatusPage status="NOT_FOUND" />;
  else if (view.name === 'entry' || mustIdentify)
    screen = (
      <EntryScreen
        entry={entry}
        processRef={route.ref}
        invitation={invitation}
        onSession={() => go(reminderStep ? `/steps/${reminderStep}` : '/steps', { replace: true })}
      />
    );
  else if (view.name === 'consent') screen = <ConsentScreen />;
  else if (view.name === 'journey') screen = <JourneyScreen />;
  else if (view.component === 'CURRICULUM') screen = <CvStep />;
  else screen = <QuestionStep key={view.component} component={view.component} />;

  return (
    <PortalContext.Provider value={context}>
      <PortalFrame companyName={info?.companyName} logoUrl={info?.logoUrl}>
        <Suspense fallback={<LoadingBlocks />}>{screen}</Suspense>
      </PortalFrame>
    </PortalContext.Provider>
  );
}
