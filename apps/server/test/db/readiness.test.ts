import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { duringOutage, openSilentDatabase, openUnreachableDatabase } from '../support/unreachable-database.js';
import { queryRows, type DatabaseHandle } from '../../src/db/client.js';

/** /health says the process lives; /ready says it can serve: database reachable, every migration applied. */

let t: TestApp;
let unreachable: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp();
  unreachable = await openUnreachableDatabase();
});
afterAll(async () => {
  await unreachable?.close();
  await t?.close();
});

const journal = (
  JSON.parse(readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries;
const ready = () => t.app.inject({ method: 'GET', url: '/ready' });
const health = () => t.app.inject({ method: 'GET', url: '/health' });

describe('/ready', () => {
  it('answers 200 on a migrated database', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 when the newest migration is not recorded as applied, and 200 once it is', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'MIGRATIONS_PENDING', pendingMigrations: 1 });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('counts every migration as pending on a database that was never migrated', async () => {
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_gone`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        reason: 'MIGRATIONS_PENDING',
        pendingMigrations: journal.length,
      });
    } finally {
      await t.db.execute(sql`alter table drizzle.__drizzle_migrations_gone rename to __drizzle_migrations`);
    }
  });

  it('answers 503 at once while the database is unreachable, and 200 when it is back', async () => {
    const started = Date.now();
    const response = await duringOutage(t, unreachable, ready);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'DATABASE_UNREACHABLE' });
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 within its own time limit when the database hangs instead of refusing', async () => {
    const hanging = await openSilentDatabase(20_000);
    try {
      const started = Date.now();
      const response = await duringOutage(t, hanging, ready);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'DATABASE_UNREACHABLE' });
    } finally {
      await hanging.close();
    }
  });
});

describe('/health', () => {
  it('answers 200 without touching the database, also while it is unreachable', async () => {
    for (const response of [await health(), await duringOutage(t, unreachable, health)]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });
});
