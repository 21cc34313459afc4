import { graphql } from '@/gql';

/** anonymizeCandidate: erases the person's personal data in the company (docs/decisions/033). */
export const EraseCandidateMutation = graphql(`
  mutation EraseCandidate($personId: Int!) {
    anonymizeCandidate(personId: $personId)
  }
`);
