import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgSessionOptions } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';

/** The role a company caller's requests run as: migration 0004's row-level security narrows it to one company. */
export const TENANT_ROLE = 'terna_tenant';

/**
 * Whom a tenant transaction acts for: the policies read these as terna.company_id, terna.user_id,
 * terna.agency_id and terna.department_id (migration 0017: a member limited to an agency or a
 * department; absent or null for a company-wide member, an observer or a candidate).
 */
export interface TenantScope {
  companyId: number;
  userId: number | null;
  agencyId?: number | null;
  departmentId?: number | null;
}

export interface TenantTransaction {
  /** The open transaction, to be used as the request's database. */
  db: Database;
  /** Commits (`true`) or rolls back, once, and resolves when the transaction has ended. A failed commit rejects. */
  end(commit: boolean): Promise<void>;
}

/** Work for after the commit (e-mail delivery, anything in the background); it gets the owner connection. */
export type AfterCommitWork = (db: Database) => Promise<unknown>;

const roots = new WeakMap<object, Database>();

/**
 * The owner connection behind a tenant transaction (`db` itself otherwise). For keying what a server
 * node shares between requests and for work that does not belong to the request; never await a query
 * on it inside a request: on PGlite (one connection) it waits for the request's own transaction.
 */
export function rootOf(db: Database): Database {
  return roots.get(db) ?? db;
}

/** Names the owner connection behind a stand-in for it (a streaming request's guard, request-transaction.ts). */
export function registerRoot(db: Database, root: Database): void {
  roots.set(db, root);
}

const pendingAfterCommit = new Set<Promise<void>>();

/** Runs `work` on the owner connection in the background; a failure is a warning, like a failed e-mail. */
export function runAfterCommit(root: Database, work: AfterCommitWork): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => work(root))
    .then(
      () => undefined,
      (error: unknown) => {
        process.emitWarning(`work after commit failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    )
    .finally(() => pendingAfterCommit.delete(run));
  pendingAfterCommit.add(run);
}

/** Resolves once the work after commit started so far has ended: tests wait on it before looking at its effects. */
export async function afterCommitSettled(): Promise<void> {
  while (pendingAfterCommit.size > 0) await Promise.all(pendingAfterCommit);
}

const setting = (value: number | null) => {
  if (value !== null && !Number.isSafeInteger(value)) throw new Error(`a tenant scope takes integer ids, not ${value}`);
  return value === null ? '' : String(value);
};

/** A tenant scope's ids as the settings hold them. */
interface Settings {
  companyId: string;
  userId: string;
  agencyId: string;
  departmentId: string;
}

class Rollback extends Error {}

/**
 * Opens a transaction on `root` that acts as the tenant role for one company, kept open until `end`:
 * the request's statements run in it, then it commits before the response is sent. The role and the
 * company are set in one statement (set_config of `role` is SET ROLE; bind parameters, so the ids
 * need no inlining), local to the transaction, so the pooled connection goes back to the pool as
 * the owner. JIT is off in it: the policies' subqueries inflate cost estimates past jit_above_cost,
 * and a join over the 100,000 candidates of one process spent a second compiling, about as long as
 * it then ran.
 */
export async function beginTenantTransaction(root: Database, scope: TenantScope): Promise<TenantTransaction> {
  const settings: Settings = {
    companyId: setting(scope.companyId),
    userId: setting(scope.userId),
    agencyId: setting(scope.agencyId ?? null),
    departmentId: setting(scope.departmentId ?? null),
  };
  const session = root._.session as unknown as NodePgInternals;
  if (session.client instanceof pg.Pool) return beginOnPool(root, session, session.client, settings);
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let opened!: (db: Database) => void;
  const ready = new Promise<Database>((resolve) => (opened = resolve));
  const finished = root.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${TENANT_ROLE}, true), set_config('terna.company_id', ${settings.companyId}, true),
        set_config('terna.user_id', ${settings.userId}, true), set_config('terna.agency_id', ${settings.agencyId}, true),
        set_config('terna.department_id', ${settings.departmentId}, true), set_config('jit', 'off', true)`,
    );
    const db = tx as unknown as Database;
    roots.set(db, root);
    opened(db);
    if (!(await decided)) throw new Rollback();
  });
  // A transaction that could not begin (the database is out) fails the request here.
  const db = await Promise.race([ready, finished.then(() => ready)]);
  let ended: Promise<void> | undefined;
  return {
    db,
    end(commit) {
      decide(commit);
      ended ??= finished.catch((error: unknown) => {
        if (error instanceof Rollback || !commit) return;
        // PGlite reports a commit of a transaction a failed statement had aborted; node-postgres rolls it
        // back silently. Either way that statement's error is what the caller was answered.
        if ((error as { code?: string }).code === '25P02') return;
        throw error;
      });
      return ended;
    },
  };
}

