import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE, SHORTLIST_PAGE_SIZE } from '@terna/domain';
import { queryRows } from '../../apps/server/src/db/client.js';
import {
  ProcessCandidateDetailDocument,
  ProcessDashboardDocument,
  ProcessPersonShortlistedDocument,
} from '../../apps/web/src/gql/graphql.js';
import type { BenchEnv, HttpScenario, ScenarioSet, SizedProcess } from '../harness/scenario.js';

/**
 * Reviewing together (issue 6): the shortlisted tab as it opens, the candidate detail page and the
 * process dashboard, each with the documents the web app sends. Issue 22 set targets for the
 * shortlist and the dashboard of the largest process (p95 at 100,000 candidates).
 */
export default async function reviewScenarios(env: BenchEnv): Promise<ScenarioSet> {
  const shortlist = async (
    as: HttpScenario['as'],
    process: SizedProcess,
    targets?: HttpScenario['targets'],
  ): Promise<HttpScenario> => ({
    name: `processPersonShortlisted (first page, ${process.candidates} candidates)`,
    as,
    targets,
    requests: await env.web(as, ProcessPersonShortlistedDocument, [
      { processId: process.id, page: DEFAULT_PAGE, size: SHORTLIST_PAGE_SIZE },
    ]),
  });
  const dashboard = async (
    as: HttpScenario['as'],
    process: SizedProcess,
    targets?: HttpScenario['targets'],
  ): Promise<HttpScenario> => ({
    name: `processDashboard (${process.candidates} candidates)`,
    as,
    targets,
    requests: await env.web(as, ProcessDashboardDocument, [{ processId: process.id }]),
  });
  // The shortlist and the dashboard are tabs of the process page, which opens on its candidate
  // list: that loads the process's candidate index, which they read when it is held (decision 038).
  for (const [as, process] of [
    ['demo', env.demo.largest],
    ['scale', env.scale.largest],
  ] as const)
    await env.graphql(as, 'query($p: Int!) { processPersonPaginated(processId: $p) { total } }', { p: process.id });
  const finished = await queryRows<{ id: number }>(
    env.handle.db,
    sql`select id from process_persons where process_id = ${env.scale.medium.id} and evaluations_status = 'ENDED' order by id limit 200`,
  );
  return {
    http: [
      await shortlist('demo', env.demo.largest),
      await shortlist('scale', env.scale.largest, { p95Ms: 30 }),
      await dashboard('demo', env.demo.largest),
      await dashboard('scale', env.scale.largest, { p95Ms: 50 }),
      {
        name: `processCandidate (detail page, 200 finished candidates in turn, ${env.scale.medium.candidates}-candidate process)`,
        as: 'scale',
        requests: await env.web(
          'scale',
          ProcessCandidateDetailDocument,
          finished.map((row) => ({ personId: row.id })),
        ),
      },
    ],
  };
}
