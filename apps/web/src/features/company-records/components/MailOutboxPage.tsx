import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { MAIL_STATUSES } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailOutboxQuery, MailStatus } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { formatDateTime } from '@/shared/lib/dates';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { ToneChip } from '@/shared/ui/ToneChip';
import { OUTBOX_PAGE_SIZE, useMailOutbox } from '../hooks/useMailOutbox';
import { pagesOf, usePagedSearch } from '../hooks/usePagedSearch';
import { RecordsPage, RowFacts } from './RecordsPage';

type Mail = MailOutboxQuery['mailOutbox']['data'][number];
const TONES = { QUEUED: 'default', SENT: 'success', FAILED: 'error' } as const;

/** The e-mails the product sent or queued for the company (/cap/my-company/outbox, administrators). */
export function MailOutboxPage() {
  const { t } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const { search, setSearch, page, setPage } = usePagedSearch();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const outbox = useMailOutbox(page, search, status);
  const [open, setOpen] = useState<number | null>(null);

  const resend = async (mail: Mail) => {
    try {
      await outbox.resend(mail.id);
      notify({ message: t('outbox.resent', { to: mail.to }) });
    } catch (failure) {
      notify({ message: t('outbox.resendError', { reason: errorText(failure) }), severity: 'error' });
    }
  };

  return (
    <RecordsPage
      title={t('outbox.title')}
      description={t('outbox.description')}
      toolbar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <SearchField label={t('outbox.search')} value={search} onCommit={setSearch} />
          <TextField
            select
            label={t('outbox.status')}
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || null) as MailStatus | null);
              setPage(1);
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('outbox.anyStatus')}</MenuItem>
            {MAIL_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`outbox.statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      rows={outbox.page?.data}
      loading={outbox.loading}
      error={outbox.error}
      onRetry={() => void outbox.refetch().catch(() => undefined)}
      empty={t('outbox.empty')}
      rowKey={(mail) => mail.id}
      paging={
        outbox.page && {
          page,
          pages: pagesOf(outbox.page.total, OUTBOX_PAGE_SIZE),
          total: outbox.page.total,
          onPage: setPage,
        }
      }
      renderRow={(mail) => (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <ToneChip tone={TONES[mail.status]} label={t(`outbox.statuses.${mail.status}`)} />
            <ToneChip tone="default" label={t(`outbox.categories.${mail.category}`)} />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 200px' }}>
              {mail.subject}
            </Typography>
            {mail.status === 'FAILED' && (
              <Button
                variant="outlined"
                loading={outbox.resending}
                aria-label={t('outbox.resend', { to: mail.to })}
                onClick={() => void resend(mail)}
              >
                {t('outbox.resendButton')}
              </Button>
            )}
          </Box>
          <RowFacts>
            <span>{t('outbox.to', { to: mail.to })}</span>
            <span>{t('outbox.created', { date: formatDateTime(mail.createdAt) })}</span>
            <span>{t('outbox.attempts', { count: mail.attempts })}</span>
            {mail.attachments.length > 0 && (
              <span>{t('outbox.attachments', { names: mail.attachments.join(', ') })}</span>
            )}
          </RowFacts>
          {mail.lastError && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {t('outbox.error', { error: mail.lastError })}
            </Typography>
          )}
          {mail.body === null ? (
            <Alert severity="info">{t('outbox.hiddenBody')}</Alert>
          ) : open === mail.id ? (
            <Typography
              variant="body2"
              component="pre"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
            >
              {mail.body}
            </Typography>
          ) : (
            <Button sx={{ justifySelf: 'start' }} onClick={() => setOpen(mail.id)}>
              {t('outbox.showBody')}
            </Button>
          )}
        </Box>
      )}
    />
  );
}
