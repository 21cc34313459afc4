import { graphql } from '@/gql';

export const ReportSessionFragment = graphql(`
  fragment ReportSession_info on ObserverSessionInfo {
    observerId
    name
    processId
    processName
    companyName
    logoUrl
    sections {
      name
      label
      order
    }
    termsAccepted
    expiresAt
    comparatorAllowed
  }
`);

export const ObserverSessionQuery = graphql(`
  query ObserverSession {
    observerSession {
      ...ReportSession_info
    }
  }
`);

export const AcceptObserverTermsMutation = graphql(`
  mutation AcceptObserverTerms {
    acceptObserverTerms {
      ...ReportSession_info
    }
  }
`);
