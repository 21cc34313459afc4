import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Drawer,
  MenuItem,
  Paper,
  Skeleton,
  TablePagination,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { CANDIDATE_PAGE_SIZES, CANDIDATE_SIDEBAR_MAX_WIDTH, HEADER_HEIGHT, processKind } from '@terna/domain';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';
import { FilterDrawer } from '@/shared/ui/FilterPanel';
import { OpenedOnce } from '@/shared/ui/OpenedOnce';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { NotHiredMailButton } from '../actions/components/NotHiredMailButton';
import type { ProcessForActions } from '../actions/graphql/candidate-actions.graphql';
import { useCandidateReportDialogs } from '../actions/report-dialogs';
import { pageSelection, type GroupCandidate } from '../group-selection';
import { useAddedCandidate } from '../hooks/useAddedCandidate';
import { useCandidateDetail } from '../hooks/useCandidateDetail';
import { useCandidateListParams } from '../hooks/useCandidateListParams';
import { useCandidates } from '../hooks/useCandidates';
import { useFilterLabels } from '../hooks/useFilterLabels';
import { useGroupSelection } from '../hooks/useGroupSelection';
import { useTagCatalogue } from '../hooks/useTagCatalogue';
import { activeFilters, SORT_OPTIONS, sortKey, withoutFilter, type CandidatePageSize } from '../list-params';
import { ActiveFilterChips } from './ActiveFilterChips';
import { CandidateFilters } from './CandidateFilters';
import { CandidateListItem } from './CandidateListItem';
import { GroupToolbar } from './GroupToolbar';

// The side panel and the dialogs load when first opened: the list's first screen carries only what it shows
// (docs/performance.md).
const CandidateSidebar = lazyNamed(() => import('./CandidateSidebar'), 'CandidateSidebar');
const InviteCandidateDialog = lazyNamed(
  () => import('../actions/components/InviteCandidateDialog'),
  'InviteCandidateDialog',
);
const InviteToProcessDialog = lazyNamed(
  () => import('../actions/components/InviteToProcessDialog'),
  'InviteToProcessDialog',
);

