import { graphql } from '@/gql';

/** A report generation as the status view shows it; every report operation answers it, so polls and mutations share one cache entry. */
export const GeneratedReportFragment = graphql(`
  fragment GeneratedReportFields on GeneratedReport {
    id
    kind
    processPersonId
    status
    type
    language
    sections
    engineId
    vendorId
    fileName
    url
    urlExpiresAt
    progress {
      done
      total
    }
    error
  }
`);

/** The templates the company may use: the global ones and its own. */
export const ReportTemplatesQuery = graphql(`
  query ReportTemplates($companyId: Int!) {
    getReportTemplateByCompanyId(CompanyId: $companyId) {
      id
      publicName
      engineId
      vendorId
    }
  }
`);

/** The candidate's finished components (SUCCESS or REJECT) and the report sections of each. */
export const ComponentsFinishedQuery = graphql(`
  query ComponentsFinished($processId: Int!, $candidateId: Int!) {
    getComponentsFinished(processId: $processId, candidateId: $candidateId) {
      componentType
      order
      label
      sections
    }
  }
`);

/** One report as it is now: "download again" with an expired address, and the fallback when the stream breaks. */
export const CandidateReportQuery = graphql(`
  query CandidateReport($id: Int!) {
    candidateReport(id: $id) {
      ...GeneratedReportFields
    }
  }
`);

/** One report as it is now, then each time its job moves on, until it is COMPLETED or FAILED. */
export const ReportJobChangedSubscription = graphql(`
  subscription ReportJobChanged($id: Int!) {
    reportJobChanged(id: $id) {
      ...GeneratedReportFields
    }
  }
`);

export const GenerateReportMutation = graphql(`
  mutation GenerateReport(
    $processPersonId: Int!
    $sections: [ReportSection!]!
    $type: ReportFormat!
    $engineId: String!
    $language: Locale
    $vendorId: String!
  ) {
    generateReport(
      processPersonId: $processPersonId
      sections: $sections
      type: $type
      engineId: $engineId
      language: $language
      vendorId: $vendorId
    ) {
      ...GeneratedReportFields
    }
  }
`);

export const DeleteReportMutation = graphql(`
  mutation DeleteReport(
    $id: Int!
    $sections: [ReportSection!]!
    $engineId: String!
    $type: ReportFormat!
    $language: Locale
    $vendorId: String!
  ) {
    deleteReport(
      id: $id
      sections: $sections
      engineId: $engineId
      type: $type
      language: $language
      vendorId: $vendorId
    )
  }
`);

export const GenerateTrustReportMutation = graphql(`
  mutation GenerateTrustReport(
    $processPersonId: Int!
    $type: ReportFormat!
    $engineId: String!
    $reliabilityComposedCapId: Int!
  ) {
    generateTrustReport(
      processPersonId: $processPersonId
      type: $type
      engineId: $engineId
      reliabilityComposedCapId: $reliabilityComposedCapId
    ) {
      ...GeneratedReportFields
    }
  }
`);

export const DeleteReportTrustMutation = graphql(`
  mutation DeleteReportTrust($id: Int!, $type: ReportFormat!) {
    deleteReportTrust(id: $id, type: $type)
  }
`);

export const GenerateReportsMutation = graphql(`
  mutation GenerateReports(
    $processId: Int!
    $processPersonIds: [Int!]!
    $sections: [ReportSection!]!
    $type: ReportFormat!
    $engineId: String!
    $language: Locale
    $vendorId: String!
  ) {
    generateReports(
      processId: $processId
      processPersonIds: $processPersonIds
      sections: $sections
      type: $type
      engineId: $engineId
      language: $language
      vendorId: $vendorId
    ) {
      ...GeneratedReportFields
    }
  }
`);
