/**
 * `npm run bench [-- --quick]`: the product's key operations through HTTP on the scale data, with
 * the raw SQL time of the same statements beside each. Seeds the scale data once (reused after),
 * warms up, then measures p50/p95/p99 and throughput with several concurrent clients; prints a
 * table and writes bench/results.json. Uses DATABASE_URL when set, else PGlite in DATA_DIR/bench.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, ne, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { BULK_INVITATION_MAX } from '@terna/domain';
import { buildApp } from '../apps/server/src/app.js';
import { resolveCaller, type RequestContext } from '../apps/server/src/context.js';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { companies, processes } from '../apps/server/src/db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-data.js';
import { ensureScaleData, SCALE_COMPANY_NAME, SCALE_MEDIUM_PROCESS, SCALE_OWNER_EMAIL } from '../apps/server/src/db/seed/scale.js';
import { processPersonPaginated } from '../apps/server/src/modules/candidates/candidate-list.service.js';
import { getProcessPaginated } from '../apps/server/src/modules/processes/process-list.service.js';
import { getProcessMonitor } from '../apps/server/src/modules/processes/process.service.js';

const { values: options } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const quick = options.quick ?? false;
/** `--only <text>`: run only the operations whose name contains the text. */
const only = options.only;
/** Latency is measured with one client (no queueing behind other requests), throughput with several. */
const THROUGHPUT_CLIENTS = 8;
const WARMUP = quick ? 20 : 100;
const REQUESTS = quick ? 200 : 1000;
const SQL_RUNS = quick ? 100 : 400;
/** A slow operation stops early: each pass runs at most this long (and at least 10 requests). */
const PASS_SECONDS = quick ? 8 : 20;

interface Scenario {
  name: string;
  /** Who calls: the scale company's owner, or the demo company's (its largest process has a few hundred candidates). */
  as: 'scale' | 'demo';
  targetP95Ms: number;
  query: string;
  variables: () => Record<string, unknown>;
  /** The same operation called on the service, to capture the SQL it runs. */
  service: (ctx: RequestContext, variables: Record<string, unknown>) => Promise<unknown>;
}

interface Statement {
  text: string;
  params: unknown[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function measureHttp(url: string, token: string, scenario: Scenario, clients: number) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: scenario.query, variables: scenario.variables() }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`${scenario.name}: ${JSON.stringify(body.errors)}`);
    return performance.now() - started;
  };
  const warmupEnds = performance.now() + PASS_SECONDS * 250;
  for (let i = 0; i < WARMUP && performance.now() < warmupEnds; i++) await call();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + PASS_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < REQUESTS && (next < 10 || performance.now() < deadline)) {
        next++;
        latencies.push(await call());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), throughput: latencies.length / seconds };
}

