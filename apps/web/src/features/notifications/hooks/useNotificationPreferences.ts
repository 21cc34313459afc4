import { useMutation, useQuery } from '@apollo/client/react';
import type { NotificationPreferencesInput } from '@terna/domain';
import { NotificationPreferencesQuery, SaveNotificationPreferencesMutation } from '../graphql/notifications.graphql';

/** The signed-in user's notification channels, and saving them (the cache takes the answer). */
export function useNotificationPreferences() {
  const { data, error } = useQuery(NotificationPreferencesQuery);
  const [mutate] = useMutation(SaveNotificationPreferencesMutation, {
    update(cache, { data: saved }) {
      if (saved)
        cache.writeQuery({
          query: NotificationPreferencesQuery,
          data: { notificationPreferences: saved.saveNotificationPreferences },
        });
    },
  });
  return {
    preferences: data?.notificationPreferences ?? null,
    error,
    save: (values: NotificationPreferencesInput) => mutate({ variables: values }),
  };
}
