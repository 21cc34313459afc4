import type { LightMyRequestResponse } from 'fastify';
import { OBSERVER_REALM } from '@terna/domain';
import { REALM_HEADER } from '../../src/auth/observer-session.js';
import type { TestApp } from './test-app.js';
import type {
  ComparatorCandidate,
  ComparatorPage as ServiceComparatorPage,
} from '../../src/modules/review/comparator-view.service.js';

/** Typed calls of the review operations (docs/api/review.md), for the module's API tests. */

export interface FeelingView {
  userId: number | null;
  observerId: number | null;
  feeling: string;
  reviewerName: string;
  reviewerKind: string;
}

export interface ShortlistRow {
  id: number;
  firstName: string;
  lastName: string;
  mail: string | null;
  ranking: number | null;
  feeling: string | null;
  viewerFeeling: string | null;
  feelings: FeelingView[];
  componentStatus: { componentType: string }[];
  archetype: string | null;
}

export interface ShortlistPage {
  data: ShortlistRow[];
  page: number;
  size: number;
  total: number;
}

/** The comparator as a GraphQL answer: the service's shape, with the candidate fields the tests ask for. */
export type ComparatorPage = Omit<ServiceComparatorPage, 'data' | 'components'> & {
  data: (Omit<ComparatorCandidate, 'candidate'> & {
    candidate: { id: number; firstName: string; mail: string | null; componentStatus: { componentType: string }[] };
  })[];
  components: { name: string; label: string; order: number }[];
};

export interface Dashboard {
  funnel: { invited: number; inProgress: number; ended: number; disqualified: number; hired: number };
  scoreDistribution: { from: number; to: number; count: number }[];
  componentPassRates: { componentType: string; label: string; evaluated: number; passed: number }[];
  tags: { code: string; label: string; color: string | null; count: number }[];
}

const FEELING_FIELDS = 'userId observerId feeling reviewerName reviewerKind createdAt updatedAt';
const ROW_FIELDS = `id firstName lastName mail ranking feeling viewerFeeling feelings { ${FEELING_FIELDS} } componentStatus { componentType } archetype`;
const COMPARATOR_FIELDS = `data { candidate { id firstName mail componentStatus { componentType } } composedScore archetype trustCode salary salaryCurrency
  results { componentType status value } cvSections { section score } competences { name value } } page size total components { name label order }`;

type Headers = Record<string, string>;

/** The headers of a request through an observer's link. */
export const observerHeaders = (extra: Headers = {}): Headers => ({ [REALM_HEADER]: OBSERVER_REALM, ...extra });

export function reviewApi(t: Pick<TestApp, 'gql' | 'app'>) {
  const post = (
    url: string,
    token: string | null,
    payload: unknown,
    headers: Headers = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  return {
    feel: (
      token: string,
      args: { processId: number; processPersonId: number | string; feeling: string | null; id?: number },
      headers?: Headers,
    ) =>
      t.gql<{ addPersonShortlisted: { feelings: FeelingView[] } }>(
        token,
        `mutation($id: Int, $processId: Int!, $processPersonId: String!, $feeling: Feeling) {
          addPersonShortlisted(id: $id, processId: $processId, processPersonId: $processPersonId, feeling: $feeling) { feelings { ${FEELING_FIELDS} } } }`,
        { ...args, processPersonId: String(args.processPersonId) },
        headers,
      ),
    /** POST /process-web/shortlisted. */
    restFeel: (token: string | null, body: Record<string, unknown>, headers?: Headers) =>
      post('/process-web/shortlisted', token, body, headers),
    /** POST /process-web/observers/feelings with the observer realm header. */
    observerFeel: (token: string | null, body: Record<string, unknown>, headers: Headers = observerHeaders()) =>
      post('/process-web/observers/feelings', token, body, headers),
    shortlist: (
      token: string,
      args: {
        processId: number;
        page?: number;
        size?: number;
        wildcard?: string;
        observersIds?: number[];
        sortBy?: { field: string; order: string };
      },
    ) =>
      t.gql<{ processPersonShortlisted: ShortlistPage }>(
        token,
        `query($processId: Int!, $page: Int, $size: Int, $wildcard: String, $observersIds: [Int!], $sortBy: SortInput) {
          processPersonShortlisted(processId: $processId, page: $page, size: $size, wildcard: $wildcard, observersIds: $observersIds, sortBy: $sortBy) {
            data { ${ROW_FIELDS} } page size total } }`,
        args,
      ),
    observerShortlist: (
      token: string,
      args: { observerId: number; processId: number; page?: number; size?: number; wildcard?: string },
      headers: Headers = observerHeaders(),
    ) =>
      t.gql<{ processPersonObserverShortListed: ShortlistPage }>(
        token,
        `query($observerId: Int!, $processId: Int!, $page: Int, $size: Int, $wildcard: String) {
          processPersonObserverShortListed(observerId: $observerId, processId: $processId, page: $page, size: $size, wildcard: $wildcard) {
            data { ${ROW_FIELDS} } page size total } }`,
        args,
        headers,
      ),
    comparator: (
      token: string,
      args: { processId: number; page?: number; size?: number; ids?: number[] },
      headers?: Headers,
    ) =>
      t.gql<{ processPersonComparator: ComparatorPage }>(
        token,
        `query($processId: Int!, $page: Int, $size: Int, $ids: [Int!]) {
          processPersonComparator(processId: $processId, page: $page, size: $size, ids: $ids) { ${COMPARATOR_FIELDS} } }`,
        args,
        headers,
      ),
    blacklist: (token: string, processId: number) =>
      t.gql<{
        getBlackListByProcessId: {
          id: number;
          blackListed: boolean;
          blacklistedAt: string | null;
          blacklistedBy: string | null;
        }[];
      }>(
        token,
        'query($processId: Int!) { getBlackListByProcessId(processId: $processId) { id blackListed blacklistedAt blacklistedBy } }',
        { processId },
      ),
    dashboard: (token: string, processId: number, headers?: Headers) =>
      t.gql<{ processDashboard: Dashboard }>(
        token,
        `query($processId: Int!) { processDashboard(processId: $processId) {
          funnel { invited inProgress ended disqualified hired } scoreDistribution { from to count }
          componentPassRates { componentType label evaluated passed } tags { code label color count } } }`,
        { processId },
        headers,
      ),
  };
}
