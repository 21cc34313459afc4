import AddIcon from '@mui/icons-material/Add';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  Box,
  Button,
  Grid,
  Pagination,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useAbility } from '@casl/react';
import { DEFAULT_PAGE_SIZE, type AppAbility } from '@terna/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { EmptyState } from '@/shared/ui/EmptyState';
import { FilterDrawer } from '@/shared/ui/FilterPanel';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useProcessList } from '../hooks/useProcessList';
import { useProcessListParams } from '../hooks/useProcessListParams';
import { paths } from '@/shared/lib/paths';
import { activeFilterCount, type ListView } from '../list-params';
import { ProcessCard, ProcessRow } from './ProcessListItem';
import { ProcessPageLayout } from './ProcessPageLayout';

// Its selects, switches and facet boxes load as it renders: beside the list on a wide screen, and on a
// phone only when the filter drawer opens, so a phone paints the list without them.
const ProcessFilters = lazy(() => import('./ProcessFilters').then((module) => ({ default: module.ProcessFilters })));

/** cap-process-list: the company's processes as cards or rows, with search, facets and pages. */
export function ProcessListPage() {
  const { t } = useTranslation('processes');
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const notify = useSnackbar();
  const { to } = useLocale();
  const canLaunch = useAbility<AppAbility>().can('create', 'Process');
  const { filters, update, clear } = useProcessListParams();
  const { processes, total, facets, loading, error, refetch } = useProcessList(filters);
  const pageCount = Math.ceil(total / DEFAULT_PAGE_SIZE);
  const activeFilters = activeFilterCount(filters);

  useEffect(() => {
    if (error) notify({ message: t('list.loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  const panel = (
    <Suspense fallback={null}>
      <ProcessFilters filters={filters} facets={facets} onChange={(patch) => update(patch)} onClear={clear} />
    </Suspense>
  );

  let results;
  if (!processes && loading) results = <ListSkeleton view={filters.view} />;
  else if (!processes) {
    results = (
      <EmptyState
        message={t('list.loadFailed')}
        action={{ label: t('retry', { ns: 'common' }), onClick: () => void refetch().catch(() => undefined) }}
      />
    );
  } else if (processes.length === 0) {
    results = (
      <EmptyState message={t('list.empty')} action={{ label: t('facets.clear', { ns: 'common' }), onClick: clear }} />
    );
  } else if (filters.view === 'cards') {
    results = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {processes.map((process) => (
          <Grid key={process.id} size={{ xs: 12, sm: 6, xl: 4 }} component="li">
            <ProcessCard process={process} />
          </Grid>
        ))}
      </Grid>
    );
  } else {
    results = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.process')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.owner')}</TableCell>
              <TableCell>{t('columns.dates')}</TableCell>
              <TableCell>{t('columns.kind')}</TableCell>
              <TableCell>{t('columns.candidates')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {processes.map((process) => (
              <ProcessRow key={process.id} process={process} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <ProcessPageLayout>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary" role="status">
            {loading && !processes ? t('loading', { ns: 'common' }) : t('list.total', { count: total })}
          </Typography>
        </Box>
        {canLaunch && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={to(paths.product)}>
            {t('list.newProcess')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={filters.search}
          onCommit={(search) => update({ search }, { replace: true })}
        />
        {compact && <FilterDrawer active={activeFilters}>{panel}</FilterDrawer>}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filters.view}
          onChange={(_, view: ListView | null) => view && update({ view, page: filters.page })}
          aria-label={t('list.view')}
          sx={{ ml: 'auto' }}
        >
          <ToggleButton value="cards" aria-label={t('list.cards')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="rows" aria-label={t('list.rows')}>
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {!compact && (
          <Paper variant="outlined" sx={{ width: 280, flexShrink: 0, p: 2 }}>
            {panel}
          </Paper>
        )}
        <Box
          component="section"
          aria-label={t('list.results')}
          aria-busy={loading}
          sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 3 }}
        >
          {results}
          {pageCount > 1 && processes && processes.length > 0 && (
            <Pagination
              page={Math.min(filters.page, pageCount)}
              count={pageCount}
              color="primary"
              siblingCount={compact ? 0 : 1}
              onChange={(_, page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              sx={{ justifySelf: 'center' }}
              aria-label={t('list.pagination')}
            />
          )}
        </Box>
      </Box>
    </ProcessPageLayout>
  );
}

function ListSkeleton({ view }: { view: ListView }) {
  if (view === 'rows') {
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={44} />
        ))}
      </Paper>
    );
  }
  return (
    <Grid container spacing={2}>
      {Array.from({ length: 6 }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, xl: 4 }}>
          <Skeleton variant="rounded" height={232} />
        </Grid>
      ))}
    </Grid>
  );
}
