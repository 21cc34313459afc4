import type { ProcessPersonPaginatedQuery } from '@/gql/graphql';

type CandidatePage = ProcessPersonPaginatedQuery['processPersonPaginated'];
type CandidateRow = CandidatePage['data'][number];

/** A candidate added from the people tab starts OPEN (spec 2 section 4.2). */
const ADDED_STATUS = 'OPEN';

/**
 * The list page after a candidate was added, until the next load brings the server's counts:
 * the OPEN counter and the process's total rise by 1 and, when the list shows OPEN candidates, the
 * list's total too and the candidate comes first on the first page.
 */
export function withAddedCandidate(
  page: CandidatePage,
  row: CandidateRow,
  statusFilter: readonly string[],
): CandidatePage {
  if (page.data.some((candidate) => candidate.id === row.id)) return page;
  const facet = page.filters.personEvaluationsStatus;
  const personEvaluationsStatus = facet.some((value) => value.key === ADDED_STATUS)
    ? facet.map((value) => (value.key === ADDED_STATUS ? { ...value, docCount: value.docCount + 1 } : value))
    : [...facet, { __typename: 'CandidateFacetValue' as const, key: ADDED_STATUS, docCount: 1, label: null }];
  const listed = statusFilter.length === 0 || statusFilter.includes(ADDED_STATUS);
  return {
    ...page,
    total: listed ? page.total + 1 : page.total,
    processTotal: page.processTotal + 1,
    data: listed && page.page === 1 ? [row, ...page.data] : page.data,
    filters: { ...page.filters, personEvaluationsStatus },
  };
}
