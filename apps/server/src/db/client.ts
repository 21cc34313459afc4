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
  /**
   * Raw SQL beside Drizzle, for a library that speaks to PostgreSQL itself (pg-boss, docs/decisions/009).
   * PostgreSQL: a pool of `maxConnections` of its own, so the library's traffic and the requests' never
   * wait for each other's connections. PGlite: its one connection, whose calls queue on the same lock as
   * a request's transaction, so they run between transactions, never inside one.
   */
  openSqlChannel(options: SideConnections): SqlChannel;
  /**
   * Drizzle beside the requests', for long background reads (the candidate index's loads,
   * docs/decisions/040): on PostgreSQL a pool of `maxConnections` of its own; on PGlite its one
   * connection, as for openSqlChannel.
   */
  openSideDatabase(options: SideConnections): { db: Database; close(): Promise<void> };
  close(): Promise<void>;
}

export interface SideConnections {
  maxConnections: number;
  applicationName: string;
  /** Settings of these connections beside the app's own (PostgreSQL only): `-c name=value ...`. */
  settings?: string;
}

/** Answers like pg: `rows` of the statement (of the last one when the text holds several). */
export interface SqlChannel {
  /** With values: one statement with bind parameters. Without: one or more statements in the simple protocol. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Ends the channel's own connections (on PGlite, none: the handle's close ends the one connection). */
  close(): Promise<void>;
}

// A text that opens its own transaction (pg-boss's maintenance and schema changes are `BEGIN; ...; COMMIT;`).
const OPENS_TRANSACTION = /^\s*begin\s*;/i;

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

/**
 * Settings of every connection the app opens to a PostgreSQL server (options of DATABASE_URL win).
 * JIT off: PostgreSQL compiles a plan costed above jit_above_cost before running it, which took
 * 1.0-1.5 s for the candidate index's load statement (20,000 candidates: 1.3-2.1 s with it, 0.45-0.77 s
 * without) and made the list's SQL answer slower too (100,000 candidates: 1.5 s with, 1.1-1.2 s without;
 * a search 0.79 s, 0.55 s). The app's statements are short or wait on a person: compiling never paid.
 */
const SESSION_OPTIONS = '-c jit=off';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  connectTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // While the database is unreachable a call fails (503) after this instead of waiting for the OS to give up.
    const connectTimeoutMs = options.connectTimeoutMs ?? Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 5000);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      options: SESSION_OPTIONS,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // The pool's limit counts the wait for a free connection too: longer, so a burst of requests queued
      // behind one lock (200 concurrent debits take seconds) is not refused; a connection is opened within
      // the client's limit below.
      connectionTimeoutMillis: Number(process.env.DB_POOL_WAIT_MS ?? 15_000),
      Client: clientWithConnectTimeout(connectTimeoutMs),
    });
    quietOnDroppedConnections(pool);
    const databaseUrl = options.databaseUrl;
    const sidePool = ({ maxConnections, applicationName, settings }: SideConnections) =>
      quietOnDroppedConnections(
        new pg.Pool({
          connectionString: databaseUrl,
          max: maxConnections,
          application_name: applicationName,
          options: settings ? `${SESSION_OPTIONS} ${settings}` : SESSION_OPTIONS,
          connectionTimeoutMillis: Number(process.env.DB_POOL_WAIT_MS ?? 15_000),
          Client: clientWithConnectTimeout(connectTimeoutMs),
        }),
      );
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      driver: 'postgres',
      openSqlChannel: (side) => poolChannel(sidePool(side)),
      openSideDatabase: (side) => {
        const own = sidePool(side);
        return { db: drizzlePg(own, { schema }) as unknown as Database, close: () => own.end() };
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!options.inMemory) {
    dir = join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  return pgliteHandle(await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, unaccent } }));
}

function quietOnDroppedConnections(pool: pg.Pool): pg.Pool {
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  // The pool listens only to idle clients: a checked-out one (a transaction) whose server goes away would
  // emit 'error' with no listener, an uncaught exception. Its pending query fails, and release drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

const lastRows = (result: pg.QueryResult | pg.QueryResult[]) =>
  Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;

function poolChannel(pool: pg.Pool): SqlChannel {
  return {
    async executeSql(text, values) {
      if (values) return { rows: (await pool.query(text, values)).rows };
      // Several statements on one connection: one that fails inside the text's own transaction leaves it
      // aborted, so that connection is closed instead of going back to the pool.
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        client.release();
        return { rows: lastRows(result) };
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

/** The handle of an open PGlite (the embedded database, or a test's copy of a template). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const channel: SqlChannel = {
    async executeSql(text, values) {
      if (values) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      // PGlite leaves a transaction the text opened and a failed statement aborted open on its one
      // connection, failing every later call; inside transaction() the failure is rolled back. The
      // text's own BEGIN and COMMIT there only warn.
      const results = OPENS_TRANSACTION.test(text)
        ? await client.transaction((tx) => tx.exec(text))
        : await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: async () => undefined,
  };
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    openSqlChannel: () => channel,
    openSideDatabase: () => ({ db, close: async () => undefined }),
    close: () => client.close(),
  };
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
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * queryPreparedRows for a statement a node runs on every request: its SQL is built once per
 * database, with `sql.placeholder(key)` where the values go, and each call only fills them in.
 */
export function preparedStatement<T>(
  name: string,
  build: () => SQL,
): (db: Database, values: Record<string, unknown>) => Promise<T[]> {
  const byDatabase = new WeakMap<Database, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (db, values) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      byDatabase.set(db, prepared);
    }
    return ((await prepared.execute(values)) as { rows: T[] }).rows;
  };
}
