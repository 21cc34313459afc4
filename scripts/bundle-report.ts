/**
 * `npm run bundle:report [-- --dist <dir>] [-- --port <n>]`: the gzipped size of the JavaScript the
 * browser loads for the sign-in page, the process list and the candidate portal's first screen (its
 * own entry, portal.html, with its own budget), from a production build (it builds
 * nothing: run `npm run build` first, or point WEB_DIST/--dist at another build). The real server
 * serves the build on a throw-away embedded database with the demo data; Chromium opens each page
 * with an empty cache and every JavaScript response is recorded: the entry, its static imports and
 * the lazy chunks the page's rendering loads. Each file is gzipped at level 9 and summed. Prints a
 * table, writes bench/bundle.json and exits 1 when a page goes over its budget.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { processes } from '../apps/server/src/db/schema/processes.js';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/demo.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/db/seed/demo-data.js';

/** Issue 5: at most 250 KB (Vite's kB, 1000 bytes) of gzipped JavaScript before a page is usable. */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 250_000;
/** Issue 17: the candidate portal's first screen, on a phone, at most 150 kB. */
export const PORTAL_JS_BUDGET_GZIP_BYTES = 150_000;
/** The page counts as loaded once the network has been silent this long after it rendered. */
const QUIET_MS = 750;
const OWNER_EMAIL = DEMO_USERS.find((user) => user.key === 'owner')!.email;

export interface BundleFile {
  /** Path on the server, e.g. /assets/index-AbC123.js. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageBundle {
  page: 'signIn' | 'processList' | 'portalEntry';
  path: string;
  budgetGzipBytes: number;
  files: BundleFile[];
  bytes: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** The portal's first screen on a throttled phone: Largest Contentful Paint, as Lighthouse's mobile run throttles. */
export interface PortalPaint {
  path: string;
  profile: string;
  lcpMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

export interface BundleReport {
  webDist: string;
  budgetGzipBytes: number;
  pages: PageBundle[];
  portalPaint: PortalPaint;
}

export interface BundleReportOptions {
  /** The production build to serve: apps/web/dist by default. */
  webDist?: string;
  /** Port for the server on 127.0.0.1; 0 picks a free one. */
  port?: number;
  chromiumPath?: string;
}

/** Resolves once no request has been in flight for QUIET_MS. */
async function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  target: {
    page: PageBundle['page'];
    path: string;
    budgetGzipBytes?: number;
    accessToken?: { accessToken: string; expiresAt: string };
  },
  rendered: (page: Page) => Promise<void>,
): Promise<PageBundle> {
  const { accessToken } = target;
  // A new context per page: an empty cache, so every file the page needs is fetched and seen.
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-EC',
    storageState: accessToken
      ? {
          cookies: [],
          origins: [
            {
              origin: baseUrl,
              localStorage: [
                { name: 'terna.accessToken', value: accessToken.accessToken },
                { name: 'terna.expiresAt', value: accessToken.expiresAt },
              ],
            },
          ],
        }
      : undefined,
  });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const url = new URL(response.url());
      if (url.origin === baseUrl) bodies.set(url.pathname, response.body());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    // The CSP (no inline scripts) refuses a script with a console error: the page would not be the real one.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) failures.push(message.text());
    });
    await page.goto(target.path, { waitUntil: 'load' });
    await rendered(page);
    await networkQuiet(page);
    if (failures.length > 0) throw new Error(`${target.path} failed in the browser: ${failures.join('; ')}`);
    const files = await Promise.all(
      [...bodies].map(async ([file, body]) => {
        const bytes = await body;
        return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    files.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const budgetGzipBytes = target.budgetGzipBytes ?? INITIAL_JS_BUDGET_GZIP_BYTES;
    return {
      page: target.page,
      path: target.path,
      budgetGzipBytes,
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes,
      withinBudget: gzipBytes <= budgetGzipBytes,
    };
  } finally {
    await context.close();
  }
}

/** Issue 17: the portal's first screen is usable on a throttled phone within this long. */
export const PORTAL_LCP_BUDGET_MS = 2_500;
/** Lighthouse's mobile throttling: slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
const SLOW_4G = { latency: 150, downloadThroughput: (1_638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * Opens the portal's link as a candidate's phone would (390 px, slow 4G, 4x CPU, empty cache) and
 * reads the page's Largest Contentful Paint once its first screen stands and the network is quiet.
 */
async function measurePortalPaint(browser: Browser, baseUrl: string, path: string): Promise<PortalPaint> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-EC',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const paints: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      (window as unknown as { __lcp: number[] }).__lcp = paints;
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    await networkQuiet(page);
    const paints = await page.evaluate(() => (window as unknown as { __lcp: number[] }).__lcp);
    const lcpMs = Math.round(paints.at(-1) ?? Number.POSITIVE_INFINITY);
    return {
      path,
      profile: `390x844, ${SLOW_4G.latency} ms RTT, 1.6 Mbps down, CPU ${CPU_SLOWDOWN}x slower`,
      lcpMs,
      budgetMs: PORTAL_LCP_BUDGET_MS,
      withinBudget: lcpMs <= PORTAL_LCP_BUDGET_MS,
    };
  } finally {
    await context.close();
  }
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
    const signIn = await measurePage(browser, baseUrl, { page: 'signIn', path: '/es/auth/login' }, (page) =>
      page.locator('input[type="password"]').waitFor({ state: 'visible' }),
    );
    const processList = await measurePage(
      browser,
      baseUrl,
      { page: 'processList', path: '/es/cap/process/list', accessToken: session },
      (page) => page.getByRole('article').first().waitFor({ state: 'visible' }),
    );
    const portal = await portalPath(database.db);
    const portalEntry = await measurePage(
      browser,
      baseUrl,
      { page: 'portalEntry', path: portal, budgetGzipBytes: PORTAL_JS_BUDGET_GZIP_BYTES },
      // The entry's heading: the process, or its status page; either is the first screen's whole code.
      (page) => page.locator('main h1').first().waitFor({ state: 'visible' }),
    );
    return {
      webDist,
      budgetGzipBytes: INITIAL_JS_BUDGET_GZIP_BYTES,
      pages: [signIn, processList, portalEntry],
      portalPaint: await measurePortalPaint(browser, baseUrl, portal),
    };
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
      `\n${page.page} (${page.path}): ${kb(page.gzipBytes)} kB gzipped of ${kb(page.budgetGzipBytes)} kB${page.withinBudget ? '' : '  OVER BUDGET'}`,
    );
    console.table(page.files.map((file) => ({ file: file.file, kB: kb(file.bytes), gzipKB: kb(file.gzipBytes) })));
  }
  const paint = report.portalPaint;
  console.log(
    `\nportal LCP (${paint.path}, ${paint.profile}): ${paint.lcpMs} ms of ${paint.budgetMs} ms${paint.withinBudget ? '' : '  OVER BUDGET'}`,
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
  if (report.pages.some((page) => !page.withinBudget) || !report.portalPaint.withinBudget) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
