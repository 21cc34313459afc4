import { graphql } from '@/gql';

/**
 * One candidate with every component result and the CV (spec 2 section 2.5). The same operation
 * serves both realms: for an observer the server answers only the granted sections and logs the view.
 */
export const ProcessCandidateDetailQuery = graphql(`
  query ProcessCandidateDetail($personId: Int!) {
    processCandidate(personId: $personId) {
      id
      personId
      processId
      ...CandidateDetailHeader_candidate
      results {
        componentType
        label
        order
        status
        ...ComponentResultPanel_result
      }
      cv {
        ...CvDetails_cv
      }
    }
  }
`);
