import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/server/src/db/client.js';
import { grantPlan } from '../../apps/server/src/db/seed/tenant.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, ScenarioSet } from '../harness/scenario.js';

/** Issue 20: a trust invitation (addPeopleToTrustProcess, one candidate, through HTTP) answers at p95 ≤ 80 ms. */
const INVITE_P95_MS = 80;

const LAUNCH = `mutation BenchLaunchSubProcess($processId: Int!) {
  launchSubProcess(processId: $processId, competences: [DRUGS]) { id }
}`;
const INVITE = `mutation BenchAddPeopleToTrustProcess($processId: Int!, $peopleList: [TrustPersonInput!]!) {
  addPeopleToTrustProcess(processId: $processId, peopleList: $peopleList) { id trustCode componentStatus { componentType status } }
}`;

/** The scale company's RELIABILITY plan, granted once with credits for every run to come. */
async function reliabilityPlan(env: BenchEnv): Promise<void> {
  const db = env.handle.db;
  const companyId = env.scale.companyId;
  const [existing] = await queryRows<{ id: number }>(
    db,
    sql`select pc.id from plan_configs pc join plans p on p.id = pc.plan_id join credit_accounts a on a.plan_config_id = pc.id
      where pc.company_id = ${companyId} and p.type = 'RELIABILITY' and pc.plan_status = 'ACTIVE' and a.available_balance > 10000
      order by pc.id limit 1`,
  );
  if (existing) return;
  const [subscription] = await queryRows<{ id: number; owner: number | null }>(
    db,
    sql`select s.id, (select m.user_id from memberships m where m.company_id = s.company_id and m.role = 'OWNER'
      order by m.user_id limit 1) as owner from subscriptions s where s.company_id = ${companyId} order by s.id limit 1`,
  );
  await grantPlan(db, {
    companyId,
    subscriptionId: subscription!.id,
    planType: 'RELIABILITY',
    balance: 1_000_000,
    userId: subscription!.owner,
    startsAt: new Date(),
    idempotencyKey: 'bench-reliability',
  });
}

/**
 * The scale company's launched process a trust check can run on with the most candidates not yet
 * invited (the spec's rule: not a trust process nor a sub-process, not controlled basic, no
 * RELIABILITY component of its own), and `count` of those candidates' person ids.
 */
async function checkable(env: BenchEnv, count: number): Promise<{ processId: number; personIds: number[] }> {
  const db = env.handle.db;
  const notInvited = sql`not exists (select 1 from component_results r where r.process_person_id = pp.id
    and r.component_type = 'RELIABILITY' and r.notified)`;
  const [process] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from processes p
      where p.company_id = ${env.scale.companyId} and p.status = 'LAUNCHED' and p.type_company_plan <> 'RELIABILITY'
        and p.parent_id is null and not (p.environment_type = 'CONTROLLED' and not p.full_profile)
        and not exists (select 1 from job_opportunities jo join job_components jc on jc.job_opportunity_id = jo.id
          where jo.process_id = p.id and jc.component_type = 'RELIABILITY')
      order by (select count(*) from process_persons pp where pp.process_id = p.id and ${notInvited}) desc limit 1`,
  );
  const rows = await queryRows<{ person_id: number }>(
    db,
    sql`select pp.person_id from process_persons pp where pp.process_id = ${process!.id} and ${notInvited}
      order by pp.id limit ${count}`,
  );
  return { processId: process!.id, personIds: rows.map((row) => Number(row.person_id)) };
}

/** One candidate per invitation, one after another, as a recruiter invites from the candidate menu. */
async function inviteRun(env: BenchEnv): Promise<CustomResult> {
  await reliabilityPlan(env);
  const invitations = env.quick ? 60 : 300;
  const { processId, personIds } = await checkable(env, invitations + 10);
  const { launchSubProcess } = await env.graphql<{ launchSubProcess: { id: number } }>('scale', LAUNCH, { processId });
  const invite = (personId: number) =>
    env.graphql('scale', INVITE, { processId: launchSubProcess.id, peopleList: [{ id: personId }] });
  // Warm the server's paths (locks, ledger, participations, mail queue) before timing.
  for (const personId of personIds.slice(0, 10)) await invite(personId);
  const times: number[] = [];
  for (const personId of personIds.slice(10)) {
    const started = performance.now();
    await invite(personId);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const p95 = round(percentile(sorted, 95));
  return {
    operation: `addPeopleToTrustProcess (one candidate per invitation, ${times.length} invitations)`,
    passed: p95 <= INVITE_P95_MS,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: p95,
    maxMs: round(sorted[sorted.length - 1]!),
    targets: { p95Ms: INVITE_P95_MS },
  };
}

export default function trustScenarios(): ScenarioSet {
  return { custom: [{ name: 'trust: trust invitation', run: inviteRun }] };
}
