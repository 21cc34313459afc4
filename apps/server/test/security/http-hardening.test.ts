import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What a browser (or anyone) gets at the HTTP level, whatever the operation. */
let t: TestApp;
let token: string;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  const webDist = join(tmpdir(), `terna-web-${process.pid}-${Date.now()}`);
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>Terna</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
  token = (await t.buildMember()).token;
});
afterAll(() => t?.close());

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('security headers', () => {
  it('the web app is served with a Content-Security-Policy that allows only its own scripts and no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/es/cap/process/list' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['connect-src']).toBe("'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('every answer, API and assets alike, forbids MIME sniffing and leaking the address as referrer', async () => {
    for (const url of ['/health', '/assets/app.js', '/graphql?query=%7B__typename%7D', '/process-web/hired']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('CORS is closed', () => {
  it('a preflight from another origin gets no permission, on GraphQL and REST', async () => {
    for (const url of ['/graphql', '/auth/login', '/process-web/hired']) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(response.headers['access-control-allow-headers'], url).toBeUndefined();
    }
  });

  it('a cross-origin request is not granted access to the answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ me { mail } }' },
      headers: { origin: EVIL, authorization: `Bearer ${token}` },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request body limit', () => {
  it('a body over 1 MB is refused with 413 and a translated message, before it is parsed', async () => {
    const send = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify({ query: `{ me { id } }`, padding: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
    const rest = await send('/auth/login');
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toEqual({ code: 'REQUEST_TOO_LARGE', messages: ['The request is too large.'] });
    // A GraphQL client gets the refusal where it reads errors.
    const graphql = await send('/graphql');
    expect(graphql.statusCode).toBe(413);
    expect(graphql.json()).toEqual({
      errors: [{ message: 'The request is too large.', extensions: { code: 'REQUEST_TOO_LARGE' } }],
    });
  });
});
