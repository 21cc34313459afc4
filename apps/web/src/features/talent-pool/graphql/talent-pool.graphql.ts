import { graphql } from '@/gql';

export const TalentPoolPersonFields = graphql(`
  fragment TalentPoolPersonFields on TalentPoolPerson {
    personId
    pool
    purchased
    anonymised
    firstName
    lastName
    email
    phone
    identification
    avatarUrl
    mainExperience {
      title
      company
      startDate
      endDate
      current
    }
    yearsOfExperience
    area
    subArea
    city
    countryCode
    educationLevel
    skills
    languages
    salary
    salaryCurrency
    lastActivityAt
    latestResults {
      processId
      processPersonId
      processName
      status
      composedScore
      composedStatus
      invitedAt
    }
  }
`);

export const TalentPoolSearchQuery = graphql(`
  query TalentPoolSearch($pool: CvSearchPool!, $text: String, $filters: CvSearchFiltersInput, $page: Int) {
    talentPoolSearch(pool: $pool, text: $text, filters: $filters, page: $page) {
      total
      page
      size
      data {
        ...TalentPoolPersonFields
      }
    }
  }
`);

export const TalentPoolCurriculumQuery = graphql(`
  query TalentPoolCurriculum($pool: CvSearchPool!, $personId: ID!) {
    talentPoolCurriculum(pool: $pool, personId: $personId) {
      person {
        ...TalentPoolPersonFields
      }
      introduction
      willingToRelocate
      experiences {
        title
        company
        startDate
        endDate
        current
        description
      }
      cv {
        skills {
          skill
          level
        }
        languages {
          language
          level
        }
        educationList {
          degree
          institution
          studyArea
          status
          startYear
          endYear
        }
      }
    }
  }
`);

export const BuyCurriculumMutation = graphql(`
  mutation BuyCurriculum($amount: Int!, $concept: String!, $personIds: [String!]!, $planConfigId: Int!) {
    buyCurriculum(amount: $amount, concept: $concept, personIds: $personIds, planConfigId: $planConfigId) {
      complete
    }
  }
`);

export const TalentPoolCountriesQuery = graphql(`
  query TalentPoolCountries {
    countries {
      code
      name
    }
  }
`);
