import { describe, expect, it } from 'vitest';
import type { ProcessPersonPaginatedQuery } from '@/gql/graphql';
import { withAddedCandidate } from './added-candidate';

type Page = ProcessPersonPaginatedQuery['processPersonPaginated'];
type Row = Page['data'][number];

const row = (id: number) => ({ id, evaluationsStatus: 'OPEN' }) as Row;
const facet = (key: string, docCount: number) => ({
  __typename: 'CandidateFacetValue' as const,
  key,
  docCount,
  label: null,
});
const page = (overrides: Partial<Page> = {}): Page =>
  ({
    page: 1,
    size: 10,
    total: 12,
    processTotal: 14,
    data: [row(1), row(2)],
    filters: { personEvaluationsStatus: [facet('ENDED', 5), facet('OPEN', 7)] },
    ...overrides,
  }) as Page;

describe('a candidate added from the people tab', () => {
  it('raises the OPEN counter and the total by one and comes first on the first page', () => {
    const next = withAddedCandidate(page(), row(9), []);
    expect(next.filters.personEvaluationsStatus).toEqual([facet('ENDED', 5), facet('OPEN', 8)]);
    expect(next.total).toBe(13);
    expect(next.processTotal).toBe(15);
    expect(next.data.map((candidate) => candidate.id)).toEqual([9, 1, 2]);
  });

  it('starts the OPEN counter when there was none', () => {
    const next = withAddedCandidate(
      page({ filters: { ...page().filters, personEvaluationsStatus: [facet('ENDED', 5)] } }),
      row(9),
      [],
    );
    expect(next.filters.personEvaluationsStatus).toEqual([facet('ENDED', 5), facet('OPEN', 1)]);
  });

  it('only counts it when the list filters other statuses, and leaves later pages as they are', () => {
    const filtered = withAddedCandidate(page(), row(9), ['ENDED']);
    expect(filtered.total).toBe(12);
    expect(filtered.processTotal).toBe(15);
    expect(filtered.data.map((candidate) => candidate.id)).toEqual([1, 2]);
    expect(filtered.filters.personEvaluationsStatus[1]!.docCount).toBe(8);
    const later = withAddedCandidate(page({ page: 2 }), row(9), ['OPEN']);
    expect(later.total).toBe(13);
    expect(later.data.map((candidate) => candidate.id)).toEqual([1, 2]);
  });

  it('does not count a candidate twice', () => {
    const once = withAddedCandidate(page(), row(9), []);
    expect(withAddedCandidate(once, row(9), [])).toBe(once);
  });
});
