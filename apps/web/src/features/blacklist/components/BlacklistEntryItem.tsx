import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessBlacklistQuery } from '@/gql/graphql';
import { formatDateTime } from '@/shared/lib/dates';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';

export type BlacklistEntry = ProcessBlacklistQuery['getBlackListByProcessId'][number];

const AVATAR_SIZE = 40;

interface BlacklistEntryItemProps {
  entry: BlacklistEntry;
  /** Absent when the user may not take people off the list (reset Evaluation). */
  onRemove?: () => void;
}

/** One blacklisted candidate: who, how to reach them, when and by whom they were listed. */
export function BlacklistEntryItem({ entry, onRemove }: BlacklistEntryItemProps) {
  const { t } = useTranslation('blacklist');
  const nameId = useId();
  const name = `${entry.firstName} ${entry.lastName}`;
  const listedAt = formatDateTime(entry.blacklistedAt);
  let listed: string | null = null;
  if (listedAt)
    listed = entry.blacklistedBy
      ? t('listedBy', { date: listedAt, user: entry.blacklistedBy })
      : t('listedOn', { date: listedAt });

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <PersonAvatar firstName={entry.firstName} lastName={entry.lastName} size={AVATAR_SIZE} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography
          id={nameId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[entry.identification && t('identification', { value: entry.identification }), entry.mail]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {listed && (
          <Typography variant="body2" color="text.secondary">
            {listed}
          </Typography>
        )}
      </Box>
      {onRemove && (
        <Button
          variant="outlined"
          startIcon={<PersonRemoveIcon />}
          onClick={onRemove}
          aria-label={t('remove.action', { name })}
          sx={{ flexShrink: 0 }}
        >
          {t('remove.button')}
        </Button>
      )}
    </Paper>
  );
}
