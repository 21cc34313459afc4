import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => undefined);
    return { db: drizzlePg(pool, { schema }) as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  let dir: string | undefined;
  if (!options.inMemory) {
    dir = join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  return { db: drizzlePglite(client, { schema }) as unknown as Database, driver: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * queryRows as a named prepared statement: PostgreSQL plans it once per connection instead of on
 * every call (a millisecond or two for a statement with many subqueries). `name` must stand for
 * one SQL text: only the parameters may differ between calls.
 */
export async function queryPreparedRows<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
