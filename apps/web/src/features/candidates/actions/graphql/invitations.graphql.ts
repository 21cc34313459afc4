import { graphql } from '@/gql';

export const CountriesQuery = graphql(`
  query Countries {
    countries {
      code
      name
    }
  }
`);

export const PersonByEmailQuery = graphql(`
  query GetPersonByEmail($email: String!) {
    getPersonByEmail(email: $email) {
      id
      countryCode
      countryName
      firstName
      lastName
    }
  }
`);

export const AddPersonMutation = graphql(`
  mutation AddPerson($processId: Int!, $personCreateDto: PersonCreateDto!) {
    addPerson(processId: $processId, personCreateDto: $personCreateDto) {
      id
      evaluationsStatus
    }
  }
`);

export const InvitableProcessesQuery = graphql(`
  query InvitableProcesses($page: Int, $size: Int, $wildcard: String, $excludeId: Int) {
    processPaginated(
      page: $page
      size: $size
      wildcard: $wildcard
      excludeId: $excludeId
      processStatus: [LAUNCHED]
      archived: false
    ) {
      data {
        id
        processName
        positionName
        ownerName
        startDate
        endDate
        typeCompanyPlan
        environmentTypeName
        fullProfile
      }
      total
    }
  }
`);

export const AddPeopleToProcessMutation = graphql(`
  mutation AddPeopleToProcess($processAddPeopleInput: ProcessAddPeopleInput!) {
    addPeopleToProcess(processAddPeopleInput: $processAddPeopleInput) {
      id
      email
      processPersonId
      processPersonStatus
    }
  }
`);

export const SendBulkInvitationMutation = graphql(`
  mutation SendBulkInvitation($processId: Int!, $candidates: [BulkInvitationCandidate!]!, $sourceProcessId: Int) {
    sendBulkInvitation(processId: $processId, candidates: $candidates, sourceProcessId: $sourceProcessId) {
      completed
      invited
      skipped
    }
  }
`);

/** Whom "Agradecer a los no contratados" would thank now, the e-mail, and when it last went. */
export const NotHiredMailPreviewQuery = graphql(`
  query NotHiredMailPreview($processId: Int!) {
    notHiredMailPreview(processId: $processId) {
      count
      recipients {
        processPersonId
        firstName
        lastName
        email
      }
      subject
      body
      lastSentAt
    }
  }
`);
