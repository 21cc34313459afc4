import { graphql } from '@/gql';

export const CompanyAnalyticsQuery = graphql(`
  query CompanyAnalytics($from: Date, $to: Date, $agencyId: Int) {
    companyAnalytics(from: $from, to: $to, agencyId: $agencyId) {
      processes
      processesByStatus {
        status
        count
      }
      processesByMonth {
        month
        count
      }
      candidates
      candidatesByStatus {
        status
        count
      }
      candidatesBySource {
        source
        count
      }
      timeToHire {
        hires
        medianDays
        bands {
          from
          to
          count
        }
      }
    }
  }
`);

export const TagAnalyticsQuery = graphql(`
  query TagAnalytics($from: Date, $to: Date, $agencyId: Int) {
    companyAnalytics(from: $from, to: $to, agencyId: $agencyId) {
      processes
      tags {
        code
        label
        color
        candidates
        processes
      }
    }
  }
`);

export const AnalyticsAgenciesQuery = graphql(`
  query AnalyticsAgencies {
    companyAgencies {
      id
      name
    }
  }
`);

export const CreditAccountsQuery = graphql(`
  query CreditAccounts {
    creditAccounts {
      planConfigId
      planName
      planLabel
      planStatus
      availableBalance
      endsAt
    }
  }
`);

export const CreditHistoryQuery = graphql(`
  query CreditHistory($planConfigId: Int!, $page: Int, $size: Int) {
    creditHistory(planConfigId: $planConfigId, page: $page, size: $size) {
      page
      size
      total
      transactions {
        id
        type
        amount
        balanceAfter
        concept
        createdAt
        processId
        processName
        userName
      }
    }
  }
`);

export const CompanyReportsQuery = graphql(`
  query CompanyReports($search: String, $page: Int, $size: Int) {
    companyReports(search: $search, page: $page, size: $size) {
      page
      size
      total
      items {
        id
        kind
        status
        format
        fileName
        processId
        processName
        candidateName
        createdAt
        downloadUrl
      }
    }
  }
`);
