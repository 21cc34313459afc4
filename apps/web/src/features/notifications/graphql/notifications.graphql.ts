import { graphql } from '@/gql';

export const NotificationListQuery = graphql(`
  query NotificationList($page: Int, $size: Int) {
    notifications(page: $page, size: $size) {
      total
      unread
      data {
        id
        kind
        candidateName
        processName
        composedScore
        link
        createdAt
        readAt
      }
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [Int!]!) {
    markNotificationsRead(ids: $ids)
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      inApp
      email
    }
  }
`);

export const SaveNotificationPreferencesMutation = graphql(`
  mutation SaveNotificationPreferences($inApp: Boolean!, $email: Boolean!) {
    saveNotificationPreferences(inApp: $inApp, email: $email) {
      inApp
      email
    }
  }
`);
