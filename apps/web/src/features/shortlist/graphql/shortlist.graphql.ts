import { graphql } from '@/gql';

export const ShortlistRowFragment = graphql(`
  fragment ShortlistRow_candidate on ProcessCandidate {
    id
    processId
    firstName
    lastName
    ranking
    evaluationsStatus
    blackListed
    viewerFeeling
    composedCapResult {
      value
      status
    }
    componentStatus {
      componentType
    }
    person {
      avatarUrl
    }
    feelings {
      ...ShortlistFeeling
    }
  }
`);

/** The company's shortlist: candidates somebody likes or doubts, optionally only by some observers. */
export const ShortlistQuery = graphql(`
  query ProcessPersonShortlisted($processId: Int!, $page: Int, $size: Int, $wildcard: String, $observersIds: [Int!]) {
    processPersonShortlisted(
      processId: $processId
      page: $page
      size: $size
      wildcard: $wildcard
      observersIds: $observersIds
    ) {
      page
      size
      total
      data {
        id
        ...ShortlistRow_candidate
      }
    }
  }
`);

/** The observer's shortlist: the shortlisted candidates their link lets them see. */
export const ObserverShortlistQuery = graphql(`
  query ProcessPersonObserverShortListed(
    $observerId: Int!
    $processId: Int!
    $page: Int
    $size: Int
    $wildcard: String
  ) {
    processPersonObserverShortListed(
      observerId: $observerId
      processId: $processId
      page: $page
      size: $size
      wildcard: $wildcard
    ) {
      page
      size
      total
      data {
        id
        ...ShortlistRow_candidate
      }
    }
  }
`);

/** The process's observers, for the company's "feelings of" filter. */
export const ShortlistObserversQuery = graphql(`
  query ShortlistObservers($processId: Int!) {
    getObservers(processId: $processId) {
      id
      name
    }
  }
`);
