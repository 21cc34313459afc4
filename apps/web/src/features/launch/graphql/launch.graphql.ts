import { graphql } from '@/gql';

export const LaunchDraftFragment = graphql(`
  fragment LaunchWizard_draft on LaunchDraft {
    id
    name
    status
    kind
    typeCompanyPlan
    environmentType
    fullProfile
    hasProfile
    draftStep
    steps
    timeZone
    jobProfile
    curriculum
    competences
    tests
    interview
    components
    trustFeatures
    dates
    issues {
      step
      field
      message
      messageKey
    }
    cost {
      credits
      processes
      days
    }
    availableCredits
    processesLeft
    lockedFields {
      field
      reason
      message
    }
    editRules {
      minEndDate
      maxEndDate
    }
    publicLink
  }
`);

export const LaunchDraftQuery = graphql(`
  query GetLaunchDraft($processId: Int!) {
    getLaunchDraft(processId: $processId) {
      ...LaunchWizard_draft
    }
  }
`);

export const SaveLaunchStepMutation = graphql(`
  mutation SaveLaunchStep($processId: Int!, $step: LaunchStep!, $data: JSONObject!) {
    saveLaunchStep(processId: $processId, step: $step, data: $data) {
      ...LaunchWizard_draft
    }
  }
`);

export const LaunchProcessMutation = graphql(`
  mutation LaunchProcess($id: Int!, $idempotencyKey: String) {
    launchProcess(id: $id, idempotencyKey: $idempotencyKey) {
      alreadyLaunched
      balanceAfter
      processesLeft
      publicLink
      process {
        id
        statusName
        url
      }
    }
  }
`);

export const LaunchProductsQuery = graphql(`
  query LaunchProducts {
    launchProducts {
      autoSelectedPlanType
      products {
        kind
        typeCompanyPlan
        environmentType
        fullProfile
        planConfigId
        planStatus
        available
        availableCredits
        processesLeft
        productActive
      }
    }
  }
`);

export const StartProcessDraftMutation = graphql(`
  mutation StartProcessDraft(
    $typeCompanyPlan: CompanyPlanType!
    $environmentType: EnvironmentType!
    $fullProfile: Boolean!
  ) {
    startProcessDraft(typeCompanyPlan: $typeCompanyPlan, environmentType: $environmentType, fullProfile: $fullProfile) {
      id
      typeCompanyPlan
    }
  }
`);

export const ProfileTemplatesQuery = graphql(`
  query ProfileTemplates {
    profileTemplates {
      code
      name
      area
      description
    }
  }
`);

export const ProfileProcessesQuery = graphql(`
  query ProfileProcesses($wildcard: String) {
    profileProcesses(wildcard: $wildcard) {
      id
      processName
      statusName
      startDate
      endDate
    }
  }
`);

export const ChooseProcessProfileMutation = graphql(`
  mutation ChooseProcessProfile($processId: Int!, $fromProcessId: Int, $templateCode: String) {
    chooseProcessProfile(processId: $processId, fromProcessId: $fromProcessId, templateCode: $templateCode) {
      ...LaunchWizard_draft
    }
  }
`);

export const PositionsQuery = graphql(`
  query GetPositions($wildcard: String) {
    getPositions(wildcard: $wildcard) {
      id
      name
    }
  }
`);

export const SuggestCompetencesQuery = graphql(`
  query SuggestCompetences($processId: Int!) {
    suggestCompetences(processId: $processId) {
      id
      name
      definition
      difficulty
      weight
      score
    }
  }
`);

export const CompanyAgenciesQuery = graphql(`
  query CompanyAgencies {
    companyAgencies {
      id
      name
      scoped
      departments {
        id
        name
        scoped
      }
    }
  }
`);
