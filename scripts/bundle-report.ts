/**
 * `npm run bundle:report [-- --dist <dir>] [-- --port <n>]`: the gzipped size of the JavaScript the
 * browser loads for the sign-in page, the process list and the candidate portal's first screen (its
 * own entry, portal.html, with its own budget), from a production build (it builds
 * nothing: run `npm run build` first, or point WEB_DIST/--dist at another build). The real server
 * serves the build on a throw-away embedded database with the demo data; Chromium opens each page
 * with an empty cache and every JavaScript response is recorded: the entry, its static imports and
 * the lazy chunks the page's rendering loads. Each file is gzipped at level 9 and summed. Then each
 * page opens again on a throttled phone for its Largest Contentful Paint (scripts/page-weight.ts
 * measures both, as the CI check e2e/page-weight.spec.ts does). Prints a table, writes
 * bench/bundle.json and exits 1 when a page goes over its JavaScript or paint budget.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { processPersons } from '../apps/server/src/db/schema/candidates.js';
import { processes } from '../apps/server/src/db/schema/processes.js';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/demo.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-data.js';
import {
  LCP_BUDGET_MS,
  measureJavaScript,
  measurePaint,
  PHONE_PROFILE,
  PROCESS_LIST_JS_BUDGET_GZIP_BYTES,
  SIGN_IN_JS_BUDGET_GZIP_BYTES,
  type BundleFile,
  type PageVisit,
} from './page-weight.js';

/** Issue 17: the candidate portal's first screen, on a phone, at most 150 kB. */
export const PORTAL_JS_BUDGET_GZIP_BYTES = 150_000;
const OWNER_EMAIL = DEMO_USERS.find((user) => user.key === 'owner')!.email;

type PageName = 'signIn' | 'processList' | 'peopleTab' | 'portalEntry';

