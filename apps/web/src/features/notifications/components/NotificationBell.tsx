import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationListQuery } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { formatDateTime } from '@/shared/lib/dates';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { useNotifications } from '../hooks/useNotifications';

type Notification = NotificationListQuery['notifications']['data'][number];

const SKELETON_ROWS = 3;

/**
 * The header's bell: the unread count as a badge, and a panel with the newest notifications (unread
 * in bold). Opening one goes to its candidate and marks it read; the panel also marks all read and
 * opens the preferences.
 */
// The preferences form (react-hook-form, zod) loads when opened: the bell is on every page's header.
const NotificationPreferencesDialog = lazy(() =>
  import('./NotificationPreferencesDialog').then((module) => ({ default: module.NotificationPreferencesDialog })),
);

export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { notifications, unread, loading, error, markRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();

  const mark = (ids: number[]) =>
    markRead(ids).catch((failure: unknown) =>
      notify({ message: t('markError', { reason: errorText(failure) }), severity: 'error' }),
    );
  const openNotification = (notification: Notification) => {
    setAnchor(null);
    if (!notification.readAt) void mark([notification.id]);
    void navigate(to(notification.link));
  };
  const score = (value: number | null | undefined) =>
    value == null ? null : t('score', { value: new Intl.NumberFormat(i18n.language).format(value) });

  let content;
  if (loading) {
    content = (
      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Box key={index}>
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        ))}
      </Box>
    );
  } else if (error && !notifications) {
    content = (
      <Typography sx={{ p: 2 }} color="error" role="alert">
        {t('loadError', { reason: errorText(error) })}
      </Typography>
    );
  } else if (!notifications?.length) {
    content = (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {t('empty')}
      </Typography>
    );
  } else {
    content = (
      <List dense disablePadding aria-labelledby={titleId}>
        {notifications.map((notification) => {
          const fresh = !notification.readAt;
          return (
            <ListItemButton
              key={notification.id}
              onClick={() => openNotification(notification)}
              sx={{ alignItems: 'flex-start', bgcolor: fresh ? 'action.hover' : undefined }}
            >
              <ListItemText
                primary={t(`kinds.${notification.kind}`, {
                  candidate: notification.candidateName,
                  process: notification.processName,
                })}
                secondary={[score(notification.composedScore), formatDateTime(notification.createdAt)]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{
                  primary: { sx: { fontWeight: fresh ? 700 : 400, overflowWrap: 'anywhere' } },
                }}
              />
              {fresh && (
                <Box component="span" sx={visuallyHidden}>
                  {t('unread')}
                </Box>
              )}
            </ListItemButton>
          );
        })}
      </List>
    );
  }

  return (
    <>
      <IconButton
        aria-label={t('bell', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: 'min(380px, calc(100vw - 16px))',
              maxHeight: '70vh',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => void mark([])}>
            {t('markAll')}
          </Button>
          <IconButton
            size="small"
            aria-label={t('preferences.open')}
            onClick={() => {
              setAnchor(null);
              setPreferencesOpen(true);
            }}
          >
            <SettingsIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>{content}</Box>
      </Popover>
      {preferencesOpen && (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
