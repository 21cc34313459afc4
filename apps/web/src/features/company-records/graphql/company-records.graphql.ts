import { graphql } from '@/gql';

export const CompanyTagListQuery = graphql(`
  query CompanyTagList {
    companyTagList {
      id
      code
      title
      hexCode
      isPredefined
      candidates
    }
  }
`);

export const CreateCompanyTagMutation = graphql(`
  mutation CreateCompanyTag($title: String!, $hexCode: String!) {
    createCompanyTag(title: $title, hexCode: $hexCode) {
      id
      code
      title
      hexCode
      isPredefined
      candidates
    }
  }
`);

export const UpdateCompanyTagMutation = graphql(`
  mutation UpdateCompanyTag($id: Int!, $title: String!, $hexCode: String!) {
    updateCompanyTag(id: $id, title: $title, hexCode: $hexCode) {
      id
      title
      hexCode
      candidates
    }
  }
`);

export const DeleteCompanyTagMutation = graphql(`
  mutation DeleteCompanyTag($id: Int!) {
    deleteCompanyTag(id: $id)
  }
`);

export const HiredPersonsQuery = graphql(`
  query HiredPersons($page: Int, $size: Int, $search: String) {
    hiredPersons(page: $page, size: $size, search: $search) {
      total
      data {
        processPersonId
        personId
        processId
        processName
        firstName
        lastName
        email
        hiredAt
        hiredBy
      }
    }
  }
`);

/** The candidate actions' hire mutation: a null date undoes the hire. */
export const UndoHireMutation = graphql(`
  mutation UndoHire($processId: Int!, $processPersonId: Int!) {
    updatePersonHired(processId: $processId, processPersonId: $processPersonId, hiredDate: null) {
      status
    }
  }
`);

export const UnwantedPersonsQuery = graphql(`
  query UnwantedPersons($page: Int, $size: Int, $search: String) {
    unwantedPersons(page: $page, size: $size, search: $search) {
      total
      data {
        personId
        firstName
        lastName
        email
        identification
        reason
        listedAt
        listedBy
        expiresAt
        processes {
          id
          name
        }
      }
    }
  }
`);

/** The candidate actions' unwanted-list mutation, asked for the removed state with the note. */
export const RemoveUnwantedMutation = graphql(`
  mutation RemoveUnwanted($personId: Int!, $note: String!) {
    setPersonToBlackList(personId: $personId, listed: false, note: $note)
  }
`);

export const ActivityLogQuery = graphql(`
  query ActivityLog($filter: ActivityLogFilter, $after: Int, $size: Int) {
    activityLog(filter: $filter, after: $after, size: $size) {
      nextCursor
      data {
        id
        createdAt
        userId
        userName
        action
        entityType
        entityId
        processId
        processName
        processPersonId
        candidateName
      }
    }
  }
`);

export const MailOutboxQuery = graphql(`
  query MailOutbox($page: Int, $size: Int, $search: String, $status: MailStatus) {
    mailOutbox(page: $page, size: $size, search: $search, status: $status) {
      total
      data {
        id
        to
        subject
        body
        category
        status
        attempts
        lastError
        createdAt
        sentAt
        attachments
      }
    }
  }
`);

export const ResendMailMutation = graphql(`
  mutation ResendMail($id: Int!) {
    resendMail(id: $id) {
      id
      status
      lastError
    }
  }
`);

export const MemberNotificationSettingsQuery = graphql(`
  query MemberNotificationSettings {
    memberNotificationSettings {
      userId
      name
      email
      inApp
      emailOn
    }
  }
`);

export const SaveMemberNotificationSettingsMutation = graphql(`
  mutation SaveMemberNotificationSettings($userId: Int!, $inApp: Boolean!, $email: Boolean!) {
    saveMemberNotificationSettings(userId: $userId, inApp: $inApp, email: $email) {
      userId
      inApp
      emailOn
    }
  }
`);
