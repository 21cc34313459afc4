import { Box, Pagination, Paper, Skeleton, Typography } from '@mui/material';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';

interface RecordsPageProps<T> {
  title: string;
  description: string;
  /** Search and filters above the list. */
  toolbar?: ReactNode;
  /** Beside the title: the page's main action. */
  action?: ReactNode;
  rows: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  rowKey: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
  paging?: { page: number; pages: number; total: number; onPage: (page: number) => void };
  footer?: ReactNode;
}

/**
 * A company-area records page: a title, its toolbar and its rows as cards that wrap at any width (no
 * sideways scroll on a phone), with a skeleton while loading, an empty state, and load errors in the snackbar.
 */
export function RecordsPage<T>({
  title,
  description,
  toolbar,
  action,
  rows,
  loading,
  error,
  onRetry,
  empty,
  rowKey,
  renderRow,
  paging,
  footer,
}: RecordsPageProps<T>) {
  const { t } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const titleId = useId();

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  let content;
  if (!rows && loading)
    content = (
      <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={76} />
        ))}
      </Box>
    );
  else if (!rows) content = <EmptyState message={t('loadFailed')} action={{ label: t('retry'), onClick: onRetry }} />;
  else if (rows.length === 0) content = <EmptyState message={empty} />;
  else
    content = (
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2, minWidth: 0 }}>
            {renderRow(row)}
          </Paper>
        ))}
      </Box>
    );

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography id={titleId} component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        {action}
      </Box>
      {toolbar}
      {paging && rows && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('total', { count: paging.total })}
        </Typography>
      )}
      {content}
      {paging && paging.pages > 1 && (
        <Pagination
          aria-label={t('pagination')}
          page={paging.page}
          count={paging.pages}
          onChange={(_, page) => paging.onPage(page)}
          siblingCount={0}
          sx={{ justifySelf: 'center' }}
        />
      )}
      {footer}
    </Box>
  );
}

/** A row's secondary line of facts, wrapping on narrow screens. */
export function RowFacts({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      component="div"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
