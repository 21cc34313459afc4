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

/** pg's Client, opening its connection within `ms` (the pool passes it the pool's own options). */
function clientWithConnectTimeout(ms: number) {
  class TimedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: ms });
    }
  }
  // The typings say the pool calls it without arguments; it passes its options.
  return TimedClient as unknown as new () => pg.ClientBase;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; inMemory?: boolean; connectTimeoutMs?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // While the database is unreachable a call fails (503) after this instead of waiting for the OS to give up.
    const connectTimeoutMs = options.connectTimeoutMs ?? Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 5000);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // The pool's limit counts the wait for a free connection too: longer, so a burst of requests queued
      // behind one lock (200 concurrent debits take seconds) is not refused; a connection is opened within
      // the client's limit below.
      connectionTimeoutMillis: Number(process.env.DB_POOL_WAIT_MS ?? 15_000),
      Client: clientWithConnectTimeout(connectTimeoutMs),
    });
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => undefined);
    // The pool listens only to idle clients: a checked-out one (a transaction) whose server goes away would
    // emit 'error' with no listener, an uncaught exception. Its pending query fails, and release drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
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
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
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
