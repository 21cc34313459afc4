import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDateTime } from '@/shared/lib/dates';
import { activityParams, approvalObservation, meetingLink, timelineOf, type Activity } from '../timeline';

/** What happened to the candidate in the process, oldest first, each with its moment (a step with its name) and who acted. */
export function ActivityTimeline({ activities }: { activities: readonly Activity[] }) {
  const { t } = useTranslation('candidates');
  const { locale } = useLocale();
  const entries = timelineOf(activities);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('sidebar.noActivity')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((activity, index) => {
        const observation = approvalObservation(activity);
        const joinUrl = meetingLink(activity);
        const last = index === entries.length - 1;
        return (
          <Box
            component="li"
            key={activity.id}
            sx={{ display: 'grid', gridTemplateColumns: '16px 1fr', columnGap: 1.25 }}
          >
            <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box
                sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
              {!last && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider' }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`activity.${activity.name}`, { defaultValue: activity.name, ...activityParams(activity, locale) })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={activity.timestamp!}>{formatDateTime(activity.timestamp)}</time>
                {activity.userName ? ` · ${t('sidebar.by', { name: activity.userName })}` : null}
              </Typography>
              {joinUrl && (
                <Link
                  href={joinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
                >
                  {t('sidebar.joinMeeting')}
                </Link>
              )}
              {observation && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t('sidebar.observation', { text: observation })}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
