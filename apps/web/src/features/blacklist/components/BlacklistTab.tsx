import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetProcessMonitorQuery } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useBlacklist } from '../hooks/useBlacklist';
import { useRemoveFromBlacklist } from '../hooks/useRemoveFromBlacklist';
import { BlacklistEntryItem, type BlacklistEntry } from './BlacklistEntryItem';
import { RemoveFromBlacklistDialog } from './RemoveFromBlacklistDialog';

/**
 * The blacklist tab (spec 2 section 2.4): the process's candidates whose person is on the
 * company's unwanted list. Users who may reset evaluations take a person off the list from here,
 * after confirming; the list is company-wide, so that frees the person in every process.
 */
export function BlacklistTab({ process }: { process: GetProcessMonitorQuery['getProcessMonitor'] }) {
  const { t } = useTranslation('blacklist');
  const notify = useSnackbar();
  const { ability } = usePermissionAbility();
  const { entries, loading, error, refetch } = useBlacklist(process.id);
  const { remove, removing } = useRemoveFromBlacklist();
  const [confirming, setConfirming] = useState<BlacklistEntry | null>(null);
  const titleId = useId();
  const canRemove = ability.can('reset', 'Evaluation');
  const refresh = () => void refetch().catch(() => undefined);

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  const confirmRemoval = async (entry: BlacklistEntry) => {
    const name = `${entry.firstName} ${entry.lastName}`;
    try {
      await remove(entry);
      notify({ message: t('remove.success', { name }) });
    } catch (failure) {
      notify({ message: t('remove.error', { reason: errorText(failure) }), severity: 'error' });
    } finally {
      setConfirming(null);
    }
  };

  let content;
  if (!entries && loading) content = <ListSkeleton />;
  else if (!entries)
    content = (
      <EmptyState message={t('loadFailed')} action={{ label: t('retry', { ns: 'common' }), onClick: refresh }} />
    );
  else if (entries.length === 0) content = <EmptyState message={t('empty')} />;
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <BlacklistEntryItem entry={entry} onRemove={canRemove ? () => setConfirming(entry) : undefined} />
          </li>
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={loading} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('description')}
        </Typography>
      </Box>
      {!canRemove && entries && entries.length > 0 && <Alert severity="info">{t('noPermission')}</Alert>}
      {content}
      {confirming && (
        <RemoveFromBlacklistDialog
          name={`${confirming.firstName} ${confirming.lastName}`}
          busy={removing}
          onConfirm={() => void confirmRemoval(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={88} />
      ))}
    </Box>
  );
}
