import { displayDay } from '@terna/domain';
import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { HiredPersonsQuery } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';

import { usePermissionAbility } from '@/shared/session/useSessionData';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { HIRED_PAGE_SIZE, useHiredPersons } from '../hooks/useHiredPersons';
import { pagesOf, usePagedSearch } from '../hooks/usePagedSearch';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { RecordsPage, RowFacts } from './RecordsPage';

type Hire = HiredPersonsQuery['hiredPersons']['data'][number];

/** Everyone the company hired across its processes, with date, process and who; a hire can be undone. */
export function HiredPage() {
  const { t } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const { to } = useLocale();
  const { ability } = usePermissionAbility();
  const { search, setSearch, page, setPage } = usePagedSearch();
  const hired = useHiredPersons(page, search);
  const [undoing, setUndoing] = useState<Hire | null>(null);
  const nameOf = (hire: Hire) => `${hire.firstName} ${hire.lastName}`;

  const confirmUndo = async (hire: Hire) => {
    try {
      await hired.undo(hire.processId, hire.processPersonId);
      notify({ message: t('hired.undone', { name: nameOf(hire) }) });
    } catch (failure) {
      notify({ message: t('hired.undoError', { reason: errorText(failure) }), severity: 'error' });
    } finally {
      setUndoing(null);
    }
  };

  return (
    <>
      <RecordsPage
        title={t('hired.title')}
        description={t('hired.description')}
        toolbar={<SearchField label={t('hired.search')} value={search} onCommit={setSearch} />}
        rows={hired.page?.data}
        loading={hired.loading}
        error={hired.error}
        onRetry={() => void hired.refetch().catch(() => undefined)}
        empty={search ? t('hired.emptySearch') : t('hired.empty')}
        rowKey={(hire) => hire.processPersonId}
        paging={
          hired.page && {
            page,
            pages: pagesOf(hired.page.total, HIRED_PAGE_SIZE),
            total: hired.page.total,
            onPage: setPage,
          }
        }
        renderRow={(hire) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{nameOf(hire)}</Typography>
              <RowFacts>
                <span>
                  {t('hired.hiredOn', { date: displayDay(hire.hiredAt) })}
                  {hire.hiredBy ? ` ${t('hired.by', { user: hire.hiredBy })}` : ''}
                </span>
                <Link component={RouterLink} to={to(`/cap/process/${hire.processId}/control/people`)}>
                  {t('hired.process', { name: hire.processName })}
                </Link>
                {hire.email && <span>{hire.email}</span>}
              </RowFacts>
            </Box>
            {ability.can('update', 'Candidate') && (
              <Button onClick={() => setUndoing(hire)} aria-label={t('hired.undo', { name: nameOf(hire) })}>
                {t('hired.undoButton')}
              </Button>
            )}
          </Box>
        )}
      />
      {undoing && (
        <ConfirmDialog
          title={t('hired.undoTitle')}
          body={t('hired.undoBody', { name: nameOf(undoing), process: undoing.processName })}
          confirmLabel={t('hired.undoButton')}
          busy={hired.undoing}
          onConfirm={() => void confirmUndo(undoing)}
          onClose={() => setUndoing(null)}
        />
      )}
    </>
  );
}