/** Runs the service once through a logging Drizzle instance to learn its statements, then times them directly. */
async function measureSql(handle: DatabaseHandle, ctx: RequestContext, scenario: Scenario) {
  const captured: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
  const client = (handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }).$client;
  const logging = (handle.driver === 'pglite' ? drizzlePglite(client as never, { schema, logger }) : drizzlePg(client as never, { schema, logger })) as unknown as Database;
  await scenario.service({ ...ctx, db: logging }, scenario.variables());
  // The service runs its statements in two parallel waves (page and facets, then details); timing them
  // all in parallel is the most favourable raw figure, so the API/SQL ratio is not flattered.
  const run = () => Promise.all(captured.map((s) => client.query(s.text, s.params)));
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  const deadline = performance.now() + PASS_SECONDS * 1000;
  for (let i = 0; i < SQL_RUNS && (i < 10 || performance.now() < deadline); i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { statements: captured.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const BULK_NEW_PERSONS = 1000;
const PROBE_QUERY = `query($processId: Int!) { getProcessMonitor(processId: $processId) { id statusName processName numberOfPeople } }`;

/**
 * sendBulkInvitation of BULK_INVITATION_MAX candidates in one request (persons of the company's
 * largest process by id, as the invite-to-process dialog sends a group, plus BULK_NEW_PERSONS new
 * e-mails) into a new LAUNCHED process copied from that one. Meanwhile a cheap query
 * (getProcessMonitor) runs in a loop: its latency during the invitation, beside its latency
 * before, shows whether the invitation holds other requests up. Everything the run wrote is removed.
 */
async function measureBulkInvitation(handle: DatabaseHandle, address: string, token: string, companyId: number, probeProcess: () => number) {
  const db = handle.db;
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
    ...Array.from({ length: BULK_NEW_PERSONS }, (_, i) => ({ email: `bench.invite.${tag}.${i}@scale.test`, firstName: `Invitada${i}`, lastName: 'Bench' })),
  ];

  const post = (query: string, variables: Record<string, unknown>) =>
    fetch(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }).then((response) => response.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);
  const probe = async () => {
    const started = performance.now();
    const body = await post(PROBE_QUERY, { processId: probeProcess() });
    if (body.errors) throw new Error(`probe: ${JSON.stringify(body.errors)}`);
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
    const body = await post(
      `mutation($candidates: [BulkInvitationCandidate!]!, $processId: Int!, $sourceProcessId: Int) {
        sendBulkInvitation(candidates: $candidates, processId: $processId, sourceProcessId: $sourceProcessId) { completed invited skipped } }`,
      { candidates, processId: target!.id, sourceProcessId: source!.id },
    );
    const bulkMs = performance.now() - started;
    running = false;
    await probing;
    if (body.errors) throw new Error(`sendBulkInvitation: ${JSON.stringify(body.errors)}`);
    const result = body.data!.sendBulkInvitation as { invited: number; skipped: number };
    before.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    return {
      operation: `sendBulkInvitation (${candidates.length}: ${existing.length} by id, ${BULK_NEW_PERSONS} new)`,
      ms: round(bulkMs),
      invited: result.invited,
      skipped: result.skipped,
      targetMs: 10_000,
      meetsTarget: bulkMs <= 10_000,
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
    await db.execute(sql`delete from mail_outbox where company_id = ${companyId} and body like ${`%/evaluacion/${target!.id}?invitation=%`}`);
    await db.execute(sql`delete from audit_log where action = 'candidate.bulkInvite' and entity_id = ${String(target!.id)}`);
    await db.execute(sql`delete from processes where id = ${target!.id}`);
    await db.execute(sql`delete from persons where email like ${`bench.invite.${tag}.%`}`);
  }
}

async function main() {
  const dataDir = resolve(process.env.DATA_DIR ?? './data', 'bench');
  mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await ensureScaleData(handle, quick ? { candidates: 20_000, processes: 5_000 } : { candidates: 100_000, processes: 5_000 });

  const { app, services } = await buildApp({ database: handle, config: { dataDir, demoData: false } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const signIn = async (email: string) => {
      const login = await fetch(`${address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const ctx: RequestContext = { ...services, locale: 'es', caller: await resolveCaller(services, `Bearer ${token}`), authError: null };
      return { token, ctx };
    };
    const callers = { scale: await signIn(SCALE_OWNER_EMAIL), demo: await signIn(DEMO_ACCOUNTS[0]!.email) };

    const [company] = await handle.db.select({ id: companies.id }).from(companies).where(eq(companies.commercialName, SCALE_COMPANY_NAME));
    const processIds = (
      await handle.db.select({ id: processes.id }).from(processes).where(and(eq(processes.companyId, company!.id), ne(processes.status, 'DRAFT'))).limit(500)
    ).map((row) => row.id);
    const randomProcess = () => processIds[Math.floor(Math.random() * processIds.length)]!;
    const largest = async (companyName: string) => {
      const [row] = await queryRows<{ id: number; candidates: number }>(
        handle.db,
        sql`select pp.process_id as id, count(*)::int as candidates from process_persons pp join companies c on c.id = pp.company_id
            where c.commercial_name = ${companyName} group by 1 order by 2 desc limit 1`,
      );
      return row!;
    };
    const demoProcess = await largest(DEMO_ACCOUNTS[0]!.company);
    const scaleProcess = await largest(SCALE_COMPANY_NAME);
    const [mediumProcess] = await queryRows<{ id: number; candidates: number }>(
      handle.db,
      sql`select p.id, (select count(*)::int from process_persons pp where pp.process_id = p.id) as candidates
        from processes p where p.company_id = ${company!.id} and p.name = ${SCALE_MEDIUM_PROCESS}`,
    );
    const candidatesQuery = `query($processId: Int!, $wildcard: String) { processPersonPaginated(processId: $processId, wildcard: $wildcard) {
      total filters { personEvaluationsStatus { key docCount } feelings { key docCount } trust { key docCount } hired { key docCount } gender { key docCount }
        maritalStatus { key docCount } place { key docCount label } industry { key docCount } areaExperience { key docCount } subExperience { key docCount }
        education { key docCount } institution { key docCount } company { key docCount } skill { key docCount } language { key docCount } tags { key docCount } }
      data { id firstName lastName evaluationsStatus ranking composedCapResult { value } feeling feelings { feeling } tags { code } hired { hiredAt }
        componentStatus { componentType status value } person { place { name } } } } }`;
    const candidatesScenario = (name: string, who: Scenario['as'], processId: number, targetP95Ms: number, wildcard?: string): Scenario => ({
      name,
      as: who,
      targetP95Ms,
      query: candidatesQuery,
      variables: () => ({ processId, wildcard }),
      service: (c, v) => processPersonPaginated(c, v),
    });

    const scenarios: Scenario[] = [
      {
        name: 'getProcessPaginated (facets, LAUNCHED, page 1)',
        as: 'scale',
        targetP95Ms: 25,
        query: `query($processStatus: [String!]) { getProcessPaginated(processStatus: $processStatus, page: 1, size: 10) {
          total page size filters { status { key docCount } owner { key docCount label } productType { key docCount } }
          data { id processName positionName ownerName statusName startDate endDate productTypeName typeCompanyPlan extensible url
                 personSummary { key docCount } jobOpportunity { id components { componentType order weight } } } } }`,
        variables: () => ({ processStatus: ['LAUNCHED'] }),
        service: (c, v) => getProcessPaginated(c, { ...v, page: 1, size: 10 }),
      },
      {
        name: 'getProcessMonitor',
        as: 'scale',
        targetP95Ms: 10,
        query: `query($processId: Int!) { getProcessMonitor(processId: $processId) {
          id companyId companyName complete confidential extensible archived endPublicationDate totalConsume startDate endDate fullProfile
          statusName launchedAt positionName processName productTypeName ownerName ownerId typeCompanyPlanName environmentTypeName url children parent hasContractedUsers } }`,
        variables: () => ({ processId: randomProcess() }),
        service: (c, v) => getProcessMonitor(c, v.processId as number),
      },
      candidatesScenario(`processPersonPaginated (${demoProcess.candidates} candidates, facets)`, 'demo', demoProcess.id, 10),
      candidatesScenario(`processPersonPaginated (${mediumProcess!.candidates} candidates, facets)`, 'scale', mediumProcess!.id, 10),
      candidatesScenario(`processPersonPaginated (${scaleProcess.candidates} candidates, facets)`, 'scale', scaleProcess.id, 50),
      // Unaccented, as people type: it must find "Pérez".
      candidatesScenario(`processPersonPaginated (${scaleProcess.candidates} candidates, facets, wildcard)`, 'scale', scaleProcess.id, 80, 'perez'),
    ];

    const results = [];
    for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
      const { token, ctx } = callers[scenario.as];
      const http = await measureHttp(`${address}/graphql`, token, scenario, 1);
      const loaded = await measureHttp(`${address}/graphql`, token, scenario, THROUGHPUT_CLIENTS);
      const sqlTime = await measureSql(handle, ctx, scenario);
      results.push({
        operation: scenario.name,
        p50Ms: round(http.p50),
        p95Ms: round(http.p95),
        p99Ms: round(http.p99),
        requestsPerSecond: Math.round(loaded.throughput),
        p95MsUnderLoad: round(loaded.p95),
        sqlStatements: sqlTime.statements,
        sqlP50Ms: round(sqlTime.p50),
        sqlP95Ms: round(sqlTime.p95),
        apiToSqlRatio: round(http.p95 / Math.max(sqlTime.p95, 0.01)),
        targetP95Ms: scenario.targetP95Ms,
        meetsTarget: http.p95 <= scenario.targetP95Ms,
      });
    }

    console.table(results);
    const bulkInvitation = !only || 'sendBulkInvitation'.includes(only) ? await measureBulkInvitation(handle, address, callers.scale.token, company!.id, randomProcess) : null;
    if (bulkInvitation) console.table([bulkInvitation]);
    const report = { date: new Date().toISOString(), database: handle.driver, quick, throughputClients: THROUGHPUT_CLIENTS, requests: REQUESTS, results, bulkInvitation };
    mkdirSync('bench', { recursive: true });
    writeFileSync(join('bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('written bench/results.json');
  } finally {
    await app.close();
    await handle.close();
  }
}

await main();
