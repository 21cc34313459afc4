import { useQuery } from '@apollo/client/react';
import { ACTIVITY_LOG_PAGE_SIZES, type ActivityLogFilter } from '@terna/domain';
import { useState } from 'react';
import { restDownload } from '@/shared/lib/api';
import { ActivityLogQuery, MemberNotificationSettingsQuery } from '../graphql/company-records.graphql';

/** The activity log under the filters, newest first; "load more" follows the server's cursor. */
export function useActivityLog(filter: ActivityLogFilter) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(ActivityLogQuery, {
    variables: { filter, size: ACTIVITY_LOG_PAGE_SIZES.default },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const page = data?.activityLog;
  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          activityLog: {
            ...fetchMoreResult.activityLog,
            data: [...previous.activityLog.data, ...fetchMoreResult.activityLog.data],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  return { entries: page?.data, hasMore: Boolean(page?.nextCursor), loading, error, refetch, loadMore, loadingMore };
}

/** The company's active members, for the user filter. */
export function useCompanyMembers() {
  const { data } = useQuery(MemberNotificationSettingsQuery);
  return data?.memberNotificationSettings ?? [];
}

/** Downloads the log under the same filters as CSV. */
export function exportActivityLog(filter: ActivityLogFilter): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value != null && value !== '') query.set(key, String(value));
  return restDownload(`/company-web/activity.csv?${query.toString()}`, 'activity.csv');
}
