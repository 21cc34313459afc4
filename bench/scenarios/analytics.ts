import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/db/client.js';
import { CompanyAnalyticsDocument, TagAnalyticsDocument } from '../../apps/web/src/gql/graphql.js';
import type { BenchEnv, ScenarioSet } from '../harness/scenario.js';

/** Issue 18: the analytics page of a company with 5,000 processes and a million candidates, p95 at most 300 ms. */
const COMPANY_CANDIDATES = 1_000_000;
const BATCH_PROCESSES = 250;
const PERSON_MARK = 'bench.analytics.';

/**
 * The company analytics (issue 18) on the scale company, topped up to a million candidates spread
 * over its processes, with tags on a tenth of them and hires on one in a hundred. The candidates go
 * to the processes no other scenario reads (not the 500 listed, the largest or the medium one), so
 * the other figures stay as they were; like the scale data, they are written once and kept.
 */
export default async function analyticsScenarios(env: BenchEnv): Promise<ScenarioSet> {
  const total = await ensureMillionCandidates(env);
  const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  return {
    http: [
      {
        name: `analytics page: companyAnalytics (every process, ${total.processes} processes, ${total.candidates} candidates)`,
        as: 'scale',
        requests: await env.web('scale', CompanyAnalyticsDocument, [{ from: null, to: null, agencyId: null }]),
        targets: { p95Ms: 300 },
      },
      {
        name: 'analytics page: companyAnalytics (launched in the last year)',
        as: 'scale',
        requests: await env.web('scale', CompanyAnalyticsDocument, [{ from: lastYear, to: null, agencyId: null }]),
        targets: { p95Ms: 300 },
      },
      {
        name: 'analytics tags page: companyAnalytics tags (every process)',
        as: 'scale',
        requests: await env.web('scale', TagAnalyticsDocument, [{ from: null, to: null, agencyId: null }]),
        targets: { p95Ms: 300 },
      },
    ],
  };
}

async function ensureMillionCandidates(env: BenchEnv): Promise<{ processes: number; candidates: number }> {
  const db = env.handle.db;
  const companyId = env.scale.companyId;
  const count = async () =>
    (
      await queryRows<{ processes: number; candidates: number }>(
        db,
        sql`select (select count(*)::int from processes where company_id = ${companyId}) as processes,
          (select count(*)::int from process_persons where company_id = ${companyId}) as candidates`,
      )
    )[0]!;
  const before = await count();
  if (before.candidates >= COMPANY_CANDIDATES) return before;

  const excluded = [...env.scale.processIds, env.scale.largest.id, env.scale.medium.id];
  const targets = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from processes where company_id = ${companyId} and parent_id is null
        and not (id = any(${`{${excluded.join(',')}}`}::int[])) order by id`,
    )
  ).map((row) => row.id);
  const perProcess = Math.ceil((COMPANY_CANDIDATES - before.candidates) / Math.max(targets.length, 1));
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into persons (first_name, last_name, email, created_by_company_id)
      select 'Analítica', 'Bench ' || g, ${PERSON_MARK} || g || '@example.test', null
      from generate_series(1, ${perProcess}) g
      where not exists (select 1 from persons where email = ${PERSON_MARK} || g || '@example.test')`);
    const codes = (
      await queryRows<{ code: string }>(
        tx,
        sql`select code from company_tags where company_id = ${companyId} order by code limit 6`,
      )
    ).map((row) => row.code);
    const tagCodes = `{${(codes.length > 0 ? codes : ['BENCH_1', 'BENCH_2', 'BENCH_3']).join(',')}}`;
    for (let start = 0; start < targets.length; start += BATCH_PROCESSES) {
      const batch = `{${targets.slice(start, start + BATCH_PROCESSES).join(',')}}`;
      await tx.execute(sql`insert into process_persons (process_id, person_id, company_id, evaluations_status, source, invited_at)
        select p.id, pe.id, p.company_id,
          (array['OPEN', 'INPROGRESS', 'ENDED', 'DISQUALIFIED'])[1 + (p.id + pe.id) % 4],
          (array['CAP_ADDED', 'JOB_BOARD', 'TALENT_POOL', 'E_TALENT'])[1 + (p.id * 7 + pe.id) % 4],
          coalesce(p.launched_at, p.created_at)
        from processes p
          cross join (select id from persons where email like ${`${PERSON_MARK}%`} order by id limit ${perProcess}) pe
        where p.id = any(${batch}::int[])
        on conflict do nothing`);
      await tx.execute(sql`insert into person_tags (process_person_id, code)
        select pp.id, (${tagCodes}::text[])[1 + pp.id % cardinality(${tagCodes}::text[])]
        from process_persons pp where pp.process_id = any(${batch}::int[]) and pp.id % 10 = 0
        on conflict do nothing`);
      await tx.execute(sql`insert into hires (process_person_id, status, hired_at)
        select pp.id, 'ACTIVE', (p.launched_at at time zone p.time_zone)::date + (pp.id % 120)::int
        from process_persons pp join processes p on p.id = pp.process_id
        where pp.process_id = any(${batch}::int[]) and pp.id % 100 = 0 and p.launched_at is not null
        on conflict do nothing`);
    }
  });
  const after = await count();
  console.log(
    `analytics: ${after.candidates - before.candidates} candidates added over ${targets.length} processes (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return after;
}
