import { Box, Button, Paper, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { EraseCandidateAction } from '@/features/data-subject-rights';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { candidateDetailPath, useReviewer, type Reviewer } from '@/shared/session/reviewer';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { detailTabs, tabOfSlug } from '../detail';
import { useProcessCandidate } from '../hooks/useProcessCandidate';
import { CandidateDetailHeader, type CandidateActions } from './CandidateDetailHeader';
import { ComponentResultPanel } from './ComponentResultPanel';

export interface CandidateDetailViewProps {
  processId: number;
  /** The processPersonId. */
  candidateId: number;
  /** The {component} segment of the address, e.g. `disc` or `knowledge_test`. */
  component: string;
  /** The candidate's actions menu, which the app brings from the candidates feature (company users only). */
  actions?: (ids: { processId: number; candidateId: number }) => ReactNode;
  /** Actions about the person for the header (company users only: the observer's report passes none). */
  personActions?: CandidateActions;
}

/** Answers that mean "no such candidate here for you": the page answers 404 (spec 2 section 2.5). */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'BAD_INPUT', 'FORBIDDEN', 'PROCESS_NOT_OWNED']);
/** An observer whose link has lapsed, or who has not accepted the terms, goes back to the report's guard pages. */
const OBSERVER_EXPIRED_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

/** Where the back button goes: the control people tab (spec 2 section 2.4) or, for an observer, the report's shortlist. */
const backPath = (reviewer: Reviewer, processId: number) =>
  reviewer.realm === 'observer' ? `/report/${processId}/shortlisted` : `/cap/process/${processId}/control/people`;

/**
 * A candidate's detail (spec 2 section 2.5): the header and one tab per process component in
 * order, the tab's full result below. A company user sees every component; an observer (report
 * view) sees the granted sections only and no company actions. An unknown or unauthorised
 * component, or a candidate of another process, answers 404.
 */
export function CandidateDetailView({
  processId,
  candidateId,
  component,
  actions,
  personActions,
}: CandidateDetailViewProps) {
  const { t } = useTranslation('candidateDetail');
  const { to } = useLocale();
  const reviewer = useReviewer();
  const { ability } = usePermissionAbility();
  const tabsId = useId();
  const { candidate, error, retry, loading } = useProcessCandidate(candidateId);
  const backTo = to(backPath(reviewer, processId));
  const backLabel = reviewer.realm === 'observer' ? t('header.backToReport') : t('header.back');
  const code = error ? errorCode(error) : undefined;

  if (code && NOT_FOUND_CODES.has(code)) return <Navigate to={to(paths.notFound)} replace />;
  if (code && reviewer.realm === 'observer' && OBSERVER_EXPIRED_CODES.has(code))
    return <Navigate to={to(`/report/${processId}/expired`)} replace />;
  if (code === 'OBSERVER_TERMS_REQUIRED' && reviewer.realm === 'observer')
    return <Navigate to={to(`/report/${processId}`)} replace />;

  if (!candidate) {
    return (
      // One column no wider than the screen, whatever the skeletons' own widths add up to.
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <CandidateDetailHeader backTo={backTo} backLabel={backLabel} tabs={<TabsSkeleton />} />
        {error ? <LoadFailure error={error} onRetry={retry} retrying={loading} /> : <PanelSkeleton />}
      </Box>
    );
  }

  const tabs = detailTabs(candidate.results, reviewer.realm === 'observer' ? reviewer.sections : null);
  const current = tabOfSlug(tabs, component);
  if (candidate.processId !== processId || !current) return <Navigate to={to(paths.notFound)} replace />;
  const result = candidate.results.find((entry) => entry.componentType === current.componentType)!;
  const tabId = (slug: string) => `${tabsId}-tab-${slug}`;
  const panelId = `${tabsId}-panel`;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CandidateDetailHeader
        candidate={candidate}
        backTo={backTo}
        backLabel={backLabel}
        actions={reviewer.realm === 'observer' ? undefined : actions?.({ processId, candidateId })}
        personActions={reviewer.realm === 'observer' ? undefined : personActions}
        tabs={
          <Tabs
            value={current.slug}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('tabs.label')}
            sx={{ borderTop: 1, borderColor: 'divider', px: 1 }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.slug}
                value={tab.slug}
                id={tabId(tab.slug)}
                aria-controls={tab.slug === current.slug ? panelId : undefined}
                label={tab.label}
                component={RouterLink}
                to={to(candidateDetailPath(reviewer, processId, candidateId, tab.slug))}
              />
            ))}
          </Tabs>
        }
      />
      {reviewer.realm !== 'observer' && ability.can('full', 'Company') && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <EraseCandidateAction personId={candidate.personId} onErased={retry} />
        </Box>
      )}
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current.slug)}>
        <ComponentResultPanel
          key={current.slug}
          result={result}
          cv={candidate.cv}
          gradeFor={reviewer.realm !== 'observer' && ability.can('update', 'Candidate') ? candidate.id : undefined}
        />
      </Box>
    </Box>
  );
}

/** "error candidate" (spec 2 section 8) in the snackbar, once, and a way to try again on the page. */
function LoadFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('candidateDetail');
  const notify = useSnackbar();
  const notified = useRef<unknown>(null);

  useEffect(() => {
    if (notified.current === error) return;
    notified.current = error;
    notify({ message: t('loadError'), severity: 'error' });
  }, [error, notify, t]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
    >
      <Typography>{t('loadError')}</Typography>
      <Button variant="contained" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </Paper>
  );
}

/** Clipped where the tabs it stands for would scroll: four do not fit a phone's width. */
function TabsSkeleton() {
  return (
    <Box sx={{ display: 'flex', gap: 2, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', overflow: 'hidden' }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" width={88} height={24} />
      ))}
    </Box>
  );
}

function PanelSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '30%' }} />
      <Skeleton variant="rounded" height={8} sx={{ maxWidth: 480 }} />
      <Skeleton variant="rounded" height={180} />
    </Paper>
  );
}
