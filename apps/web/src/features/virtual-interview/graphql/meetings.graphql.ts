import { graphql } from '@/gql';

/** The signed-in user's connected meeting tools (spec 3 section 7: no cache, so always asked). */
export const UserIntegrationsQuery = graphql(`
  query UserIntegrations {
    getUserIntegrations {
      id
      provider
      updatedAt
      active
    }
  }
`);

export const IntegrationAuthorizationUrlQuery = graphql(`
  query IntegrationAuthorizationUrl($provider: MeetingProvider!) {
    getIntegrationAuthorizationUrl(provider: $provider) {
      provider
      url
    }
  }
`);

export const DisconnectAccountMutation = graphql(`
  mutation DisconnectAccount($provider: MeetingProvider!) {
    disconnectAccount(provider: $provider) {
      ok
    }
  }
`);

export const CreateMeetingMutation = graphql(`
  mutation CreateMeeting(
    $subject: String!
    $description: String!
    $startTime: String!
    $duration: Int!
    $guestId: Int!
    $processId: Int!
    $provider: MeetingProvider!
    $timezone: String
  ) {
    createMeeting(
      subject: $subject
      description: $description
      startTime: $startTime
      duration: $duration
      guestId: $guestId
      processId: $processId
      provider: $provider
      timezone: $timezone
    ) {
      topic
      startTime
      timezone
      duration
      agenda
      joinUrl
    }
  }
`);