/** What a Drizzle node-postgres session holds (private in its types). */
interface NodePgInternals {
  client: unknown;
  dialect: PgDialect;
  schema: unknown;
  options: NodePgSessionOptions;
}

/** The transaction object of each pooled connection, per root: the same for every request the connection serves. */
const poolTransactions = new WeakMap<Database, WeakMap<pg.PoolClient, Database>>();

/**
 * Drizzle builds a query builder per table for every transaction object (50 µs a request on a busy
 * core); one bound to a connection holds no state of a request's, so each connection keeps its own.
 */
function transactionOn(root: Database, session: NodePgInternals, client: pg.PoolClient): Database {
  let byClient = poolTransactions.get(root);
  if (!byClient) poolTransactions.set(root, (byClient = new WeakMap()));
  let db = byClient.get(client);
  if (!db) {
    queueQueries(client);
    const txSession = new NodePgSession(client, session.dialect, session.schema as never, session.options);
    db = new NodePgTransaction(session.dialect, txSession, session.schema as never) as unknown as Database;
    byClient.set(client, db);
    roots.set(db, root);
  }
  return db;
}

/**
 * A request's statements share its one connection, and sibling resolvers or a service's Promise.all
 * send them at once. node-postgres queues such calls itself but deprecates it (pg 9 refuses them), so
 * the connection's promise calls wait their turn here. Callback and submittable calls (the pool's own,
 * on an idle connection) pass straight through.
 */
function queueQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    const direct =
      typeof last === 'function' || (typeof args[0] === 'object' && args[0] !== null && 'submit' in args[0]);
    if (direct) return query(...args);
    const run = tail.then(() => query(...args));
    tail = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

/**
 * beginTenantTransaction on PostgreSQL in one round trip instead of two: BEGIN and the settings
 * go as one simple-protocol query (several statements, no parameters: the ids are inlined, and
 * `setting` has checked they are integers). The transaction object is the one Drizzle's own
 * transaction() builds, so a service's nested transaction is a savepoint in it, as before.
 */
async function beginOnPool(
  root: Database,
  session: NodePgInternals,
  pool: pg.Pool,
  settings: Settings,
): Promise<TenantTransaction> {
  const client = await pool.connect();
  const { companyId, userId, agencyId, departmentId } = settings;
  try {
    await client.query(
      `begin; select set_config('role', '${TENANT_ROLE}', true), set_config('terna.company_id', '${companyId}', true), set_config('terna.user_id', '${userId}', true), set_config('terna.agency_id', '${agencyId}', true), set_config('terna.department_id', '${departmentId}', true), set_config('jit', 'off', true)`,
    );
  } catch (error) {
    // The connection's state is unknown: it is closed rather than given back.
    client.release(error as Error);
    throw error;
  }
  const db = transactionOn(root, session, client);
  let ended: Promise<void> | undefined;
  return {
    db,
    end(commit) {
      ended ??= (async () => {
        try {
          // A transaction a failed statement aborted answers COMMIT with a rollback, as node-postgres did in transaction().
          await client.query(commit ? 'commit' : 'rollback');
        } catch (error) {
          client.release(error as Error);
          if (commit) throw error;
          return;
        }
        client.release();
      })();
      return ended;
    },
  };
}
