/**
 * What a page of the built web app costs a browser: the gzipped JavaScript it loads with an empty
 * cache, and its Largest Contentful Paint on a throttled phone. The bundle report
 * (scripts/bundle-report.ts) and the browser check in CI (e2e/page-weight.spec.ts) both measure with
 * these, so the figure in bench/bundle.json and the one CI enforces are the same figure.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** Issue 5 and 22: the process list's initial JavaScript, gzipped, in kB as Vite prints them (1000 bytes). */
export const PROCESS_LIST_JS_BUDGET_GZIP_BYTES = 250_000;
/**
 * What CI lets the process list weigh meanwhile: its weight on 2026-11-27 (363.3 kB) and 3 % more,
 * so no change makes it heavier while the 250 kB budget above is still open (issue 22: the libraries
 * alone, react-dom, MUI, Apollo and the router, take about 240 kB). Lower it as the list gets lighter.
 */
export const PROCESS_LIST_JS_CEILING_GZIP_BYTES = 375_000;
/** Issue 22: the sign-in page stays at most this. */
export const SIGN_IN_JS_BUDGET_GZIP_BYTES = 240_000;
/** Issues 17 and 22: a page's first screen is usable on a throttled phone within this long. */
export const LCP_BUDGET_MS = 2_500;
/** The page counts as loaded once the network has been silent this long after it rendered. */
const QUIET_MS = 750;

/** Lighthouse's mobile throttling: slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
const SLOW_4G = { latency: 150, downloadThroughput: (1_638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
export const PHONE_PROFILE = `390x844, ${SLOW_4G.latency} ms RTT, 1.6 Mbps down, CPU ${CPU_SLOWDOWN}x slower`;

export interface BundleFile {
  /** Path on the server, e.g. /assets/index-AbC123.js. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageJavaScript {
  files: BundleFile[];
  bytes: number;
  gzipBytes: number;
}

/** The session the sign-in page stores, so a visit opens a signed-in page without the form. */
export interface StoredSession {
  accessToken: string;
  expiresAt: string;
}

export interface PageVisit {
  path: string;
  session?: StoredSession;
  /** Resolves once the page's first screen stands (its heading, its first row). */
  rendered: (page: Page) => Promise<void>;
}

/** A phone's screen, as the paint is measured on. */
export const PHONE_SCREEN: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Resolves once no request has been in flight for QUIET_MS. */
export async function networkQuiet(page: Page): Promise<void> {
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

/** A new context per visit: an empty cache, so every file the page needs is fetched and seen. */
async function openContext(browser: Browser, baseUrl: string, visit: PageVisit, options: BrowserContextOptions = {}) {
  return browser.newContext({
    baseURL: baseUrl,
    locale: 'es-EC',
    ...options,
    storageState: visit.session
      ? {
          cookies: [],
          origins: [
            {
              origin: baseUrl,
              localStorage: [
                { name: 'terna.accessToken', value: visit.session.accessToken },
                { name: 'terna.expiresAt', value: visit.session.expiresAt },
              ],
            },
          ],
        }
      : undefined,
  });
}

/**
 * Opens the page with an empty cache and records every JavaScript response of the server until the
 * page has rendered and the network is quiet: the entry, its static imports and the lazy chunks the
 * rendering loads. Each file is gzipped at level 9 and summed.
 */
export async function measureJavaScript(
  browser: Browser,
  baseUrl: string,
  visit: PageVisit,
  options: BrowserContextOptions = {},
): Promise<PageJavaScript> {
  const origin = new URL(baseUrl).origin;
  const context = await openContext(browser, baseUrl, visit, options);
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const url = new URL(response.url());
      if (url.origin === origin) bodies.set(url.pathname, response.body());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    // The CSP (no inline scripts) refuses a script with a console error: the page would not be the real one.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) failures.push(message.text());
    });
    await page.goto(visit.path, { waitUntil: 'load' });
    await visit.rendered(page);
    await networkQuiet(page);
    if (failures.length > 0) throw new Error(`${visit.path} failed in the browser: ${failures.join('; ')}`);
    const files = await Promise.all(
      [...bodies].map(async ([file, body]) => {
        const bytes = await body;
        return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    files.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
    return {
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens the page as a phone would (390 px, slow 4G, 4x CPU, empty cache) and reads its Largest
 * Contentful Paint once its first screen stands and the network is quiet, in milliseconds.
 */
export async function measurePaint(browser: Browser, baseUrl: string, visit: PageVisit): Promise<number> {
  const context = await openContext(browser, baseUrl, visit, PHONE_SCREEN);
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
    await page.goto(visit.path, { waitUntil: 'load' });
    await visit.rendered(page);
    await networkQuiet(page);
    const paints = await page.evaluate(() => (window as unknown as { __lcp: number[] }).__lcp);
    return Math.round(paints.at(-1) ?? Number.POSITIVE_INFINITY);
  } finally {
    await context.close();
  }
}

/**
 * The scripts the page at `path` names in its HTML: its entry and every modulepreload link (a first
 * screen's page lists its own code too: apps/web/vite.config.ts, firstScreenPreloads).
 */
export async function announcedScripts(baseUrl: string, path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map(([, file]) => file!);
}
