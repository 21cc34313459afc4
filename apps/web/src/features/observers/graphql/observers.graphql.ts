import { graphql } from '@/gql';

/** What a row of the observer list shows; every mutation answers it so the cache updates the row. */
export const ObserverRowFragment = graphql(`
  fragment ObserverRow_observer on Observer {
    id
    name
    email
    status
    link
    expiresAt
    sections {
      name
      label
      order
    }
    viewCount
    lastViewedAt
    views {
      processPersonId
      candidateName
      viewedAt
    }
  }
`);

// The process's components come with the list: the form offers them as sections, in their order.
export const ObserversQuery = graphql(`
  query Observers($processId: Int!) {
    getObservers(processId: $processId) {
      id
      ...ObserverRow_observer
    }
    getProcessMonitor(processId: $processId) {
      id
      jobOpportunity {
        id
        components {
          componentType
          order
        }
      }
    }
  }
`);

export const AddObserversMutation = graphql(`
  mutation AddObservers($processId: Int!, $observers: [ObserverInput!]!) {
    addObservers(processId: $processId, observers: $observers) {
      id
      ...ObserverRow_observer
    }
  }
`);

export const SendObserversMutation = graphql(`
  mutation SendObservers($processId: Int!, $listObservers: [Int!]!) {
    sendObservers(processId: $processId, listObservers: $listObservers) {
      id
      ...ObserverRow_observer
    }
  }
`);

export const RevocateObserversMutation = graphql(`
  mutation RevocateObservers($processId: Int!, $listObservers: [Int!]!) {
    revocateObservers(processId: $processId, listObservers: $listObservers) {
      id
      ...ObserverRow_observer
    }
  }
`);

export const RenewObserversMutation = graphql(`
  mutation RenewObservers($processId: Int!, $listObservers: [Int!]!) {
    renewObservers(processId: $processId, listObservers: $listObservers) {
      id
      ...ObserverRow_observer
    }
  }
`);

export const DeleteObserverMutation = graphql(`
  mutation DeleteObserver($processId: Int!, $observerId: Int!) {
    deleteObserver(processId: $processId, observerId: $observerId)
  }
`);
