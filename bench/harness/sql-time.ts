import type { FastifyInstance } from 'fastify';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import type { Config } from '../../apps/server/src/config.js';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { TENANT_ROLE } from '../../apps/server/src/db/tenant.js';
import { percentile } from './load.js';
import type { HttpRequests } from './scenario.js';

interface Statement {
  text: string;
  params: unknown[];
}

interface RawClient {
  query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<unknown>;
}

/** Transaction control and session settings: the envelope of a request, not its query. */
const ENVELOPE = /^\s*(begin|commit|rollback|savepoint|release|set\s|select\s+set_config\()/i;

/**
 * A second app over the same database whose Drizzle logs every statement: a request sent to it
 * shows what the API runs for an operation, whatever service and resolvers answer it.
 */
export class SqlCapture {
  /** A prepared statement's name stands for one text on every connection of the pool. */
  private readonly names = new Map<string, string>();

  /** PostgreSQL pools for the raw timing, one per security context (see `pool`). */
  private readonly pools = new Map<string, pg.Pool>();

  /**
   * Statements the tenant role may not run: the API runs them as the owner, before its request's
   * tenant transaction (the session check reads auth_sessions), so they are timed as the owner.
   */
  private readonly ownerTexts = new Set<string>();

  private constructor(
    private readonly app: FastifyInstance,
    private readonly client: RawClient,
    private readonly driver: DatabaseHandle['driver'],
    private readonly databaseUrl: string | undefined,
    private readonly log: { statements: Statement[] },
  ) {}

  static async open(
    handle: DatabaseHandle,
    config: Partial<Config>,
    databaseUrl: string | undefined,
  ): Promise<SqlCapture> {
    const client = (handle.db as unknown as { $client: RawClient }).$client;
    const log = { statements: [] as Statement[] };
    const logger = { logQuery: (text: string, params: unknown[]) => log.statements.push({ text, params }) };
    const db = (handle.driver === 'pglite'
      ? drizzlePglite(client as never, { schema, logger })
      : drizzlePg(client as never, { schema, logger })) as unknown as Database;
    // It only replays the scenarios' requests: it runs no jobs (the bench's own app does).
    const { app } = await buildApp({
      database: {
        db,
        driver: handle.driver,
        openSqlChannel: (options) => handle.openSqlChannel(options),
        openSideDatabase: (options) => handle.openSideDatabase(options),
        close: async () => undefined,
      },
      config: { ...config, jobsInline: false },
    });
    return new SqlCapture(app, client, handle.driver, databaseUrl, log);
  }

  /**
   * Where the statements are timed on PostgreSQL: connections set up as the API's request
   * transaction sets itself (db/tenant.ts): the tenant role with the caller's company and user
   * (row-level security is part of the same query) and JIT off (a JIT compile would make the raw
   * figure slower and flatter the ratio). An anonymous request runs as the owner.
   */
  private pool(headers: Record<string, string>): pg.Pool {
    const token = headers.authorization?.replace(/^Bearer\s+/i, '');
    const claims = token ? decodeJwt(token) : null;
    const settings = claims
      ? ` -c role=${TENANT_ROLE} -c terna.company_id=${Number(claims.cid)} -c terna.user_id=${Number(claims.sub)}`
      : '';
    let pool = this.pools.get(settings);
    if (!pool) {
      pool = new pg.Pool({ connectionString: this.databaseUrl, max: 10, options: `-c jit=off${settings}` });
      this.pools.set(settings, pool);
    }
    return pool;
  }

  /**
   * The statements of each request (after one that fills this node's caches, as the measured
   * requests found them filled), without the transaction envelope and without what the same caller's
   * `{ __typename }` runs (reading the signed-in caller's membership and session): those are the
   * fixed cost of every request of theirs, not the operation's SQL.
   */
  async statements(requests: HttpRequests): Promise<Statement[][]> {
    const send = async (body: string) => {
      this.log.statements = [];
      const response = await this.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: requests.headers,
        payload: body,
      });
      if (response.statusCode !== 200 || response.json<{ errors?: unknown }>().errors)
        throw new Error(`capture: ${response.body.slice(0, 500)}`);
      return this.log.statements.filter((statement) => !ENVELOPE.test(statement.text));
    };
    const perRequest = (await send(JSON.stringify({ query: '{ __typename }' }))).map((statement) => statement.text);
    await send(requests.bodies[0]!);
    const sets: Statement[][] = [];
    for (const body of requests.bodies) {
      const statements = await send(body);
      for (const text of perRequest) {
        const at = statements.findIndex((statement) => statement.text === text);
        if (at >= 0) statements.splice(at, 1);
      }
      sets.push(statements);
    }
    return sets;
  }

  /**
   * Times each request's statements straight on the database, the requests in the same turn as the
   * load generator sends them. A request's statements run all at once and prepared: the most
   * favourable raw figure, so it does not flatter the ratio. On PGlite (one connection, no pool)
   * they run as the owner, without row-level security.
   */
  async time(
    requests: HttpRequests,
    sets: Statement[][],
    runs: number,
    seconds: number,
  ): Promise<{ p50: number; p95: number }> {
    const pool = this.driver === 'postgres' ? this.pool(requests.headers) : null;
    // On PostgreSQL as named prepared statements, planned once per connection whether the API prepares them or not.
    const query = async (s: Statement) => {
      if (!pool || this.ownerTexts.has(s.text)) return this.client.query(s.text, s.params);
      if (!this.names.has(s.text)) this.names.set(s.text, `bench_sql_${this.names.size}`);
      try {
        return await pool.query({ name: this.names.get(s.text)!, text: s.text, values: s.params });
      } catch (error) {
        // 42501: insufficient privilege. Found in the warm-up runs below, before any timing.
        if ((error as { code?: string }).code !== '42501') throw error;
        this.ownerTexts.add(s.text);
        return this.client.query(s.text, s.params);
      }
    };
    const run = (i: number) => Promise.all(sets[i % sets.length]!.map(query));
    for (let i = 0; i < Math.min(sets.length, 3); i++) await run(i);
    const times: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    for (let i = 0; i < runs && (i < 10 || performance.now() < deadline); i++) {
      const started = performance.now();
      await run(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.end()));
    await this.app.close();
  }
}
