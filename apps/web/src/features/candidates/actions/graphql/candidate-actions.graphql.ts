import { graphql } from '@/gql';
import type { GetProcessMonitorQuery } from '@/gql/graphql';

/** A hire as the menu shows it and the hire mutations answer it, so the cache updates the candidate. */
export const CandidateActionsHiredFragmentDoc = graphql(`
  fragment CandidateActions_hired on Hired {
    hiredAt
    status
    updatedAt
    userId
  }
`);

/** A candidate's tag as the menu shows it and createPersonTag answers it. */
export const CandidateActionsTagFragmentDoc = graphql(`
  fragment CandidateActions_tag on CandidateTag {
    id
    code
    date
    userId
    processPersonId
  }
`);

/** A process's tag configuration as the tag dialogs read it and the process-tag mutations answer it. */
export const CandidateActionsTagsConfigFragmentDoc = graphql(`
  fragment CandidateActions_tagsConfig on TagsConfig {
    id
    processId
    date
    tags {
      code
      color
      label
    }
  }
`);

/** What the candidate menu and its dialogs read of a candidate; lists that show the menu spread it. */
export const CandidateActionsFragmentDoc = graphql(`
  fragment CandidateActions on ProcessCandidate {
    id
    personId
    processPersonId
    processId
    firstName
    lastName
    mail
    identification
    evaluationsStatus
    blackListed
    trustCode
    composedCapResult {
      value
      status
    }
    componentStatus {
      componentType
      status
      value
      notified
    }
    reliabilityScoredResult {
      reliabilityComposedCapId
    }
    hired {
      ...CandidateActions_hired
    }
    tags {
      ...CandidateActions_tag
    }
  }
`);

/** What the menu needs of the process beyond its header; the monitor query spreads it. */
export const CandidateActionsProcessFragmentDoc = graphql(`
  fragment CandidateActions_process on Process {
    id
    processName
    statusName
    typeCompanyPlan
    environmentTypeName
    fullProfile
    parent
    children
    startDate
    endDate
    timeZone
    jobOpportunity {
      id
      components {
        componentType
      }
    }
  }
`);

/** The process the candidate menu acts in: the process of the control tabs. */
export type ProcessForActions = GetProcessMonitorQuery['getProcessMonitor'];

export const DeleteCandidateMutation = graphql(`
  mutation DeleteCandidateFromProcess($processId: Int!, $candidateId: Int!) {
    deleteCandidateFromProcess(processId: $processId, candidateId: $candidateId)
  }
`);

export const ApproveComponentsMutation = graphql(`
  mutation AproveComponents($processId: Int!, $candidateId: Int!, $observation: String!) {
    aproveComponents(processId: $processId, candidateId: $candidateId, observation: $observation) {
      id
      ...CandidateActions
    }
  }
`);

export const SendReminderMutation = graphql(`
  mutation SendReminder($processId: Int!, $personId: Int!) {
    sendReminder(processId: $processId, personId: $personId)
  }
`);

export const RenewInvitationMutation = graphql(`
  mutation RenewInvitation($processPersonId: Int!) {
    renewInvitation(processPersonId: $processPersonId)
  }
`);

export const ReactivateComponentMutation = graphql(`
  mutation ReactivateComponent($processId: Int!, $personId: Int!, $positionComponentType: ComponentType!) {
    reactivateComponent(processId: $processId, personId: $personId, positionComponentType: $positionComponentType) {
      id
      ...CandidateActions
    }
  }
`);

export const AddToComparatorMutation = graphql(`
  mutation AddCandidatesToComparator($ids: [Int!]!, $processId: Int!) {
    addCandidatesToComparator(ids: $ids, processId: $processId) {
      ok
      message
    }
  }
`);

export const BlacklistPersonMutation = graphql(`
  mutation SetPersonToBlackList($personId: Int!, $processId: Int, $reason: String) {
    setPersonToBlackList(personId: $personId, processId: $processId, listed: true, reason: $reason)
  }
`);

export const SetPersonHiredMutation = graphql(`
  mutation SetPersonHired($processId: Int!, $processPersonId: Int!, $hiredDate: String!) {
    setPersonHired(processId: $processId, processPersonId: $processPersonId, hiredDate: $hiredDate) {
      ...CandidateActions_hired
    }
  }
`);

export const UpdatePersonHiredMutation = graphql(`
  mutation UpdatePersonHired($processId: Int!, $processPersonId: Int!, $hiredDate: String) {
    updatePersonHired(processId: $processId, processPersonId: $processPersonId, hiredDate: $hiredDate) {
      ...CandidateActions_hired
    }
  }
`);

export const TagOptionsQuery = graphql(`
  query CandidateTagOptions($processId: Int!) {
    getTagsConfig(processId: $processId) {
      ...CandidateActions_tagsConfig
    }
    getCompanyTags {
      id
      companyId
      date
      listTags {
        id
        code
        hexCode
        title
        isPredefined
      }
    }
  }
`);

export const CreatePersonTagMutation = graphql(`
  mutation CreatePersonTag($processPersonId: Int!, $code: String!) {
    createPersonTag(processPersonId: $processPersonId, code: $code) {
      ...CandidateActions_tag
    }
  }
`);

export const DeletePersonTagMutation = graphql(`
  mutation DeletePersonTag($id: Int!, $processPersonId: Int!) {
    deletePersonTag(id: $id, processPersonId: $processPersonId)
  }
`);

export const CreateProcessTagMutation = graphql(`
  mutation CreateProcessTag($processId: Int!, $tags: [TagInput!]!) {
    createProcessTag(processId: $processId, tags: $tags) {
      ...CandidateActions_tagsConfig
    }
  }
`);

export const UpdateProcessTagMutation = graphql(`
  mutation UpdateProcessTag($id: Int!, $processId: Int!, $tags: [TagInput!]!) {
    updateProcessTag(id: $id, processId: $processId, tags: $tags) {
      ...CandidateActions_tagsConfig
    }
  }
`);
