import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@terna/domain';
import { GetProcessMonitorDocument, GetProcessPaginatedDocument } from '../../apps/web/src/gql/graphql.js';
import type { BenchEnv, ScenarioSet } from '../harness/scenario.js';

/** The process list as it opens (apps/web/src/features/processes/list-params.ts, DEFAULT_FILTERS) and the process header. */
export default async function processScenarios(env: BenchEnv): Promise<ScenarioSet> {
  return {
    http: [
      {
        name: 'getProcessPaginated (web list, LAUNCHED, page 1)',
        as: 'scale',
        requests: await env.web('scale', GetProcessPaginatedDocument, [
          { page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE, processStatus: ['LAUNCHED'] },
        ]),
        targets: { p95Ms: 25 },
      },
      {
        name: 'getProcessMonitor (web header, 500 processes in turn)',
        as: 'scale',
        requests: await env.web(
          'scale',
          GetProcessMonitorDocument,
          env.scale.processIds.map((processId) => ({ processId })),
        ),
        targets: { p95Ms: 10 },
      },
    ],
  };
}
