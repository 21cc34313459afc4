import { graphql } from '@/gql';

/** gradeInterview: answers the candidate with its results, so the page's cached candidate updates in place. */
export const GradeInterviewMutation = graphql(`
  mutation GradeInterview($processPersonId: Int!, $grades: [InterviewGradeInput!]!) {
    gradeInterview(processPersonId: $processPersonId, grades: $grades) {
      id
      evaluationsStatus
      ranking
      composedCapResult {
        value
        status
      }
      results {
        componentType
        label
        order
        status
        ...ComponentResultPanel_result
      }
    }
  }
`);