const FILTER_PANEL_WIDTH = 280;
/** Side panels stay in view under the sticky header while the list scrolls. */
const stickyPanel = {
  position: 'sticky',
  top: HEADER_HEIGHT + 16,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT + 32}px)`,
  overflowY: 'auto',
  flexShrink: 0,
} as const;

const toGroupCandidate = (candidate: GroupCandidate): GroupCandidate => ({
  personId: candidate.personId,
  processPersonId: candidate.processPersonId,
  firstName: candidate.firstName,
  lastName: candidate.lastName,
  mail: candidate.mail,
  identification: candidate.identification,
});

/**
 * The people tab (cap-process-id-control-people): the process's candidates with search,
 * facets, order and pages in the address; a group to invite elsewhere or to download the
 * reports of; the candidate sidebar.
 */
export function CandidateListPage({ process }: { process: ProcessForActions }) {
  const { t } = useTranslation('candidates');
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const notify = useSnackbar();
  const { ability } = usePermissionAbility();
  const { filters, update, clear } = useCandidateListParams();
  const { candidates, total, processTotal, facets, loading, error, refetch, variables } = useCandidates(
    process.id,
    filters,
  );
  const tagOf = useTagCatalogue(process.id);
  const labelOf = useFilterLabels(tagOf, facets);
  const { group, toggle, togglePage, clear: clearGroup } = useGroupSelection();
  const { onAdded, statusOf } = useAddedCandidate(variables, filters.personEvaluationsStatus);
  const [openId, setOpenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { BulkReport } = useCandidateReportDialogs();
  const detail = useCandidateDetail(openId);

  const readOnly = process.statusName === 'CLOSED';
  // The trust result means something only where candidates take the trust test.
  const showTrust =
    process.children.length > 0 ||
    Boolean(process.jobOpportunity?.components.some((c) => c.componentType === 'RELIABILITY'));
  const canInvite = ability.can('invite', 'Candidate');
  // Reports are not for trust processes (spec 1 section 6); the server skips candidates without one.
  const canReport =
    ability.can('generate', 'Report') &&
    processKind({
      typeCompanyPlan: process.typeCompanyPlan,
      environmentType: process.environmentTypeName,
      fullProfile: process.fullProfile,
    }) !== 'TRUST';
  const canGroup = canInvite || canReport;
  const active = activeFilters(filters);
  const refresh = () => void refetch().catch(() => undefined);

  useEffect(() => {
    if (error) notify({ message: t('list.loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);
  useEffect(() => {
    if (detail.error)
      notify({ message: t('sidebar.loadError', { reason: errorText(detail.error) }), severity: 'error' });
  }, [detail.error, notify, t]);

  const panel = (
    <CandidateFilters
      filters={filters}
      facets={facets}
      labelOf={labelOf}
      onChange={(patch) => update(patch)}
      onClear={clear}
    />
  );
  const openCandidate = candidates?.find((candidate) => candidate.id === openId) ?? detail.candidate;
  const sidebar = openCandidate && (
    <Suspense fallback={<SidebarSkeleton />}>
      <CandidateSidebar
        candidate={openCandidate}
        detail={detail.candidate}
        status={statusOf(openCandidate)}
        process={process}
        tagOf={tagOf}
        readOnly={readOnly}
        onClose={() => setOpenId(null)}
        onChanged={refresh}
      />
    </Suspense>
  );
  const pageGroup = (candidates ?? []).map(toGroupCandidate);

  let results;
  if (!candidates && loading) results = <ListSkeleton />;
  else if (!candidates)
    results = (
      <EmptyState message={t('list.loadFailed')} action={{ label: t('retry', { ns: 'common' }), onClick: refresh }} />
    );
  else if (candidates.length === 0) {
    const search = filters.search.trim();
    if (search)
      results = (
        <EmptyState
          message={t('list.notFound', { search })}
          action={{ label: t('facets.clear', { ns: 'common' }), onClick: clear }}
        />
      );
    else if (active.length > 0)
      results = (
        <EmptyState message={t('list.empty')} action={{ label: t('facets.clear', { ns: 'common' }), onClick: clear }} />
      );
    else results = <EmptyState message={t('list.noCandidates')} />;
  } else {
    results = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {candidates.map((candidate) => (
          <li key={candidate.id}>
            <CandidateListItem
              candidate={candidate}
              process={process}
              status={statusOf(candidate)}
              tagOf={tagOf}
              open={candidate.id === openId}
              showTrust={showTrust}
              selectable={canGroup}
              inGroup={group.has(candidate.id)}
              readOnly={readOnly}
              onOpen={() => setOpenId(candidate.id)}
              onToggleGroup={() => toggle(toGroupCandidate(candidate))}
              onChanged={refresh}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      {!compact && (
        <Paper variant="outlined" sx={{ ...stickyPanel, width: FILTER_PANEL_WIDTH, p: 2 }}>
          {panel}
        </Paper>
      )}
      <Box
        component="section"
        aria-label={t('list.results')}
        aria-busy={loading}
        sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <SearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={filters.search}
            onCommit={(search) => update({ search }, { replace: true })}
          />
          {compact && <FilterDrawer active={active.length}>{panel}</FilterDrawer>}
          <TextField
            select
            size="small"
            label={t('list.sort')}
            value={sortKey(filters.sort)}
            onChange={(event) => {
              const sort = SORT_OPTIONS.find((option) => sortKey(option) === event.target.value);
              if (sort) update({ sort });
            }}
            sx={{ minWidth: 220 }}
          >
            {SORT_OPTIONS.map((option) => (
              <MenuItem key={sortKey(option)} value={sortKey(option)}>
                {t(`sort.${option.field}.${option.order}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
            {/* Thanking the candidates not hired belongs to the end of a process, and to a running one. */}
            {(process.statusName === 'LAUNCHED' || process.statusName === 'CLOSED') && (
              <NotHiredMailButton processId={process.id} />
            )}
            {canInvite && process.statusName === 'LAUNCHED' && (
              <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
                {t('list.add')}
              </Button>
            )}
          </Box>
        </Box>
        <Typography color="text.secondary" role="status">
          {loading && !candidates
            ? t('loading', { ns: 'common' })
            : // Filters (the default one hides "No me gusta") show fewer than the process has: both numbers, so the header's agrees.
              total === processTotal
              ? t('list.total', { count: total })
              : t('list.totalOf', { count: total, processTotal })}
        </Typography>
        <ActiveFilterChips
          active={active}
          labelOf={labelOf}
          onRemove={(filter) => update(withoutFilter(filters, filter))}
          onClear={clear}
        />
        {canGroup && candidates && candidates.length > 0 && (
          <GroupToolbar
            count={group.size}
            page={pageSelection(group, pageGroup)}
            onTogglePage={() => togglePage(pageGroup)}
            onInvite={canInvite ? () => setInviting(true) : undefined}
            onDownloadReports={canReport ? () => setReporting(true) : undefined}
            onClear={clearGroup}
          />
        )}
        {results}
        {candidates && total > 0 && (
          <Box component="nav" aria-label={t('list.pagination')}>
            <TablePagination
              component="div"
              count={total}
              page={Math.min(filters.page, Math.ceil(total / filters.size)) - 1}
              rowsPerPage={filters.size}
              rowsPerPageOptions={[...CANDIDATE_PAGE_SIZES]}
              labelRowsPerPage={t('list.pageSize')}
              onPageChange={(_, page) => {
                update({ page: page + 1 });
                window.scrollTo({ top: 0 });
              }}
              onRowsPerPageChange={(event) => update({ size: Number(event.target.value) as CandidatePageSize })}
            />
          </Box>
        )}
      </Box>
      {wide && sidebar && (
        <Paper variant="outlined" sx={{ ...stickyPanel, width: CANDIDATE_SIDEBAR_MAX_WIDTH }}>
          {sidebar}
        </Paper>
      )}
      {!wide && (
        <Drawer
          open={Boolean(sidebar)}
          onClose={() => setOpenId(null)}
          anchor="right"
          slotProps={{
            paper: { 'aria-label': t('sidebar.title'), sx: { width: CANDIDATE_SIDEBAR_MAX_WIDTH, maxWidth: '100vw' } },
          }}
        >
          {sidebar}
        </Drawer>
      )}
      <OpenedOnce open={adding}>
        <InviteCandidateDialog
          open={adding}
          process={process}
          onClose={() => setAdding(false)}
          onAdded={(candidate) =>
            void onAdded(candidate).catch((reason: unknown) =>
              notify({ message: errorText(reason), severity: 'error' }),
            )
          }
        />
      </OpenedOnce>
      <OpenedOnce open={inviting}>
        <InviteToProcessDialog
          open={inviting}
          candidates={[...group.values()]}
          currentProcessId={process.id}
          onClose={() => setInviting(false)}
        />
      </OpenedOnce>
      {reporting && (
        <Suspense fallback={null}>
          <BulkReport process={process} candidates={[...group.values()]} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={112} />
      ))}
    </Box>
  );
}

/** The side panel's outline while its code arrives: avatar and name, then the results. */
function SidebarSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Skeleton variant="text" sx={{ flexGrow: 1 }} />
      </Box>
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
