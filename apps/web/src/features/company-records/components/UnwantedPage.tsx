import { Box, Button, Typography } from '@mui/material';
import { unwantedRemovalNoteSchema } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { UnwantedPersonsQuery } from '@/gql/graphql';
import { FormDialog, FormTextField } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { pagesOf, usePagedSearch } from '../hooks/usePagedSearch';
import { UNWANTED_PAGE_SIZE, useUnwantedPersons } from '../hooks/useUnwantedPersons';
import { RecordsPage, RowFacts } from './RecordsPage';

type Entry = UnwantedPersonsQuery['unwantedPersons']['data'][number];
const removalSchema = z.object({ note: unwantedRemovalNoteSchema });

/**
 * The company's unwanted list across processes (/cap/my-company/blacklist, reset Evaluation): who,
 * why, since when, by whom and until when; taking someone off asks for a note, kept in the activity log.
 */
export function UnwantedPage() {
  const { t } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const { search, setSearch, page, setPage } = usePagedSearch();
  const unwanted = useUnwantedPersons(page, search);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const nameOf = (entry: Entry) => `${entry.firstName} ${entry.lastName}`;

  const submitRemoval = async (entry: Entry, note: string) => {
    try {
      await unwanted.remove(entry.personId, note);
      notify({ message: t('unwanted.removed', { name: nameOf(entry) }) });
      setRemoving(null);
    } catch (failure) {
      notify({ message: t('unwanted.removeError', { reason: errorText(failure) }), severity: 'error' });
    }
  };

  return (
    <>
      <RecordsPage
        title={t('unwanted.title')}
        description={t('unwanted.description')}
        toolbar={<SearchField label={t('unwanted.search')} value={search} onCommit={setSearch} />}
        rows={unwanted.page?.data}
        loading={unwanted.loading}
        error={unwanted.error}
        onRetry={() => void unwanted.refetch().catch(() => undefined)}
        empty={search ? t('unwanted.emptySearch') : t('unwanted.empty')}
        rowKey={(entry) => entry.personId}
        paging={
          unwanted.page && {
            page,
            pages: pagesOf(unwanted.page.total, UNWANTED_PAGE_SIZE),
            total: unwanted.page.total,
            onPage: setPage,
          }
        }
        renderRow={(entry) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{nameOf(entry)}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {entry.reason ? t('unwanted.reason', { reason: entry.reason }) : t('unwanted.noReason')}
              </Typography>
              <RowFacts>
                <span>
                  {t('unwanted.listedOn', { date: formatDate(entry.listedAt) })}
                  {entry.listedBy ? `, ${t('unwanted.by', { user: entry.listedBy })}` : ''}
                </span>
                <span>
                  {entry.expiresAt
                    ? t('unwanted.expires', { date: formatDate(entry.expiresAt) })
                    : t('unwanted.forever')}
                </span>
                {entry.email && <span>{entry.email}</span>}
                {entry.identification && <span>{entry.identification}</span>}
                {entry.processes.length > 0 && (
                  <span>{t('unwanted.processes', { names: entry.processes.map((p) => p.name).join(', ') })}</span>
                )}
              </RowFacts>
            </Box>
            <Button onClick={() => setRemoving(entry)} aria-label={t('unwanted.remove', { name: nameOf(entry) })}>
              {t('unwanted.removeButton')}
            </Button>
          </Box>
        )}
      />
      {removing && (
        <FormDialog<{ note: string }, { note: string }>
          title={t('unwanted.removeTitle')}
          schema={removalSchema}
          defaultValues={{ note: '' }}
          onSubmit={(values) => submitRemoval(removing, values.note)}
          onClose={() => setRemoving(null)}
          submitLabel={t('unwanted.removeConfirm')}
          maxWidth="xs"
        >
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('unwanted.removeBody', { name: nameOf(removing) })}
          </Typography>
          <FormTextField name="note" label={t('unwanted.note')} required multiline minRows={2} autoFocus fullWidth />
        </FormDialog>
      )}
    </>
  );
}
