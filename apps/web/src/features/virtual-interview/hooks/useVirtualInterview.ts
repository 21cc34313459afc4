import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  INTEGRATION_POLL_INTERVAL_MS,
  MEETING_LOGIN_POPUP,
  meetingStartTime,
  type MeetingProvider,
} from '@terna/domain';
import { useEffect, useRef, useState } from 'react';
import {
  CreateMeetingMutation,
  DisconnectAccountMutation,
  IntegrationAuthorizationUrlQuery,
  UserIntegrationsQuery,
} from '../graphql/meetings.graphql';

/** The popup's features: the spec's 600 × 850, centred on the window that opens it. */
function popupFeatures(): string {
  const { width, height } = MEETING_LOGIN_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return `popup,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * The connect step's state: the user's integrations (asked every time, never from the cache), the
 * sign-in popup, and the polling every 3 s that starts with it and stops once a working connection
 * appears (spec 3 section 4).
 */
export function useIntegrations(onConnected: () => void) {
  const [connecting, setConnecting] = useState(false);
  const popup = useRef<Window | null>(null);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(UserIntegrationsQuery, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [authorizationUrl] = useLazyQuery(IntegrationAuthorizationUrlQuery, { fetchPolicy: 'network-only' });
  const [disconnectMutation, { loading: disconnecting }] = useMutation(DisconnectAccountMutation);
  const integrations = data?.getUserIntegrations ?? [];
  const connected = integrations.some((integration) => integration.active);

  useEffect(() => {
    if (!connecting || !connected) return;
    stopPolling();
    setConnecting(false);
    popup.current?.close();
    popup.current = null;
    onConnected();
  }, [connecting, connected, onConnected, stopPolling]);

  useEffect(
    () => () => {
      stopPolling();
      popup.current?.close();
    },
    [stopPolling],
  );

  /** Opens the popup at once (inside the click, so no blocker stops it), then sends it to the tool's consent page. */
  const connect = async (provider: MeetingProvider) => {
    popup.current?.close();
    const opened = window.open('', 'terna-meeting-login', popupFeatures());
    popup.current = opened;
    try {
      const { data: answer } = await authorizationUrl({ variables: { provider } });
      const url = answer?.getIntegrationAuthorizationUrl.url;
      if (!url) throw new Error('no authorization URL');
      if (opened) opened.location.href = url;
      else window.open(url, 'terna-meeting-login', popupFeatures());
      setConnecting(true);
      startPolling(INTEGRATION_POLL_INTERVAL_MS);
    } catch (failure) {
      opened?.close();
      popup.current = null;
      throw failure;
    }
  };

  const disconnect = async (provider: MeetingProvider) => {
    await disconnectMutation({ variables: { provider } });
    await refetch();
  };

  return { integrations, connected, loading, error, connecting, connect, disconnect, disconnecting, refetch };
}

export interface MeetingValues {
  subject: string;
  description: string;
  date: string;
  time: string;
  duration: number;
}

/** createMeeting with the form's values: the local start with its offset, and the browser's time zone. */
export function useCreateMeeting() {
  const [mutate, { loading }] = useMutation(CreateMeetingMutation, { refetchQueries: ['CandidateDetail'] });
  const create = async (values: MeetingValues, guest: { personId: number; processId: number }) => {
    const offset = new Date(`${values.date}T${values.time}:00`).getTimezoneOffset();
    const { data } = await mutate({
      variables: {
        subject: values.subject,
        description: values.description,
        startTime: meetingStartTime(values.date, values.time, offset),
        duration: values.duration,
        guestId: guest.personId,
        processId: guest.processId,
        provider: 'ZOOM',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    if (!data) throw new Error('createMeeting answered no meeting');
    return data.createMeeting;
  };
  return { create, creating: loading };
}