export interface PageBundle {
  page: PageName;
  path: string;
  /** Null for a page measured to watch its weight, with no budget of its own. */
  budgetGzipBytes: number | null;
  files: BundleFile[];
  bytes: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** A page's first screen on a throttled phone: Largest Contentful Paint, as Lighthouse's mobile run throttles. */
export interface PagePaint {
  page: PageName;
  path: string;
  profile: string;
  lcpMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

export interface BundleReport {
  webDist: string;
  pages: PageBundle[];
  paints: PagePaint[];
}

export interface BundleReportOptions {
  /** The production build to serve: apps/web/dist by default. */
  webDist?: string;
  /** Port for the server on 127.0.0.1; 0 picks a free one. */
  port?: number;
  chromiumPath?: string;
}

interface ReportedPage extends PageVisit {
  page: PageName;
  budgetGzipBytes: number | null;
  /** Its Largest Contentful Paint is held to LCP_BUDGET_MS too. */
  paint: boolean;
}

async function measureBundle(browser: Browser, baseUrl: string, visit: ReportedPage): Promise<PageBundle> {
  const javaScript = await measureJavaScript(browser, baseUrl, visit);
  return {
    page: visit.page,
    path: visit.path,
    budgetGzipBytes: visit.budgetGzipBytes,
    ...javaScript,
    withinBudget: visit.budgetGzipBytes === null || javaScript.gzipBytes <= visit.budgetGzipBytes,
  };
}

async function measurePagePaint(browser: Browser, baseUrl: string, visit: ReportedPage): Promise<PagePaint> {
  const lcpMs = await measurePaint(browser, baseUrl, visit);
  return {
    page: visit.page,
    path: visit.path,
    profile: PHONE_PROFILE,
    lcpMs,
    budgetMs: LCP_BUDGET_MS,
    withinBudget: lcpMs <= LCP_BUDGET_MS,
  };
}

/**
 * The link a candidate opens: the public application link of a launched public process when the demo
 * data has one, else the evaluation link of any launched process (the same first screen either way).
 */
async function portalPath(db: Awaited<ReturnType<typeof buildApp>>['database']['db']): Promise<string> {
  const [row] = await db
    .select({ id: processes.id, slug: processes.publicSlug })
    .from(processes)
    .orderBy(sql`${processes.publicSlug} is null`, processes.id)
    .limit(1);
  if (!row) throw new Error('The demo data has no process to open in the portal.');
  return row.slug ? `/apply/${encodeURIComponent(row.slug)}` : `/evaluacion/${row.id}`;
}

/** The people tab of the demo process with the most candidates: where a recruiter goes from the list. */
async function peopleTabPath(db: Awaited<ReturnType<typeof buildApp>>['database']['db']): Promise<string> {
  const [row] = await db
    .select({ id: processPersons.processId })
    .from(processPersons)
    .groupBy(processPersons.processId)
    .orderBy(sql`count(*) desc`, processPersons.processId)
    .limit(1);
  if (!row) throw new Error('The demo data has no process with candidates.');
  return `/es/cap/process/${row.id}/control/people`;
}

/** Serves the build, opens the sign-in page, the owner's process list and the portal, and measures their JavaScript. */
export async function bundleReport(options: BundleReportOptions = {}): Promise<BundleReport> {
  const webDist = resolve(options.webDist ?? process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`No production build in ${webDist}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'terna-bundle-'));
  // Its own embedded database: the report neither needs nor touches the one DATABASE_URL points at.
  const { app, database } = await buildApp({
    config: { webDist, dataDir, databaseUrl: undefined, redisUrl: undefined, demoData: true },
  });
  let browser: Browser | undefined;
  try {
    await seedDemoIfEmpty(database.db);
    const baseUrl = (await app.listen({ port: options.port ?? 0, host: '127.0.0.1' })).replace(
      'localhost',
      '127.0.0.1',
    );
    const login = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER_EMAIL, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`Signing in as ${OWNER_EMAIL} failed: ${login.status} ${await login.text()}`);
    const { data: session } = (await login.json()) as { data: { accessToken: string; expiresAt: string } };

    browser = await chromium.launch({
      executablePath: options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const visits: ReportedPage[] = [
      {
        page: 'signIn',
        path: '/es/auth/login',
        budgetGzipBytes: SIGN_IN_JS_BUDGET_GZIP_BYTES,
        paint: true,
        rendered: (page) => page.locator('input[type="password"]').waitFor({ state: 'visible' }),
      },
      {
        page: 'processList',
        path: '/es/cap/process/list',
        session,
        budgetGzipBytes: PROCESS_LIST_JS_BUDGET_GZIP_BYTES,
        paint: true,
        rendered: (page) => page.getByRole('article').first().waitFor({ state: 'visible' }),
      },
      {
        // Not in a budget of issue 22; measured so that what the recruiter's next screen carries shows.
        page: 'peopleTab',
        path: await peopleTabPath(database.db),
        session,
        budgetGzipBytes: null,
        paint: false,
        rendered: (page) => page.getByRole('article').first().waitFor({ state: 'visible' }),
      },
      {
        page: 'portalEntry',
        path: await portalPath(database.db),
        budgetGzipBytes: PORTAL_JS_BUDGET_GZIP_BYTES,
        paint: true,
        // The entry's heading: the process, or its status page; either is the first screen's whole code.
        rendered: (page) => page.locator('main h1').first().waitFor({ state: 'visible' }),
      },
    ];
    const pages: PageBundle[] = [];
    for (const visit of visits) pages.push(await measureBundle(browser, baseUrl, visit));
    const paints: PagePaint[] = [];
    for (const visit of visits.filter((visit) => visit.paint))
      paints.push(await measurePagePaint(browser, baseUrl, visit));
    return { webDist, pages, paints };
  } finally {
    await browser?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => Math.round(bytes / 10) / 100;

/** One row per file and a total per page, sizes in kB as Vite prints them. */
export function printBundleReport(report: BundleReport): void {
  for (const page of report.pages) {
    console.log(
      `\n${page.page} (${page.path}): ${kb(page.gzipBytes)} kB gzipped${page.budgetGzipBytes === null ? '' : ` of ${kb(page.budgetGzipBytes)} kB`}${page.withinBudget ? '' : '  OVER BUDGET'}`,
    );
    console.table(page.files.map((file) => ({ file: file.file, kB: kb(file.bytes), gzipKB: kb(file.gzipBytes) })));
  }
  for (const paint of report.paints)
    console.log(
      `\n${paint.page} LCP (${paint.path}, ${paint.profile}): ${paint.lcpMs} ms of ${paint.budgetMs} ms${paint.withinBudget ? '' : '  OVER BUDGET'}`,
    );
}

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, port: { type: 'string' } } });
  const report = await bundleReport({ webDist: values.dist, port: values.port ? Number(values.port) : undefined });
  printBundleReport(report);
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    join('bench', 'bundle.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`,
  );
  if ([...report.pages, ...report.paints].some((entry) => !entry.withinBudget)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
