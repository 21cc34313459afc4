import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_PAGE_SIZES, NOTIFICATION_POLL_SECONDS } from '@terna/domain';
import { useCallback } from 'react';
import { MarkNotificationsReadMutation, NotificationListQuery } from '../graphql/notifications.graphql';

/**
 * The bell's first page and unread count, refreshed every NOTIFICATION_POLL_SECONDS while the tab
 * is visible (a tab in the background asks nothing). markRead([]) marks every notification read.
 */
export function useNotifications() {
  const { data, loading, error, refetch } = useQuery(NotificationListQuery, {
    variables: { page: 1, size: NOTIFICATION_PAGE_SIZES.default },
    pollInterval: NOTIFICATION_POLL_SECONDS * 1000,
    skipPollAttempt: () => document.hidden,
    fetchPolicy: 'cache-and-network',
  });
  const [mutate] = useMutation(MarkNotificationsReadMutation);
  const markRead = useCallback(
    async (ids: number[]) => {
      await mutate({ variables: { ids } });
      await refetch();
    },
    [mutate, refetch],
  );
  const page = data?.notifications;
  return {
    notifications: page?.data ?? null,
    unread: page?.unread ?? 0,
    loading: loading && !page,
    error,
    refetch,
    markRead,
  };
}
