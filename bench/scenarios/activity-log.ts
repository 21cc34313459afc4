import { sql } from 'drizzle-orm';
import { ACTIVITY_LOG_PAGE_SIZES } from '@terna/domain';
import { queryRows } from '../../apps/server/src/db/client.js';
import { ActivityLogDocument } from '../../apps/web/src/gql/graphql.js';
import type { BenchEnv, HttpScenario, ScenarioSet } from '../harness/scenario.js';

/** The issue 18 target: a page of the activity log over 1,000,000 entries in at most 50 ms (p95). */
const ENTRIES = 1_000_000;
const TARGET_P95_MS = 50;
const ACTIONS = [
  'candidate.tagAdd',
  'candidate.hire',
  'process.edit',
  'candidate.invite',
  'observer.add',
  'report.generate',
];

/**
 * The company area's activity log (issue 18): the scale company's audit log is filled up to a
 * million entries once (kept between runs), then the page the web app asks for is measured as it
 * opens, filtered by action and by process, and deep in the log by cursor.
 */
export default async function activityLogScenarios(env: BenchEnv): Promise<ScenarioSet> {
  const db = env.handle.db;
  const companyId = env.scale.companyId;
  const [{ entries } = { entries: 0 }] = await queryRows<{ entries: number }>(
    db,
    sql`select count(*)::int as entries from audit_log where company_id = ${companyId}`,
  );
  const [owner] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from memberships where company_id = ${companyId} order by user_id limit 1`,
  );
  const processIds = env.scale.processIds.length ? env.scale.processIds : [env.scale.largest.id];
  if (entries < ENTRIES) {
    await db.execute(sql`insert into audit_log (company_id, user_id, action, entity_type, entity_id, data, created_at)
      select ${companyId}, ${owner?.user_id ?? null}, (${`{${ACTIONS.join(',')}}`}::text[])[1 + i % ${ACTIONS.length}],
        case when i % 3 = 2 then 'process' else 'processPerson' end, (i % 100000 + 1)::text,
        jsonb_build_object('processId', (${`{${processIds.join(',')}}`}::int[])[1 + i % ${processIds.length}]),
        now() - make_interval(secs => ${ENTRIES} - i)
      from generate_series(1, ${ENTRIES - entries}) as i`);
    await db.execute(sql`analyze audit_log`);
  }
  const [middle] = await queryRows<{ id: number }>(
    db,
    sql`select id from audit_log where company_id = ${companyId} order by id desc offset ${ENTRIES / 2} limit 1`,
  );
  const size = ACTIVITY_LOG_PAGE_SIZES.default;
  const scenario = async (label: string, variables: Record<string, unknown>): Promise<HttpScenario> => ({
    name: `activity-log ${label} (${ENTRIES.toLocaleString('en')} entries)`,
    as: 'scale',
    requests: await env.web('scale', ActivityLogDocument, [{ size, ...variables }]),
    targets: { p95Ms: TARGET_P95_MS },
  });
  return {
    http: [
      await scenario('first page', {}),
      await scenario('filtered by action', { filter: { action: 'candidate.hire' } }),
      await scenario('filtered by process', { filter: { processId: processIds[0] } }),
      await scenario('half-way by cursor', { after: middle?.id ?? null }),
    ],
  };
}
