import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The web build has two entries: the recruiter app and the candidate portal (issue 17). */
let t: TestApp;
const webDist = join(tmpdir(), `terna-web-entries-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Terna recruiter app</title>');
  writeFileSync(join(webDist, 'portal.html'), '<!doctype html><title>Terna candidate portal</title>');
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

  it('a missing asset is still a 404, not a page', async () => {
    expect((await page('/assets/nothing.js')).status).toBe(404);
  });
});
