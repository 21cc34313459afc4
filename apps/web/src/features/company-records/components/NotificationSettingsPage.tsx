import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MemberNotificationSettingsQuery } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useMemberNotificationSettings } from '../hooks/useMemberNotificationSettings';
import { RecordsPage } from './RecordsPage';

type Member = MemberNotificationSettingsQuery['memberNotificationSettings'][number];

/** Which events reach which member, in the app and by e-mail (/cap/my-company/notifications, administrators). */
export function NotificationSettingsPage() {
  const { t } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const settings = useMemberNotificationSettings();

  const change = async (member: Member, inApp: boolean, email: boolean) => {
    try {
      await settings.save(member.userId, inApp, email);
      notify({ message: t('notifications.saved', { name: member.name }) });
    } catch (failure) {
      notify({ message: t('notifications.saveError', { reason: errorText(failure) }), severity: 'error' });
    }
  };

  return (
    <RecordsPage
      title={t('notifications.title')}
      description={t('notifications.description')}
      rows={settings.members}
      loading={settings.loading}
      error={settings.error}
      onRetry={() => void settings.refetch().catch(() => undefined)}
      empty={t('notifications.empty')}
      rowKey={(member) => member.userId}
      renderRow={(member) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Typography>
          </Box>
          <FormControlLabel
            label={t('notifications.inApp')}
            control={
              <Switch
                checked={member.inApp}
                disabled={settings.saving}
                onChange={(_, checked) => void change(member, checked, member.emailOn)}
                slotProps={{ input: { 'aria-label': t('notifications.inAppFor', { name: member.name }) } }}
              />
            }
          />
          <FormControlLabel
            label={t('notifications.email')}
            control={
              <Switch
                checked={member.emailOn}
                disabled={settings.saving}
                onChange={(_, checked) => void change(member, member.inApp, checked)}
                slotProps={{ input: { 'aria-label': t('notifications.emailFor', { name: member.name }) } }}
              />
            }
          />
        </Box>
      )}
    />
  );
}
