import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { queryRows, type Database, type DatabaseHandle } from './client.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the one migration set to whichever driver is open (drizzle-kit migrate cannot load PGlite's extensions). */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

let journal: { when: number; tag: string }[] | undefined;

/**
 * The journal's migrations that the database has not recorded as applied, by tag. Drizzle's migrator
 * records each one in drizzle.__drizzle_migrations with the journal's `when` as created_at.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  journal ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    }
  ).entries;
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table!.exists) return journal.map((entry) => entry.tag);
  const rows = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}

/** Any number: it names the lock that several starting servers take turns on. */
const STARTUP_LOCK = 7_413_201;

/**
 * Runs start-up work (migrations, reference data) while holding a PostgreSQL advisory lock, so
 * several server nodes starting at once do it one after the other. PGlite has one client: no lock.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.driver === 'pglite') return work();
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}
