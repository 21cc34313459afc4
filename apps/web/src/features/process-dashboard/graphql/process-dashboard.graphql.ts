import { graphql } from '@/gql';

/** Every number of the dashboard tab in one answer. */
export const ProcessDashboardQuery = graphql(`
  query ProcessDashboard($processId: Int!) {
    processDashboard(processId: $processId) {
      funnel {
        invited
        inProgress
        ended
        disqualified
        hired
      }
      scoreDistribution {
        from
        to
        count
      }
      componentPassRates {
        componentType
        label
        evaluated
        passed
      }
      tags {
        code
        label
        color
        count
      }
    }
  }
`);
