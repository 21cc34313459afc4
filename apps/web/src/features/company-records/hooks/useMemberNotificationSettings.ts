import { useMutation, useQuery } from '@apollo/client/react';
import {
  MemberNotificationSettingsQuery,
  SaveMemberNotificationSettingsMutation,
} from '../graphql/company-records.graphql';

/** Every member's notification channels, and an administrator's change of one (the cache updates the row by userId). */
export function useMemberNotificationSettings() {
  const { data, loading, error, refetch } = useQuery(MemberNotificationSettingsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [save, saving] = useMutation(SaveMemberNotificationSettingsMutation);
  return {
    members: data?.memberNotificationSettings,
    loading,
    error,
    refetch,
    save: (userId: number, inApp: boolean, email: boolean) => save({ variables: { userId, inApp, email } }),
    saving: saving.loading,
  };
}
