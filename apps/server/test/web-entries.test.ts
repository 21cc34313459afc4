import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The web build has two entries: the recruiter app and the candidate portal (issue 17). */
let t: TestApp;
const APP_SCRIPT = `console.log(${JSON.stringify('Terna '.repeat(400))});`;
const SIGN_IN_PAGE =
  '<!doctype html><title>Terna recruiter app</title><link rel="modulepreload" href="/assets/sign-in.js">';
const webDist = join(tmpdir(), `terna-web-entries-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Terna recruiter app</title>');
  writeFileSync(join(webDist, 'portal.html'), '<!doctype html><title>Terna candidate portal</title>');
  // What the web build writes (vite.config.ts, precompress): each text file with its .br and .gz.
  for (const [file, content] of [
    ['assets/app-3f9a1c.js', APP_SCRIPT],
    ['index.html', '<!doctype html><title>Terna recruiter app</title>'],
  ] as const) {
    writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(webDist, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(join(webDist, 'assets/app-3f9a1c.js'), APP_SCRIPT);
  // What the build writes for a first screen (vite.config.ts, firstScreenPreloads): its page and the list.
  mkdirSync(join(webDist, 'first-screens'));
  writeFileSync(join(webDist, 'first-screens/es-auth-login.html'), SIGN_IN_PAGE);
  writeFileSync(
    join(webDist, 'first-screens.json'),
    JSON.stringify({ '/es/auth/login': 'first-screens/es-auth-login.html' }),
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
};

describe('web entries', () => {
  it.each([
    '/apply/ventas-quito',
    '/apply/ventas-quito/steps/DISC',
    '/evaluacion/42',
    '/evaluacion/42?invitation=abc.def',
    '/evaluacion/42/consent',
  ])('a candidate link %s opens the portal', async (url) => {
    const answer = await page(url);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/text\/html/);
    expect(answer.body).toContain('candidate portal');
  });

  it.each(['/es/cap/process/list', '/applying', '/evaluaciones/1', '/es/apply/x'])(
    'any other page %s opens the recruiter app',
    async (url) => {
      const answer = await page(url);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('recruiter app');
    },
  );

  it.each(['/es/auth/login', '/es/auth/login?next=%2Fes%2Fcap%2Fusers'])(
    'a first screen %s opens the app with its own code announced',
    async (url) => {
      const answer = await page(url);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/text\/html/);
      expect(answer.body).toBe(SIGN_IN_PAGE);
    },
  );

  it.each(['/en/auth/login', '/es/auth/login/other', '/es/auth'])(
    'an address that is no first screen of the build, %s, opens the plain app',
    async (url) => {
      expect((await page(url)).body).toBe('<!doctype html><title>Terna recruiter app</title>');
    },
  );

  it('a missing asset is still a 404, not a page', async () => {
    expect((await page('/assets/nothing.js')).status).toBe(404);
  });

  describe('files of the build (issue 22: a lighter, faster first screen)', () => {
    const fetchFile = (url: string, acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    it('sends the brotli copy a browser accepts, kept for a year as the name changes with the content', async () => {
      const response = await fetchFile('/assets/app-3f9a1c.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_SCRIPT);
      expect(response.rawPayload.length).toBeLessThan(APP_SCRIPT.length / 5);
    });

    it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
      const gzipped = await fetchFile('/assets/app-3f9a1c.js', 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      const plain = await fetchFile('/assets/app-3f9a1c.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_SCRIPT);
    });

    it('revalidates the entry page on every load, so a new deployment reaches everyone at once', async () => {
      const response = await fetchFile('/es/cap/process/list', 'br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('recruiter app');
    });
  });
});
