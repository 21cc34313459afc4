import { graphql } from '@/gql';

export const UpdateMeMutation = graphql(`
  mutation UpdateMe($dataMe: DataMeInput!) {
    updateMe(dataMe: $dataMe) {
      id
      termsAndConditions {
        name
        version
        date
        link
      }
    }
  }
`);
