import { graphql } from '@/gql';

/** A reviewer's feeling as the shortlist and the candidate pages show it: who (name, user or observer), what and when. */
export const ShortlistFeelingFragment = graphql(`
  fragment ShortlistFeeling on CandidateFeeling {
    userId
    observerId
    feeling
    createdAt
    updatedAt
    reviewerName
    reviewerKind
  }
`);

/** The reviewer's own feeling on a candidate (null clears it): company users. */
export const SetFeelingMutation = graphql(`
  mutation AddPersonShortlisted($processId: Int!, $processPersonId: String!, $feeling: Feeling) {
    addPersonShortlisted(processId: $processId, processPersonId: $processPersonId, feeling: $feeling) {
      feelings {
        ...ShortlistFeeling
      }
    }
  }
`);

/** What a feeling change leaves on the candidate, written into the cache after the company mutation or the observer's REST call. */
export const FeelingChangeFragment = graphql(`
  fragment ShortlistFeelingChange on ProcessCandidate {
    id
    viewerFeeling
    feelings {
      ...ShortlistFeeling
    }
  }
`);
