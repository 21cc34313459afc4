import { Box, Paper, Skeleton, TablePagination, Typography } from '@mui/material';
import { COMPARATOR_MAX, COMPARATOR_PAGE_SIZE, DEFAULT_PAGE } from '@terna/domain';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparatorChoiceFragment, ProcessPersonComparatorQuery } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { firstComponentSlug } from '@/shared/lib/candidate-components';
import { candidateDetailPath, useReviewer, type Reviewer } from '@/shared/session/reviewer';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { comparatorRows } from '../comparator-rows';
import { useComparator } from '../hooks/useComparator';
import { useComparatorEntries } from '../hooks/useComparatorEntries';
import { useComparedIds } from '../hooks/useComparedIds';
import { ComparatorPicker } from './ComparatorPicker';
import { ComparatorTable, type ComparedHeader } from './ComparatorTable';

type ComparatorPage = ProcessPersonComparatorQuery['processPersonComparator'];

/**
 * The comparator (spec 3 section 5, spec 2 section 2.6): up to five finished candidates side by
 * side. A company user compares the entries they added (from the people tab or the picker here);
 * an observer picks among the shortlist their link shows, and the pick lives in the address.
 */
export function ComparatorView({ processId }: { processId: number }) {
  const reviewer = useReviewer();
  return reviewer.realm === 'company' ? (
    <CompanyComparator processId={processId} />
  ) : (
    <ObserverComparator processId={processId} />
  );
}

function useHeaders(comparator: ComparatorPage | undefined, processId: number): ComparedHeader[] {
  const reviewer = useReviewer();
  const { to } = useLocale();
  return useMemo(
    () => (comparator?.data ?? []).map(({ candidate }) => header(candidate, reviewer, processId, to)),
    [comparator, reviewer, processId, to],
  );
}

function header(
  candidate: ComparatorPage['data'][number]['candidate'],
  reviewer: Reviewer,
  processId: number,
  to: (path: string) => string,
): ComparedHeader {
  const granted = reviewer.realm === 'observer' ? new Set(reviewer.sections) : null;
  const slug = firstComponentSlug(
    candidate.componentStatus.filter((component) => !granted || granted.has(component.componentType)),
  );
  return {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    avatarUrl: candidate.person.avatarUrl,
    detailHref: slug ? to(candidateDetailPath(reviewer, processId, candidate.id, slug)) : null,
  };
}

function CompanyComparator({ processId }: { processId: number }) {
  const { t } = useTranslation('comparator');
  const notify = useSnackbar();
  const { ability } = usePermissionAbility();
  const canEdit = ability.can('update', 'Candidate');
  const [page, setPage] = useState(DEFAULT_PAGE);
  const { comparator, loading, error, refetch } = useComparator(processId, page, []);
  const { addCandidate, removeCandidate, busy } = useComparatorEntries(processId);
  const candidates = useHeaders(comparator, processId);
  const total = comparator?.total ?? 0;

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  // The server's answer says what happened (added, already there, full, removed), in the user's language.
  const act = async (change: () => Promise<{ ok: boolean; message: string }>) => {
    try {
      const outcome = await change();
      notify({ message: outcome.message, severity: outcome.ok ? 'success' : 'warning' });
      if (outcome.ok) await refetch().catch(() => undefined);
    } catch (failure) {
      notify({ message: errorText(failure), severity: 'error' });
    }
  };

  return (
    <ComparatorLayout
      comparator={comparator}
      candidates={candidates}
      loading={loading}
      failed={Boolean(error)}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyMessage={t(canEdit ? 'empty' : 'emptyReadOnly', { max: COMPARATOR_MAX })}
      picker={
        canEdit && (
          <ComparatorPicker
            processId={processId}
            comparedIds={candidates.map((candidate) => candidate.id)}
            full={total >= COMPARATOR_MAX}
            busy={busy}
            onPick={(candidate) => void act(() => addCandidate(candidate.id))}
          />
        )
      }
      onRemove={canEdit ? (candidate) => void act(() => removeCandidate(candidate.id)) : undefined}
      busy={busy}
      pagination={
        total > COMPARATOR_PAGE_SIZE && (
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={COMPARATOR_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        )
      }
    />
  );
}

function ObserverComparator({ processId }: { processId: number }) {
  const { t } = useTranslation('comparator');
  const notify = useSnackbar();
  const { ids, setIds } = useComparedIds();
  const { comparator, loading, error, refetch } = useComparator(processId, DEFAULT_PAGE, ids);
  // The last answer may still hold a candidate just taken out of the pick: show only the picked ones.
  const headers = useHeaders(comparator, processId);
  const candidates = ids.length === 0 ? [] : headers.filter((candidate) => ids.includes(candidate.id));

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  const pick = (candidate: ComparatorChoiceFragment) => setIds([...ids, candidate.id]);
  const shown =
    comparator && candidates.length > 0
      ? { ...comparator, data: comparator.data.filter((entry) => ids.includes(entry.candidate.id)) }
      : undefined;

  return (
    <ComparatorLayout
      comparator={shown}
      candidates={candidates}
      loading={loading && ids.length > 0}
      failed={Boolean(error) && ids.length > 0}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyMessage={t('emptyObserver', { max: COMPARATOR_MAX })}
      picker={
        <ComparatorPicker
          processId={processId}
          comparedIds={ids}
          full={ids.length >= COMPARATOR_MAX}
          busy={false}
          onPick={pick}
        />
      }
      onRemove={(candidate) => setIds(ids.filter((id) => id !== candidate.id))}
      busy={false}
      pagination={null}
    />
  );
}

interface ComparatorLayoutProps {
  comparator: ComparatorPage | undefined;
  candidates: ComparedHeader[];
  loading: boolean;
  /** The last load failed and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
  emptyMessage: string;
  picker: ReactNode;
  onRemove: ((candidate: ComparedHeader) => void) | undefined;
  busy: boolean;
  pagination: ReactNode;
}

function ComparatorLayout({
  comparator,
  candidates,
  loading,
  failed,
  onRetry,
  emptyMessage,
  picker,
  onRemove,
  busy,
  pagination,
}: ComparatorLayoutProps) {
  const { t } = useTranslation('comparator');
  const titleId = useId();
  const rows = useMemo(() => (comparator ? comparatorRows(comparator.data, comparator.components) : []), [comparator]);

  let content;
  if (!comparator && loading) content = <ComparatorSkeleton />;
  else if (!comparator && failed)
    content = (
      <EmptyState message={t('loadFailed')} action={{ label: t('retry', { ns: 'common' }), onClick: onRetry }} />
    );
  else if (candidates.length === 0) content = <EmptyState message={emptyMessage} />;
  else content = <ComparatorTable candidates={candidates} rows={rows} onRemove={onRemove} busy={busy} />;

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5 }}
      >
        <Box>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('intro', { max: COMPARATOR_MAX })}
          </Typography>
          <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
            {loading && !comparator
              ? t('loading', { ns: 'common' })
              : t('count', { count: candidates.length, max: COMPARATOR_MAX })}
          </Typography>
        </Box>
        {picker}
      </Box>
      {content}
      {pagination && (
        <Box component="nav" aria-label={t('pagination')}>
          {pagination}
        </Box>
      )}
    </Box>
  );
}

/** Placeholder columns while the comparator loads (the status line says it is loading). */
function ComparatorSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ p: 2, display: 'grid', gap: 1 }}>
      {[0, 1, 2, 3, 4].map((line) => (
        <Skeleton key={line} height={28} />
      ))}
    </Paper>
  );
}
