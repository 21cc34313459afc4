import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { ActivityLogFilter } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityLogQuery } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { formatDateTime } from '@/shared/lib/dates';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { exportActivityLog, useActivityLog, useCompanyMembers } from '../hooks/useActivityLog';
import { RecordsPage, RowFacts } from './RecordsPage';

type Entry = ActivityLogQuery['activityLog']['data'][number];
interface FilterForm {
  userId: string;
  action: string;
  processId: string;
  processPersonId: string;
  from: string;
  to: string;
}
const EMPTY: FilterForm = { userId: '', action: '', processId: '', processPersonId: '', from: '', to: '' };
const idOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : null);
const toFilter = (form: FilterForm): ActivityLogFilter => ({
  userId: idOf(form.userId),
  action: form.action || null,
  processId: idOf(form.processId),
  processPersonId: idOf(form.processPersonId),
  from: form.from || null,
  to: form.to || null,
});

/** Who changed what and when (/cap/my-company/activity, administrators), with filters and a CSV export. */
export function ActivityLogPage() {
  const { t, i18n } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const members = useCompanyMembers();
  const [form, setForm] = useState<FilterForm>(EMPTY);
  const [filter, setFilter] = useState<ActivityLogFilter>(toFilter(EMPTY));
  const [exporting, setExporting] = useState(false);
  const log = useActivityLog(filter);
  const actions = Object.keys(i18n.getResourceBundle(i18n.language, 'companyRecords')?.activity?.actions ?? {});
  const field = (name: keyof FilterForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  const actionLabel = (action: string) => t(`activity.actions.${action}`, { defaultValue: action });

  const download = async () => {
    setExporting(true);
    try {
      await exportActivityLog(filter);
      notify({ message: t('activity.exported') });
    } catch (failure) {
      notify({ message: t('activity.exportError', { reason: errorText(failure) }), severity: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const toolbar = (
    <Box
      component="form"
      aria-label={t('activity.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        setFilter(toFilter(form));
      }}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
    >
      <TextField select label={t('activity.user')} {...field('userId')}>
        <MenuItem value="">{t('activity.anyUser')}</MenuItem>
        {members.map((member) => (
          <MenuItem key={member.userId} value={String(member.userId)}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('activity.action')} {...field('action')}>
        <MenuItem value="">{t('activity.anyAction')}</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {actionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('activity.processId')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...field('processId')}
      />
      <TextField
        label={t('activity.candidateId')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...field('processPersonId')}
      />
      <TextField
        type="date"
        label={t('activity.from')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...field('from')}
      />
      <TextField type="date" label={t('activity.to')} slotProps={{ inputLabel: { shrink: true } }} {...field('to')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained">
          {t('activity.apply')}
        </Button>
        <Button
          onClick={() => {
            setForm(EMPTY);
            setFilter(toFilter(EMPTY));
          }}
        >
          {t('activity.clear')}
        </Button>
      </Box>
    </Box>
  );

  return (
    <RecordsPage
      title={t('activity.title')}
      description={t('activity.description')}
      action={
        <Button variant="outlined" startIcon={<DownloadIcon />} loading={exporting} onClick={() => void download()}>
          {t('activity.export')}
        </Button>
      }
      toolbar={toolbar}
      rows={log.entries}
      loading={log.loading}
      error={log.error}
      onRetry={() => void log.refetch().catch(() => undefined)}
      empty={t('activity.empty')}
      rowKey={(entry: Entry) => entry.id}
      renderRow={(entry: Entry) => (
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{actionLabel(entry.action)}</Typography>
          <RowFacts>
            <span>{formatDateTime(entry.createdAt)}</span>
            <span>{entry.userName ?? t('activity.unknownUser')}</span>
            {entry.processName && <span>{t('activity.onProcess', { name: entry.processName })}</span>}
            {entry.candidateName && <span>{t('activity.onCandidate', { name: entry.candidateName })}</span>}
          </RowFacts>
        </Box>
      )}
      footer={
        log.hasMore && (
          <Button sx={{ justifySelf: 'center' }} loading={log.loadingMore} onClick={() => void log.loadMore()}>
            {t('activity.more')}
          </Button>
        )
      }
    />
  );
}
