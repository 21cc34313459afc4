import type { CandidateActionsFragment } from '@/gql/graphql';

/** A finished candidate whose reliability check came back SUCCESS, as the candidate menu reads one. */
export const finishedCandidate: CandidateActionsFragment = {
  id: 11,
  personId: 21,
  processPersonId: 11,
  processId: 3,
  firstName: 'Ana',
  lastName: 'Vera',
  mail: 'ana@example.com',
  identification: null,
  evaluationsStatus: 'ENDED',
  blackListed: false,
  trustCode: '1',
  composedCapResult: { value: 72, status: true },
  componentStatus: [{ componentType: 'RELIABILITY', status: 'SUCCESS', value: 90, notified: true }],
  reliabilityScoredResult: { reliabilityComposedCapId: 9 },
  hired: null,
  tags: [],
};
