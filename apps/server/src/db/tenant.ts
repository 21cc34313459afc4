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

/**
 * A request's tenant transaction on the pool, begun by its first statement: a request that runs
 * none (`{ __typename }`, an answer from a node's memory, a refusal before any read) takes no
 * connection and pays no BEGIN or COMMIT. The first statement waits for BEGIN and the settings (one
 * simple-protocol query: the ids are inlined, `setting` has checked they are integers), so no
 * statement of the request ever runs outside the tenant role and company.
 *
 * A request's statements share its one connection, and sibling resolvers or a service's Promise.all
 * send them at once: they wait their turn here (node-postgres queues such calls itself but
 * deprecates it, and pg 9 refuses them). Drizzle builds a query builder per table for every
 * transaction object (50 µs a request on a busy core), so these objects, each with its own, are
 * kept and reused by later requests; a statement sent after its request ended is refused.
 */
class DeferredTenantTransaction {
  readonly db: Database;
  private client: pg.PoolClient | null = null;
  private begin = '';
  private open = false;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    root: Database,
    session: NodePgInternals,
    private readonly pool: pg.Pool,
  ) {
    const txSession = new NodePgSession(this as never, session.dialect, session.schema as never, session.options);
    this.db = new NodePgTransaction(session.dialect, txSession, session.schema as never) as unknown as Database;
    roots.set(this.db, root);
    deferred.set(this.db, this);
  }

  /** Makes this object the transaction of a new request, acting for `settings`. */
  start(settings: Settings): void {
    const { companyId, userId, agencyId, departmentId } = settings;
    this.begin = `begin; select set_config('role', '${TENANT_ROLE}', true), set_config('terna.company_id', '${companyId}', true), set_config('terna.user_id', '${userId}', true), set_config('terna.agency_id', '${agencyId}', true), set_config('terna.department_id', '${departmentId}', true), set_config('jit', 'off', true)`;
    this.open = true;
    this.tail = Promise.resolve();
  }

  /** What Drizzle's session calls for every statement (the pg client's promise form). */
  query(...args: unknown[]): Promise<unknown> {
    if (!this.open) return Promise.reject(new Error('the request’s transaction has ended'));
    const run = this.tail.then(async () => {
      const client = this.client ?? (await this.connect());
      return (client.query as (...args: unknown[]) => Promise<unknown>)(...args);
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Commits or rolls back what the request ran, after its last statement; nothing when it ran none. */
  end(commit: boolean): Promise<void> {
    this.open = false;
    return this.finish(commit);
  }

  /**
   * Commits what the request ran so far and gives its connection back; its next statement begins a
   * new transaction, with a later snapshot. For a read that must wait long for something else.
   */
  commitSoFar(): Promise<void> {
    return this.finish(true);
  }

  private finish(commit: boolean): Promise<void> {
    const ended = this.tail.then(async () => {
      const client = this.client;
      this.client = null;
      if (!client) return;
      try {
        // A transaction a failed statement aborted answers COMMIT with a rollback, as node-postgres did in transaction().
        await client.query(commit ? 'commit' : 'rollback');
      } catch (error) {
        // The connection's state is unknown: it is closed rather than given back.
        client.release(error as Error);
        if (commit) throw error;
        return;
      }
      client.release();
    });
    this.tail = ended.catch(() => undefined);
    return ended;
  }

  private async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    try {
      await client.query(this.begin);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    this.client = client;
    return client;
  }
}

const deferred = new WeakMap<Database, DeferredTenantTransaction>();

/**
 * Commits the request's statements so far and gives its pooled connection back, so that a request
 * about to wait long holds none (a pool of ten, held by ten waiting requests, refuses the rest); its
 * next statement begins a new transaction. False, doing nothing, where the request's transaction
 * cannot be split: on PGlite, or outside a request. Only for a request that has written nothing it
 * might yet have to take back: what it ran so far is committed for good (the candidate list, a query,
 * calls it).
 */
export async function commitSoFar(db: Database): Promise<boolean> {
  const transaction = deferred.get(db);
  if (!transaction) return false;
  await transaction.commitSoFar();
  return true;
}

/** Idle deferred transactions per root, at most as many as requests once ran at the same time (and 64). */
const idleTransactions = new WeakMap<Database, DeferredTenantTransaction[]>();
const IDLE_TRANSACTIONS_KEPT = 64;

/** beginTenantTransaction on PostgreSQL: a deferred transaction, begun by the request's first statement. */
function beginOnPool(root: Database, session: NodePgInternals, pool: pg.Pool, settings: Settings): TenantTransaction {
  let idle = idleTransactions.get(root);
  if (!idle) idleTransactions.set(root, (idle = []));
  const transaction = idle.pop() ?? new DeferredTenantTransaction(root, session, pool);
  transaction.start(settings);
  let ended: Promise<void> | undefined;
  return {
    db: transaction.db,
    end(commit) {
      ended ??= transaction.end(commit).finally(() => {
        if (idle.length < IDLE_TRANSACTIONS_KEPT) idle.push(transaction);
      });
      return ended;
    },
  };
}
