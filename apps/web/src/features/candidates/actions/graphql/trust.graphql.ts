import { graphql } from '@/gql';

export const LaunchSubProcessMutation = graphql(`
  mutation LaunchSubProcess($processId: Int!, $competences: [TrustCheck!]!) {
    launchSubProcess(processId: $processId, competences: $competences) {
      id
      parent
    }
  }
`);

/** The invited candidates come back pending: the cache updates their trust status in every view. */
export const AddPeopleToTrustProcessMutation = graphql(`
  mutation AddPeopleToTrustProcess($processId: Int!, $peopleList: [TrustPersonInput!]!) {
    addPeopleToTrustProcess(processId: $processId, peopleList: $peopleList) {
      id
      ...CandidateActions
    }
  }
`);
