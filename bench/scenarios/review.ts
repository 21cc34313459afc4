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
 * process dashboard, each with the documents the web app sends. No targets are set for them; the
 * figures go in the issue note beside the candidate list's.
 */
export default async function reviewScenarios(env: BenchEnv): Promise<ScenarioSet> {
  const shortlist = async (as: HttpScenario['as'], process: SizedProcess): Promise<HttpScenario> => ({
    name: `processPersonShortlisted (first page, ${process.candidates} candidates)`,
    as,
    requests: await env.web(as, ProcessPersonShortlistedDocument, [
      { processId: process.id, page: DEFAULT_PAGE, size: SHORTLIST_PAGE_SIZE },
    ]),
  });
  const dashboard = async (as: HttpScenario['as'], process: SizedProcess): Promise<HttpScenario> => ({
    name: `processDashboard (${process.candidates} candidates)`,
    as,
    requests: await env.web(as, ProcessDashboardDocument, [{ processId: process.id }]),
  });
  const finished = await queryRows<{ id: number }>(
    env.handle.db,
    sql`select id from process_persons where process_id = ${env.scale.medium.id} and evaluations_status = 'ENDED' order by id limit 200`,
  );
  return {
    http: [
      await shortlist('demo', env.demo.largest),
      await shortlist('scale', env.scale.largest),
      await dashboard('demo', env.demo.largest),
      await dashboard('scale', env.scale.largest),
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
