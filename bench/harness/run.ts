import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { companies, processes } from '../../apps/server/src/db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-data.js';
import {
  ensureScaleData,
  SCALE_COMPANY_NAME,
  SCALE_MEDIUM_PROCESS,
  SCALE_OWNER_EMAIL,
} from '../../apps/server/src/db/seed/scale.js';
import { bundleReport, printBundleReport, type BundleReport } from '../../scripts/bundle-report.js';
import { LoadGenerator } from './load.js';
import { markdownTable } from './report.js';
import {
  type BenchEnv,
  type CallerName,
  type CustomResult,
  type CustomScenario,
  type HttpScenario,
  type HttpTargets,
  type ScenarioFactory,
  type SizedProcess,
} from './scenario.js';
import { ServerTimer } from './server-time.js';
import { SqlCapture } from './sql-time.js';
import { webRequests } from './web-request.js';

export interface BenchOptions {
  quick: boolean;
  /** Runs only the operations whose name contains one of these texts (`--only` given more than once). */
  only?: readonly string[];
  /** Clients of the throughput pass (`--clients`; issue 22's targets are at 32), THROUGHPUT_CLIENTS by default. */
  clients?: number;
}

/** Clients of the throughput pass, each with one request in flight. */
export const THROUGHPUT_CLIENTS = 8;
const SCENARIOS_DIR = new URL('../scenarios/', import.meta.url);
const BUNDLE_OPERATION = 'bundle (initial JavaScript, gzipped)';

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Seeds the scale data once, serves the API, measures every scenario of bench/scenarios and writes bench/results.json. */
export async function runBench(options: BenchOptions): Promise<void> {
  const { quick, only } = options;
  const clients = options.clients ?? THROUGHPUT_CLIENTS;
  const wanted = (name: string) => !only?.length || only.some((text) => name.includes(text));
  // A slow operation stops early: a latency or SQL pass runs at most its seconds (and at least 10 times).
  const passes = {
    warmup: quick ? 50 : 200,
    latencyRequests: quick ? 300 : 2000,
    latencySeconds: quick ? 3 : 20,
    throughputSeconds: quick ? 3 : 10,
    sqlRuns: quick ? 100 : 400,
    sqlSeconds: quick ? 2 : 20,
  };
  const dataDir = resolve(process.env.DATA_DIR ?? './data', 'bench');
  mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await ensureScaleData(
    handle,
    quick ? { candidates: 20_000, processes: 5_000 } : { candidates: 100_000, processes: 5_000 },
  );
  // Access tokens outlive a full run (15 minutes by default).
  const config = { dataDir, demoData: false, accessTokenTtlSeconds: 3 * 3600 };
  const { app, services } = await buildApp({ database: handle, config });
  const timer = new ServerTimer(app.server);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { hostname, port } = new URL(address);
  const capture = await SqlCapture.open(handle, config, process.env.DATABASE_URL);
  const load = new LoadGenerator();
  try {
    const signIn = async (email: string) => {
      const response = await fetch(`${address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
      return { token: ((await response.json()) as { data: { accessToken: string } }).data.accessToken };
    };
    const callers: Record<CallerName, { token: string | null }> = {
      scale: await signIn(SCALE_OWNER_EMAIL),
      demo: await signIn(DEMO_ACCOUNTS[0]!.email),
      anonymous: { token: null },
    };
    const env = await benchEnv({
      quick,
      handle,
      address,
      callers,
      files: services.files,
      candidateTokens: services.candidateTokens,
    });

    const http: HttpScenario[] = [];
    const custom: CustomScenario[] = [];
    for (const file of readdirSync(SCENARIOS_DIR)
      .filter((name) => name.endsWith('.ts'))
      .sort()) {
      const factory = (await import(new URL(file, SCENARIOS_DIR).href)) as { default: ScenarioFactory };
      const set = await factory.default(env);
      http.push(...(set.http ?? []).filter((s) => wanted(s.name)));
      custom.push(...(set.custom ?? []).filter((s) => wanted(s.name)));
    }

    const results = [];
    for (const scenario of http) {
      console.log(`${scenario.name}…`);
      const job = {
        host: hostname,
        port: Number(port),
        path: '/graphql',
        headers: scenario.requests.headers,
        bodies: scenario.requests.bodies,
        minRequests: 10,
      };
      await scenario.prepare?.();
      timer.start();
      const latency = await load.run({
        ...job,
        clients: 1,
        warmup: passes.warmup,
        maxRequests: passes.latencyRequests,
        seconds: passes.latencySeconds,
      });
      const server = timer.stop(latency.requests);
      const cpuBefore = process.cpuUsage();
      const loaded = await load.run({
        ...job,
        clients,
        warmup: clients * 4,
        maxRequests: Number.MAX_SAFE_INTEGER,
        seconds: passes.throughputSeconds,
      });
      // The server's own CPU per request (this process: the load generator is another): what bounds
      // the throughput on shared cores, and steadier than a latency on a busy machine.
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / (loaded.requests + clients * 4);
      const statements = await capture.statements(scenario.requests);
      const readsSql = statements.some((set) => set.length > 0);
      const sqlTime = readsSql
        ? await capture.time(scenario.requests, statements, passes.sqlRuns, passes.sqlSeconds)
        : { p50: 0, p95: 0 };
      // What the API spends around its SQL: for an operation that reads nothing, its whole time.
      const apiMinusSql = server.p50 - sqlTime.p50;
      const targets: HttpTargets = scenario.targets ?? {};
      results.push({
        operation: scenario.name,
        requests: latency.requests,
        p50Ms: round(latency.p50),
        p95Ms: round(latency.p95),
        p99Ms: round(latency.p99),
        serverP50Ms: round(server.p50),
        serverP95Ms: round(server.p95),
        requestsPerSecond: Math.round(loaded.requestsPerSecond),
        p95MsUnderLoad: round(loaded.p95),
        serverCpuMsPerRequest: round(cpuMsPerRequest),
        sqlStatements: statements[0]!.length,
        sqlP50Ms: round(sqlTime.p50),
        sqlP95Ms: round(sqlTime.p95),
        apiMinusSqlP50Ms: round(apiMinusSql),
        targets,
        passed: {
          ...(targets.apiMinusSqlP50Ms !== undefined && { apiMinusSqlP50Ms: apiMinusSql <= targets.apiMinusSqlP50Ms }),
          ...(targets.p95Ms !== undefined && { p95Ms: latency.p95 <= targets.p95Ms }),
          ...(targets.requestsPerSecond !== undefined && {
            requestsPerSecond: loaded.requestsPerSecond >= targets.requestsPerSecond,
          }),
        },
        loadAverage: round(loadavg()[0]!),
      });
    }

    const customResults: CustomResult[] = [];
    for (const scenario of custom) {
      console.log(`${scenario.name}…`);
      customResults.push(await scenario.run(env));
    }

    let bundle: BundleReport | { skipped: string } | null = null;
    if (wanted(BUNDLE_OPERATION)) {
      console.log(`${BUNDLE_OPERATION}…`);
      try {
        bundle = await bundleReport();
      } catch (error) {
        // No production build is not a failed measurement: the API figures stand on their own.
        bundle = { skipped: error instanceof Error ? error.message : String(error) };
      }
    }

    console.log(
      `\n${handle.driver}, ${cpus().length} cores, ${clients} clients for req/s, load average ${loadavg().map(round).join(' ')}\n`,
    );
    console.log(
      markdownTable(
        [
          'operation',
          'p50',
          'p95',
          'p99',
          'server p50',
          'req/s',
          'p95 loaded',
          'CPU ms/req',
          'SQL n',
          'SQL p50',
          'SQL p95',
          'API−SQL p50',
          'targets',
        ],
        results.map((r) => [
          r.operation,
          r.p50Ms,
          r.p95Ms,
          r.p99Ms,
          r.serverP50Ms,
          r.requestsPerSecond,
          r.p95MsUnderLoad,
          r.serverCpuMsPerRequest,
          r.sqlStatements,
          r.sqlP50Ms,
          r.sqlP95Ms,
          r.apiMinusSqlP50Ms,
          targetSummary(r.targets, r.passed) || '-',
        ]),
      ),
    );
    const fixedCost = results
      .filter((r) => r.targets.apiMinusSqlP50Ms !== undefined)
      .map((r) => ({
        operation: r.operation,
        ms: r.apiMinusSqlP50Ms,
        target: r.targets.apiMinusSqlP50Ms!,
        passed: r.passed.apiMinusSqlP50Ms!,
      }));
    for (const cost of fixedCost)
      console.log(
        `\nfixed cost of a signed-in GraphQL request (${cost.operation}, server-side p50 − SQL p50): ${cost.ms} ms, target ≤ ${cost.target} ${cost.passed ? '✓' : '✗'}`,
      );
    for (const result of customResults)
      console.log(`\n${result.operation}: ${result.passed ? 'target met' : 'TARGET MISSED'}`, result);
    if (bundle && 'pages' in bundle) printBundleReport(bundle);
    else if (bundle) console.log(`\n${BUNDLE_OPERATION}: skipped (${bundle.skipped})`);

    const report = {
      date: new Date().toISOString(),
      database: handle.driver,
      quick,
      cores: cpus().length,
      throughputClients: clients,
      passes,
      fixedCost,
      results,
      custom: customResults,
      bundle,
    };
    mkdirSync('bench', { recursive: true });
    writeFileSync(join('bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nwritten bench/results.json');
  } finally {
    load.close();
    await capture.close();
    await app.close();
    await handle.close();
  }
}

function targetSummary(targets: HttpTargets, passed: Record<string, boolean>): string {
  const mark = (ok: boolean | undefined) => (ok ? '✓' : '✗');
  return [
    ...(targets.apiMinusSqlP50Ms !== undefined
      ? [`API−SQL p50 ≤ ${targets.apiMinusSqlP50Ms} ${mark(passed.apiMinusSqlP50Ms)}`]
      : []),
    ...(targets.p95Ms !== undefined ? [`p95 ≤ ${targets.p95Ms} ${mark(passed.p95Ms)}`] : []),
    ...(targets.requestsPerSecond !== undefined
      ? [`≥ ${targets.requestsPerSecond} req/s ${mark(passed.requestsPerSecond)}`]
      : []),
  ].join(', ');
}

async function benchEnv(
  base: Pick<BenchEnv, 'quick' | 'handle' | 'address' | 'callers' | 'files' | 'candidateTokens'>,
): Promise<BenchEnv> {
  const db = base.handle.db;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.commercialName, SCALE_COMPANY_NAME));
  const processIds = (
    await db
      .select({ id: processes.id })
      .from(processes)
      .where(and(eq(processes.companyId, company!.id), ne(processes.status, 'DRAFT')))
      .orderBy(processes.id)
      .limit(500)
  ).map((row) => row.id);
  const largest = async (companyName: string): Promise<SizedProcess> => {
    const [row] = await queryRows<SizedProcess>(
      db,
      sql`select pp.process_id as id, count(*)::int as candidates from process_persons pp join companies c on c.id = pp.company_id
          where c.commercial_name = ${companyName} group by 1 order by 2 desc limit 1`,
    );
    return row!;
  };
  const [medium] = await queryRows<SizedProcess>(
    db,
    sql`select p.id, (select count(*)::int from process_persons pp where pp.process_id = p.id) as candidates
      from processes p where p.company_id = ${company!.id} and p.name = ${SCALE_MEDIUM_PROCESS}`,
  );
  return {
    ...base,
    scale: { companyId: company!.id, processIds, largest: await largest(SCALE_COMPANY_NAME), medium: medium! },
    demo: { largest: await largest(DEMO_ACCOUNTS[0]!.company) },
    web: (as, document, variables) => webRequests(base.address, base.callers[as].token, document, variables),
    async graphql<T>(as: CallerName, query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(`${base.address}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(base.callers[as].token ? { authorization: `Bearer ${base.callers[as].token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      if (body.errors || !body.data) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
  };
}
