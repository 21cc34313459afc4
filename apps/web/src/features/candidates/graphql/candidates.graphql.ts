import { graphql } from '@/gql';

export const CandidateListQuery = graphql(`
  query ProcessPersonPaginated(
    $processId: Int!
    $page: Int
    $size: Int
    $sortBy: SortInput
    $wildcard: String
    $feelings: [FeelingFilter!]
    $personEvaluationsStatus: [PersonStatus!]
    $trust: [String!]
    $hired: Boolean
    $tags: [String!]
    $place: [String!]
    $industry: [String!]
    $areaExperience: [String!]
    $subExperience: [String!]
    $education: [String!]
    $institution: [String!]
    $company: [String!]
    $skill: [String!]
    $language: [String!]
    $gender: [Gender!]
    $maritalStatus: [MaritalStatus!]
    $salary: IntRangeInput
    $birthDate: DateRangeInput
  ) {
    processPersonPaginated(
      processId: $processId
      page: $page
      size: $size
      sortBy: $sortBy
      wildcard: $wildcard
      feelings: $feelings
      personEvaluationsStatus: $personEvaluationsStatus
      trust: $trust
      hired: $hired
      tags: $tags
      place: $place
      industry: $industry
      areaExperience: $areaExperience
      subExperience: $subExperience
      education: $education
      institution: $institution
      company: $company
      skill: $skill
      language: $language
      gender: $gender
      maritalStatus: $maritalStatus
      salary: $salary
      birthDate: $birthDate
    ) {
      page
      size
      total
      processTotal
      data {
        id
        ...CandidateListItem_candidate
      }
      filters {
        feelings {
          ...CandidateFacet
        }
        personEvaluationsStatus {
          ...CandidateFacet
        }
        trust {
          ...CandidateFacet
        }
        hired {
          ...CandidateFacet
        }
        tags {
          ...CandidateFacet
        }
        place {
          ...CandidateFacet
        }
        industry {
          ...CandidateFacet
        }
        areaExperience {
          ...CandidateFacet
        }
        subExperience {
          ...CandidateFacet
        }
        education {
          ...CandidateFacet
        }
        institution {
          ...CandidateFacet
        }
        company {
          ...CandidateFacet
        }
        skill {
          ...CandidateFacet
        }
        language {
          ...CandidateFacet
        }
        gender {
          ...CandidateFacet
        }
        maritalStatus {
          ...CandidateFacet
        }
      }
    }
  }

  fragment CandidateFacet on CandidateFacetValue {
    key
    docCount
    label
  }
`);

/** The sidebar's candidate: the list row's fields plus the timeline and the reasons of a disqualification. */
export const CandidateDetailQuery = graphql(`
  query CandidateDetail($id: Int!) {
    processPerson(id: $id) {
      id
      ...CandidateListItem_candidate
      ...CandidateSidebar_candidate
    }
  }
`);

/** A candidate just added from the people tab, as a row of the list. */
export const AddedCandidateQuery = graphql(`
  query AddedCandidate($id: Int!) {
    processPerson(id: $id) {
      id
      ...CandidateListItem_candidate
    }
  }
`);

export const CandidateChangedSubscription = graphql(`
  subscription CandidateChanged($processId: Int!) {
    candidateChanged(processId: $processId) {
      processPersonId
      reason
    }
  }
`);
