import {
  Box,
  Checkbox,
  ListItemText,
  MenuItem,
  Paper,
  Skeleton,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { NO_FEELING_REFETCH_DELAY_MS, SHORTLIST_PAGE_SIZE, type Feeling } from '@terna/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { firstComponentSlug } from '@/shared/lib/candidate-components';
import { candidateDetailPath, useReviewer } from '@/shared/session/reviewer';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import type { ShortlistRow_CandidateFragment } from '@/gql/graphql';
import { useShortlist } from '../hooks/useShortlist';
import { useShortlistObservers } from '../hooks/useShortlistObservers';
import { useShortlistParams } from '../hooks/useShortlistParams';
import { ShortlistRow } from './ShortlistRow';

/**
 * The shortlist (spec 2 sections 2.4, 2.6 and 4.6): candidates somebody likes or doubts, with every
 * reviewer's feeling and the viewer's own selector. The company tab and the observer's report both
 * render it; the reviewer in context picks the operations.
 */
export function ShortlistView({ processId }: { processId: number }) {
  const reviewer = useReviewer();
  return reviewer.realm === 'company' ? (
    <CompanyShortlist processId={processId} />
  ) : (
    <ShortlistList processId={processId} observerFilter={false} />
  );
}

/** The company's permissions decide who may filter by observer; the report never asks for them. */
function CompanyShortlist({ processId }: { processId: number }) {
  const { ability } = usePermissionAbility();
  return <ShortlistList processId={processId} observerFilter={ability.can('manage', 'Observer')} />;
}

interface ShortlistListProps {
  processId: number;
  /** The caller may list the process's observers, so the "feelings of" filter can show. */
  observerFilter: boolean;
}

function ShortlistList({ processId, observerFilter }: ShortlistListProps) {
  const { t } = useTranslation('shortlist');
  const titleId = useId();
  const { to } = useLocale();
  const notify = useSnackbar();
  const reviewer = useReviewer();
  const { params, update, clear } = useShortlistParams();
  const { candidates, total, loading, error, refetch } = useShortlist(processId, params);
  const { observers } = useShortlistObservers(processId, observerFilter);
  // Disliked candidates leave the list at once; the delayed refetch then brings the server's page.
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const refetchLater = (id: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void refetch()
        .catch(() => undefined)
        .finally(() =>
          setDismissed((ids) => {
            const next = new Set(ids);
            next.delete(id);
            return next;
          }),
        );
    }, NO_FEELING_REFETCH_DELAY_MS);
    timers.current.add(timer);
  };

  const onFeeling = (candidate: ShortlistRow_CandidateFragment, feeling: Feeling | null) => {
    const name = `${candidate.firstName} ${candidate.lastName}`;
    if (feeling === 'NO') {
      setDismissed((ids) => new Set(ids).add(candidate.id));
      // An observer's dislike is their own opinion: the team's shortlist may well keep the candidate.
      notify({
        message: t(reviewer.realm === 'observer' ? 'dislikedObserver' : 'dismissed', { name }),
        severity: 'info',
      });
    }
    // A cleared feeling can also take the candidate off the shortlist: the server's page decides.
    if (feeling === 'NO' || feeling === null) refetchLater(candidate.id);
  };

  const detailHref = (candidate: ShortlistRow_CandidateFragment) => {
    const granted = reviewer.realm === 'observer' ? new Set(reviewer.sections) : null;
    const slug = firstComponentSlug(
      candidate.componentStatus.filter((component) => !granted || granted.has(component.componentType)),
    );
    return slug ? to(candidateDetailPath(reviewer, processId, candidate.id, slug)) : null;
  };

  const visible = candidates?.filter((candidate) => !dismissed.has(candidate.id));
  const search = params.search.trim();
  const filtered = search !== '' || params.observers.length > 0;
  const pageCount = Math.max(1, Math.ceil(total / SHORTLIST_PAGE_SIZE));

  let results;
  if (!visible && loading) results = <ShortlistSkeleton />;
  else if (!visible)
    results = (
      <EmptyState
        message={t('loadFailed')}
        action={{ label: t('retry', { ns: 'common' }), onClick: () => void refetch().catch(() => undefined) }}
      />
    );
  else if (visible.length === 0) {
    if (search)
      results = (
        <EmptyState
          message={t('notFound', { search })}
          action={{ label: t('facets.clear', { ns: 'common' }), onClick: clear }}
        />
      );
    else if (filtered)
      results = (
        <EmptyState
          message={t('filteredEmpty')}
          action={{ label: t('facets.clear', { ns: 'common' }), onClick: clear }}
        />
      );
    else results = <EmptyState message={t(reviewer.realm === 'observer' ? 'emptyObserver' : 'empty')} />;
  } else {
    results = (
      <Box component="ul" aria-label={t('results')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {visible.map((candidate) => (
          <li key={candidate.id}>
            <ShortlistRow
              candidate={candidate}
              detailHref={detailHref(candidate)}
              onFeeling={(feeling) => onFeeling(candidate, feeling)}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SearchField
          label={t('search')}
          placeholder={t(reviewer.realm === 'observer' ? 'searchPlaceholderObserver' : 'searchPlaceholder')}
          value={params.search}
          onCommit={(value) => update({ search: value }, { replace: true })}
        />
        {observers.length > 0 && (
          <TextField
            select
            size="small"
            label={t('observerFilter')}
            value={params.observers}
            onChange={(event) => {
              // A multiple select answers an array, though TextField types its value as a string.
              const value: unknown = event.target.value;
              const ids = (Array.isArray(value) ? value : String(value).split(','))
                .map(Number)
                .filter((id) => Number.isInteger(id) && id > 0);
              update({ observers: ids });
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => {
                  const ids = selected as number[];
                  return observers
                    .filter((observer) => ids.includes(observer.id))
                    .map((observer) => observer.name)
                    .join(', ');
                },
              },
            }}
            sx={{ minWidth: { xs: 0, sm: 280 }, maxWidth: { xs: '100%', sm: 360 }, flexGrow: { xs: 1, sm: 0 } }}
          >
            {observers.map((observer) => (
              <MenuItem key={observer.id} value={observer.id}>
                <Checkbox checked={params.observers.includes(observer.id)} size="small" sx={{ p: 0.5, mr: 1 }} />
                <ListItemText primary={observer.name} />
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Typography color="text.secondary" role="status">
        {loading && !candidates ? t('loading', { ns: 'common' }) : t('total', { count: total })}
      </Typography>
      {results}
      {visible && total > SHORTLIST_PAGE_SIZE && (
        <Box component="nav" aria-label={t('pagination')}>
          <TablePagination
            component="div"
            count={total}
            page={Math.min(params.page, pageCount) - 1}
            rowsPerPage={SHORTLIST_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, page) => {
              update({ page: page + 1 });
              window.scrollTo({ top: 0 });
            }}
          />
        </Box>
      )}
    </Box>
  );
}

/** Placeholder rows while the first page loads (the status line above says it is loading). */
function ShortlistSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((row) => (
        <Paper key={row} variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton variant="circular" width={48} height={48} />
        </Paper>
      ))}
    </Box>
  );
}
