import { sql } from 'drizzle-orm';
import { BULK_INVITATION_MAX } from '@terna/domain';
import { queryRows } from '../../apps/server/src/db/client.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, ScenarioSet } from '../harness/scenario.js';

const BULK_NEW_PERSONS = 1000;
const TARGET_MS = 10_000;
const PROBE_QUERY = `query($processId: Int!) { getProcessMonitor(processId: $processId) { id statusName processName numberOfPeople } }`;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * sendBulkInvitation of BULK_INVITATION_MAX candidates in one request (persons of the company's
 * largest process by id, as the invite-to-process dialog sends a group, plus BULK_NEW_PERSONS new
 * e-mails) into a new LAUNCHED process copied from that one. Meanwhile a cheap query
 * (getProcessMonitor) runs in a loop: its latency during the invitation, beside its latency
 * before, shows whether the invitation holds other requests up. Everything the run wrote is removed.
 */
async function bulkInvitation(env: BenchEnv): Promise<CustomResult> {
  const db = env.handle.db;
  const companyId = env.scale.companyId;
  const tag = Date.now();
  const [source] = await queryRows<{ id: number }>(
    db,
    sql`select pp.process_id as id from process_persons pp where pp.company_id = ${companyId} group by 1 order by count(*) desc limit 1`,
  );
  const [target] = await queryRows<{ id: number }>(
    db,
    sql`insert into processes (company_id, owner_id, position_id, plan_config_id, name, status, type_company_plan, environment_type, full_profile,
        product_type, start_date, end_date, launched_at)
      select company_id, owner_id, position_id, plan_config_id, ${`BENCH INVITACION ${tag}`}, 'LAUNCHED', 'CREDIT', 'EMAIL', true,
        product_type, now(), now() + interval '30 days', now()
      from processes where id = ${source!.id} returning id`,
  );
  await db.execute(sql`with jo as (
      insert into job_opportunities (process_id, name, position_id, competences)
      select ${target!.id}, name, position_id, competences from job_opportunities where process_id = ${source!.id} returning id)
    insert into job_components (job_opportunity_id, component_type, "order", weight, min_value_to_pass)
    select jo.id, jc.component_type, jc."order", jc.weight, jc.min_value_to_pass
    from jo, job_components jc join job_opportunities src on src.id = jc.job_opportunity_id where src.process_id = ${source!.id}`);
  const existing = await queryRows<{ person_id: number }>(
    db,
    sql`select person_id from process_persons where process_id = ${source!.id} order by id limit ${BULK_INVITATION_MAX - BULK_NEW_PERSONS}`,
  );
  const candidates = [
    ...existing.map((row) => ({ id: row.person_id })),
    ...Array.from({ length: BULK_NEW_PERSONS }, (_, i) => ({
      email: `bench.invite.${tag}.${i}@scale.test`,
      firstName: `Invitada${i}`,
      lastName: 'Bench',
    })),
  ];
  const processIds = env.scale.processIds;
  const probe = async () => {
    const started = performance.now();
    await env.graphql('scale', PROBE_QUERY, { processId: processIds[Math.floor(Math.random() * processIds.length)] });
    return performance.now() - started;
  };
  const before: number[] = [];
  for (let i = 0; i < 50; i++) before.push(await probe());
  const during: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) during.push(await probe());
  })();
  try {
    const started = performance.now();
    const data = await env.graphql<{ sendBulkInvitation: { invited: number; skipped: number } }>(
      'scale',
      `mutation($candidates: [BulkInvitationCandidate!]!, $processId: Int!, $sourceProcessId: Int) {
        sendBulkInvitation(candidates: $candidates, processId: $processId, sourceProcessId: $sourceProcessId) { completed invited skipped } }`,
      { candidates, processId: target!.id, sourceProcessId: source!.id },
    );
    const bulkMs = performance.now() - started;
    running = false;
    await probing;
    before.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    return {
      operation: `sendBulkInvitation (${candidates.length}: ${existing.length} by id, ${BULK_NEW_PERSONS} new)`,
      passed: bulkMs <= TARGET_MS,
      ms: round(bulkMs),
      targetMs: TARGET_MS,
      invited: data.sendBulkInvitation.invited,
      skipped: data.sendBulkInvitation.skipped,
      probe: 'getProcessMonitor',
      probeP50MsBefore: round(percentile(before, 50)),
      probeP95MsBefore: round(percentile(before, 95)),
      probesDuring: during.length,
      probeP50MsDuring: round(percentile(during, 50)),
      probeP95MsDuring: round(percentile(during, 95)),
      probeMaxMsDuring: round(during.at(-1) ?? 0),
    };
  } finally {
    running = false;
    await probing.catch(() => undefined);
    await db.execute(sql`delete from activities a using process_persons pp
      where pp.id = a.process_person_id and pp.process_id = ${source!.id} and a.name = 'INVITED_TO_PROCESS' and (a.data ->> 'processId')::int = ${target!.id}`);
    await db.execute(
      sql`delete from mail_outbox where company_id = ${companyId} and body like ${`%/evaluacion/${target!.id}?invitation=%`}`,
    );
    await db.execute(
      sql`delete from audit_log where action = 'candidate.bulkInvite' and entity_id = ${String(target!.id)}`,
    );
    await db.execute(sql`delete from processes where id = ${target!.id}`);
    await db.execute(sql`delete from persons where email like ${`bench.invite.${tag}.%`}`);
  }
}

export default function invitationScenarios(): ScenarioSet {
  return { custom: [{ name: 'sendBulkInvitation', run: bulkInvitation }] };
}
