import { graphql } from '@/gql';

/** The comparator's candidates side by side, with the columns (process components) the reviewer may see. */
export const ComparatorQuery = graphql(`
  query ProcessPersonComparator($processId: Int!, $page: Int, $size: Int, $ids: [Int!]) {
    processPersonComparator(processId: $processId, page: $page, size: $size, ids: $ids) {
      page
      size
      total
      components {
        name
        label
        order
      }
      data {
        candidate {
          id
          processId
          firstName
          lastName
          person {
            avatarUrl
          }
          componentStatus {
            componentType
          }
        }
        composedScore
        archetype
        trustCode
        salary
        salaryCurrency
        results {
          componentType
          status
          value
        }
        cvSections {
          section
          score
        }
        competences {
          name
          value
        }
      }
    }
  }
`);

/** Candidates who ended their evaluations, for the company's "add candidate" picker (every feeling). */
export const ComparatorChoicesQuery = graphql(`
  query ComparatorChoices($processId: Int!, $wildcard: String, $size: Int) {
    processPersonPaginated(
      processId: $processId
      page: 1
      size: $size
      wildcard: $wildcard
      personEvaluationsStatus: [ENDED]
      feelings: []
    ) {
      total
      data {
        ...ComparatorChoice
      }
    }
  }
`);

/** The observer picks among the shortlisted candidates their link shows. */
export const ObserverComparatorChoicesQuery = graphql(`
  query ObserverComparatorChoices($observerId: Int!, $processId: Int!, $wildcard: String, $size: Int) {
    processPersonObserverShortListed(
      observerId: $observerId
      processId: $processId
      page: 1
      size: $size
      wildcard: $wildcard
    ) {
      total
      data {
        ...ComparatorChoice
      }
    }
  }
`);

export const ComparatorChoiceFragment = graphql(`
  fragment ComparatorChoice on ProcessCandidate {
    id
    firstName
    lastName
    identification
    mail
  }
`);

export const AddToComparatorMutation = graphql(`
  mutation ComparatorAddCandidate($ids: [Int!]!, $processId: Int!) {
    addCandidatesToComparator(ids: $ids, processId: $processId) {
      ok
      message
    }
  }
`);

export const RemoveFromComparatorMutation = graphql(`
  mutation ComparatorRemoveCandidate($id: Int!, $processId: Int!) {
    removeCandidateFromComparator(id: $id, processId: $processId) {
      ok
      message
    }
  }
`);
