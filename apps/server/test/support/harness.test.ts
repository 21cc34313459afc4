import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, memberships, termsAcceptances } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from './test-app.js';
import { openTestDatabase } from './test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('health probes', () => {
  it('GET /health answers 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready answers 200 once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('unknown routes', () => {
  it('answer 404 with the translated NOT_FOUND body even without a web build', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', messages: ['No encontramos lo que buscas.'] });
  });
});

describe('the test harness', () => {
  it('runs on the database DATABASE_URL names, else on PGlite', () => {
    expect(t.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(t.services.db).toBe(t.db);
  });

  it('builds a member who can sign in, with a membership and an accepted policy', async () => {
    const { user, company, token } = await t.buildMember({ role: 'RECRUITER' });
    expect(token.split('.')).toHaveLength(3);
    const rows = await t.db
      .select()
      .from(memberships)
      .where(sql`${memberships.userId} = ${user.id}`);
    expect(rows).toMatchObject([{ companyId: company.id, role: 'RECRUITER' }]);
    const terms = await t.db
      .select()
      .from(termsAcceptances)
      .where(sql`${termsAcceptances.userId} = ${user.id}`);
    expect(terms).toMatchObject([{ name: 'PRIVACY_POLICIES', version: '1' }]);
  });

  it('buildPlan opens a credit account with its CREDIT ledger entry', async () => {
    const company = await t.buildCompany();
    const plan = await t.buildPlan(company.id, 'CREDIT', 40);
    const ledger = await t.db
      .select()
      .from(creditTransactions)
      .where(sql`${creditTransactions.accountId} = ${plan.accountId}`);
    expect(ledger).toMatchObject([{ type: 'CREDIT', amount: 40, balanceAfter: 40, companyId: company.id }]);
  });
});

describe.runIf(process.env.DATABASE_URL)('openTestDatabase on a PostgreSQL server', () => {
  it('creates a throw-away database and drops it on close', async () => {
    const handle = await openTestDatabase();
    expect(handle.driver).toBe('postgres');
    const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]!.name;
    expect(name).toMatch(/^terna_test_\d+_[0-9a-f]{8}$/);
    await handle.close();

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const left = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
