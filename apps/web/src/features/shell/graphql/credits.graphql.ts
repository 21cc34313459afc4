import { graphql } from '@/gql';

export const RequestCreditsMutation = graphql(`
  mutation RequestCredits($kind: CreditRequestKind!) {
    requestCredits(kind: $kind)
  }
`);
