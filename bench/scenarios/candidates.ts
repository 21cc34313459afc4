import { sql } from 'drizzle-orm';
import { CANDIDATE_PAGE_SIZES, DEFAULT_CANDIDATE_SORT, DEFAULT_FEELING_FILTER, DEFAULT_PAGE } from '@terna/domain';
import { queryRows } from '../../apps/server/src/db/client.js';
import { CandidateDetailDocument, ProcessPersonPaginatedDocument } from '../../apps/web/src/gql/graphql.js';
import type { BenchEnv, HttpScenario, ScenarioSet, SizedProcess } from '../harness/scenario.js';

/** The candidate page's people tab as it opens: toQueryVariables(processId, DEFAULT_FILTERS) of apps/web/src/features/candidates/list-params.ts. */
const firstPage = (processId: number, wildcard?: string, page = DEFAULT_PAGE) => ({
  processId,
  page,
  size: CANDIDATE_PAGE_SIZES[0],
  sortBy: DEFAULT_CANDIDATE_SORT,
  wildcard,
  feelings: [...DEFAULT_FEELING_FILTER],
});

const PAGES_IN_TURN = 20;

/**
 * The candidate page (the process's people tab) loads processPersonPaginated; processPerson
 * follows only when a candidate is opened in the sidebar. So "the candidate page" of issue 5's
 * 2,000 requests/s is the list's first page, on the 1,000-candidate process: a large real process
 * (the 100,000 one is the stress case, with its own latency target).
 */
export default async function candidateScenarios(env: BenchEnv): Promise<ScenarioSet> {
  const list = async (
    name: string,
    as: HttpScenario['as'],
    process: SizedProcess,
    targets: HttpScenario['targets'],
    wildcard?: string,
  ): Promise<HttpScenario> => ({
    name: `processPersonPaginated (${name}, ${process.candidates} candidates)`,
    as,
    requests: await env.web(as, ProcessPersonPaginatedDocument, [firstPage(process.id, wildcard)]),
    targets,
  });
  const opened = await queryRows<{ id: number }>(
    env.handle.db,
    sql`select id from process_persons where process_id = ${env.scale.medium.id} order by id limit 200`,
  );
  return {
    http: [
      await list('web first page', 'demo', env.demo.largest, { p95Ms: 10 }),
      await list('candidate page: web first page', 'scale', env.scale.medium, { p95Ms: 10, requestsPerSecond: 2000 }),
      await list('web first page', 'scale', env.scale.largest, { p95Ms: 50 }),
      // Unaccented, as people type: it must find "Pérez".
      await list('web first page, search "perez"', 'scale', env.scale.largest, { p95Ms: 80 }, 'perez'),
      {
        // More pages than an index keeps results for: every request counts the facets afresh.
        name: `processPersonPaginated (pages 1-${PAGES_IN_TURN} in turn, no kept result, ${env.scale.largest.candidates} candidates)`,
        as: 'scale',
        requests: await env.web(
          'scale',
          ProcessPersonPaginatedDocument,
          Array.from({ length: PAGES_IN_TURN }, (_, i) => firstPage(env.scale.largest.id, undefined, i + 1)),
        ),
        targets: { p95Ms: 50 },
      },
      {
        name: `processPerson (sidebar, 200 candidates in turn, ${env.scale.medium.candidates}-candidate process)`,
        as: 'scale',
        requests: await env.web(
          'scale',
          CandidateDetailDocument,
          opened.map((row) => ({ id: row.id })),
        ),
      },
    ],
  };
}
