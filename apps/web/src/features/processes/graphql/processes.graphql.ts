import { graphql } from '@/gql';

export const ProcessListQuery = graphql(`
  query GetProcessPaginated(
    $page: Int
    $size: Int
    $wildcard: String
    $processStatus: [ProcessStatus!]
    $owner: [Int!]
    $productType: [ProductType!]
    $isConfidential: Boolean
    $archived: Boolean
    $hired: Boolean
    $dateAgo: Int
  ) {
    getProcessPaginated(
      page: $page
      size: $size
      wildcard: $wildcard
      processStatus: $processStatus
      owner: $owner
      productType: $productType
      isConfidential: $isConfidential
      archived: $archived
      hired: $hired
      dateAgo: $dateAgo
    ) {
      data {
        ...ProcessListItem_process
        ...ProcessMenu_process
      }
      filters {
        status {
          key
          docCount
        }
        owner {
          key
          docCount
          label
        }
        productType {
          key
          docCount
        }
      }
      page
      size
      total
    }
  }
`);

export const ProcessMonitorQuery = graphql(`
  query GetProcessMonitor($processId: Int!) {
    getProcessMonitor(processId: $processId) {
      id
      parent
      ...ProcessHeaderCard_process
      ...ProcessMenu_process
      ...CandidateActions_process
    }
  }
`);

export const ProcessSummaryQuery = graphql(`
  query ProcessSummary($processId: Int!) {
    processSummary(processId: $processId) {
      id
      parent
      ...ProcessHeaderCard_process
      ...ProcessMenu_process
      ...ProcessSummaryDetails_process
    }
  }
`);

export const ProcessQuery = graphql(`
  query GetProcess($id: Int!) {
    getProcess(id: $id) {
      id
      parent
      ...ProcessHeaderCard_process
    }
  }
`);

// Each action answers the process with every field the list, the header and the menu show, so the
// normalized cache updates them at once; the list itself is refetched a little later.
export const CloseProcessMutation = graphql(`
  mutation CloseProcess($id: Int!) {
    close(id: $id, noValidate: true) {
      id
      processFeedback {
        hasNps
        hasHired
      }
      ...ProcessListItem_process
      ...ProcessHeaderCard_process
      ...ProcessMenu_process
    }
  }
`);

export const CloneProcessMutation = graphql(`
  mutation CloneProcess($id: Int!, $relaunchProcessCreateDto: RelaunchProcessCreateDto!) {
    clone(id: $id, relaunchProcessCreateDto: $relaunchProcessCreateDto)
  }
`);

export const ExtendProcessMutation = graphql(`
  mutation ExtendProcess($id: Int!, $dateRangeWithTimezoneCreateDto: DateRangeWithTimezoneCreateDto!) {
    extend(id: $id, dateRangeWithTimezoneCreateDto: $dateRangeWithTimezoneCreateDto) {
      id
      ...ProcessListItem_process
      ...ProcessHeaderCard_process
      ...ProcessMenu_process
    }
  }
`);

export const ArchiveProcessMutation = graphql(`
  mutation ArchiveProcess($id: Int!, $status: Boolean!) {
    archive(id: $id, status: $status) {
      id
      ...ProcessListItem_process
      ...ProcessHeaderCard_process
      ...ProcessMenu_process
    }
  }
`);

export const PendingNotificationPreviewQuery = graphql(`
  query PendingNotificationPreview($processId: Int!) {
    pendingNotificationPreview(processId: $processId) {
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

export const SendNotificationByProcessIdMutation = graphql(`
  mutation SendNotificationByProcessId($processId: Int!) {
    sendNotificationByProcessId(processId: $processId)
  }
`);

export const RecordProcessNpsMutation = graphql(`
  mutation RecordProcessNps($processId: Int!, $score: Int!) {
    recordProcessNps(processId: $processId, score: $score) {
      hasNps
      hasHired
    }
  }
`);
