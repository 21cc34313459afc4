import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { graphql, GraphQLBoolean, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/audit.js';
import { requireCaller, type RequestContext } from '../src/context.js';
import { queryRows, type Database } from '../src/db/client.js';
import { beginTenantTransaction, type AfterCommitWork } from '../src/db/tenant.js';
import { DomainError } from '../src/errors.js';
import { runMutationsInTransactions } from '../src/graphql/mutation-transactions.js';
import { codeOf } from './support/process-api.js';
import { createTestApp, type Member, type TestApp } from './support/test-app.js';

/**
 * The request side of row-level security: a company caller's GraphQL and REST calls run in one
 * transaction as the tenant role of the caller's company, committed before the response and rolled
 * back on failure; a failed mutation leaves nothing behind; work after the commit sees the writes.
 */

let t: TestApp;
let owner: Member;
let other: Member;
let ownerRole: string;
/** What the afterCommit work of the test routes saw, by the audit action it looked for. */
const afterCommitSaw = new Map<string, number>();

const auditRows = async (db: Database, action: string) =>
  Number(
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log where action = ${action}`))[0]!.n,
  );

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes, registered before the app's first request: a write, then success, a refusal, or a
  // success whose commit fails (a deferred check below).
  for (const outcome of ['succeed', 'fail', 'commit-fails'] as const) {
    t.app.post(`/process-web/request-transaction/${outcome}`, async (request) => {
      const ctx = request.ctx;
      const action = `request-transaction.${outcome}`;
      await audit(ctx.db, requireCaller(ctx), action, 'test', null);
      ctx.afterCommit(async (db) => afterCommitSaw.set(action, await auditRows(db, action)));
      if (outcome === 'fail') throw new DomainError('NOT_FOUND');
      return { data: { ok: true } };
    });
  }
  // Records who wrote each audit row: the role and the company the connection had set.
  await t.db.execute(sql`create table request_role_probe (action text, role text, company text, user_id text)`);
  await t.db.execute(sql`create function request_role_probe() returns trigger language plpgsql as $$ begin
      insert into request_role_probe select n.action, current_user, current_setting('terna.company_id', true), current_setting('terna.user_id', true) from new_rows n;
      return null; end $$`);
  await t.db.execute(sql`create trigger request_role_probe after insert on audit_log referencing new table as new_rows
      for each statement execute function request_role_probe()`);
  await t.db.execute(sql`create function refuse_at_commit() returns trigger language plpgsql as $$ begin
      raise exception 'refused at commit'; end $$`);
  await t.db
    .execute(sql`create constraint trigger refuse_at_commit after insert on audit_log deferrable initially deferred
      for each row when (new.action = 'request-transaction.commit-fails') execute function refuse_at_commit()`);
  owner = await t.buildMember();
  other = await t.buildMember();
  ownerRole = (await queryRows<{ role: string }>(t.db, sql`select current_user as role`))[0]!.role;
});
afterAll(() => t?.close());

const probe = async (action: string) =>
  queryRows<{ role: string; company: string | null; user_id: string | null }>(
    t.db,
    sql`select role, nullif(company, '') as company, nullif(user_id, '') as user_id from request_role_probe where action = ${action}`,
  );

describe('a company caller’s request', () => {
  it('runs a GraphQL mutation as the tenant role of the caller’s company and user', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    const body = await t.gql(owner.token, `mutation($id: Int!) { archive(id: $id, status: true) { id } }`, {
      id: process.id,
    });
    expect(body.errors).toBeUndefined();
    expect(await probe('process.archive')).toEqual([
      { role: 'terna_tenant', company: String(owner.company.id), user_id: String(owner.user.id) },
    ]);
  });

  it('runs a REST route the same way, and has its writes committed before the response', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/process-web/request-transaction/succeed',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(await auditRows(t.db, 'request-transaction.succeed')).toBe(1);
    expect(await probe('request-transaction.succeed')).toEqual([
      { role: 'terna_tenant', company: String(owner.company.id), user_id: String(owner.user.id) },
    ]);
    // The work after the commit saw the row on the owner connection.
    await waitFor(() => afterCommitSaw.has('request-transaction.succeed'));
    expect(afterCommitSaw.get('request-transaction.succeed')).toBe(1);
  });

  it('rolls back a REST route that answers an error, and drops its after-commit work', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/process-web/request-transaction/fail',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await auditRows(t.db, 'request-transaction.fail')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(afterCommitSaw.has('request-transaction.fail')).toBe(false);
  });

  it('answers an error, not the handler’s success, when the commit fails', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/process-web/request-transaction/commit-fails',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect(await auditRows(t.db, 'request-transaction.commit-fails')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(afterCommitSaw.has('request-transaction.commit-fails')).toBe(false);
  });

  it('keeps the owner connection for the auth routes, which act across the user’s companies', async () => {
    const both = await t.buildUser({ companyId: owner.company.id });
    await t.addMembership(both.id, other.company.id, 'RECRUITER');
    const token = await t.login(both.email, both.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/switch-company',
      headers: { authorization: `Bearer ${token}` },
      payload: { companyId: other.company.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await probe('company.switch')).toEqual([{ role: ownerRole, company: null, user_id: null }]);
  });

  it('keeps the mutations of an operation that succeed when another one fails', async () => {
    const own = await t.buildProcess({ companyId: owner.company.id });
    const foreign = await t.buildProcess({ companyId: other.company.id });
    const body = await t.gql(
      owner.token,
      `mutation($own: Int!, $foreign: Int!) { a: close(id: $own) { id } b: close(id: $foreign) { id } }`,
      {
        own: own.id,
        foreign: foreign.id,
      },
    );
    expect(codeOf(body)).toBe('NOT_FOUND');
    expect(body.data).toBeNull();
    const statuses = await queryRows<{ id: number; status: string }>(
      t.db,
      sql`select id, status from processes where id in (${own.id}, ${foreign.id}) order by id`,
    );
    expect(statuses).toEqual([
      { id: own.id, status: 'CLOSED' },
      { id: foreign.id, status: 'LAUNCHED' },
    ]);
  });
});

describe('mutations in transactions', () => {
  /** A mutation that writes an audit row and queues after-commit work, then fails when told to. */
  const writes = (name: string, fail: boolean) => ({
    type: GraphQLBoolean,
    resolve: async (_: unknown, __: unknown, ctx: RequestContext) => {
      await audit(ctx.db, requireCaller(ctx), `mutation-transactions.${name}`, 'test', null);
      ctx.afterCommit(async () => name);
      if (fail) throw new DomainError('CANDIDATE_STATUS_INVALID');
      return true;
    },
  });
  const schema = runMutationsInTransactions(
    new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean, resolve: () => true } } }),
      mutation: new GraphQLObjectType({
        name: 'Mutation',
        fields: { kept: writes('kept', false), undone: writes('undone', true) },
      }),
    }),
  );

  it.each(['tenant transaction', 'owner connection'] as const)(
    'undoes the writes and after-commit work of the mutation that throws, and keeps the others (%s)',
    async (on) => {
      const transaction =
        on === 'tenant transaction'
          ? await beginTenantTransaction(t.db, { companyId: owner.company.id, userId: owner.user.id })
          : null;
      const queued: AfterCommitWork[] = [];
      const caller = { userId: owner.user.id, companyId: owner.company.id } as RequestContext['caller'];
      const ctx = {
        db: transaction?.db ?? t.db,
        caller,
        afterCommit: (work: AfterCommitWork) => void queued.push(work),
      } as RequestContext;
      const result = await graphql({ schema, source: 'mutation { kept undone }', contextValue: ctx });
      await transaction?.end(true);
      expect(result.errors?.map((error) => error.message)).toEqual(['CANDIDATE_STATUS_INVALID']);
      expect(await auditRows(t.db, 'mutation-transactions.kept')).toBe(on === 'tenant transaction' ? 1 : 2);
      expect(await auditRows(t.db, 'mutation-transactions.undone')).toBe(0);
      expect(await Promise.all(queued.map((work) => work(t.db)))).toEqual(['kept']);
    },
  );
});

describe('a tenant transaction', () => {
  type Seen = { tx: string; role: string; company: string };
  const whoAmI = async (db: Database) =>
    (
      await queryRows<Seen>(
        db,
        sql`select txid_current()::text as tx, current_user as role, current_setting('terna.company_id') as company`,
      )
    )[0]!;

  it('runs statements sent at once, before it has begun, in one transaction as the tenant', async () => {
    const transaction = await beginTenantTransaction(t.db, { companyId: owner.company.id, userId: owner.user.id });
    try {
      const seen = await Promise.all([whoAmI(transaction.db), whoAmI(transaction.db), whoAmI(transaction.db)]);
      expect(new Set(seen.map((row) => row.tx)).size).toBe(1);
      expect(seen.map(({ role, company }) => ({ role, company }))).toEqual(
        Array.from({ length: 3 }, () => ({ role: 'terna_tenant', company: String(owner.company.id) })),
      );
    } finally {
      await transaction.end(false);
    }
  });

  /** Only a pool lends connections: PGlite has its one. */
  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
    const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
    const lent = () => pool().totalCount - pool().idleCount;

    it('takes no connection and sends nothing when the request runs no statement', async () => {
      const before = lent();
      const transaction = await beginTenantTransaction(t.db, { companyId: owner.company.id, userId: owner.user.id });
      expect(lent()).toBe(before);
      await transaction.end(true);
      expect(lent()).toBe(before);
    });

    it('refuses a statement sent after it ended, also once the next request reuses it', async () => {
      // The app's own timers (pruning, the outbox) borrow a connection now and then: start from none lent.
      await waitFor(() => lent() === 0);
      const first = await beginTenantTransaction(t.db, { companyId: owner.company.id, userId: owner.user.id });
      await whoAmI(first.db);
      await first.end(true);
      // Drizzle names the statement and keeps the refusal as the cause.
      await expect(whoAmI(first.db)).rejects.toHaveProperty('cause.message', 'the request’s transaction has ended');
      const next = await beginTenantTransaction(t.db, { companyId: other.company.id, userId: other.user.id });
      try {
        expect((await whoAmI(next.db)).company).toBe(String(other.company.id));
      } finally {
        await next.end(true);
      }
      // A connection kept by either transaction would stay lent for good, past the wait.
      await waitFor(() => lent() === 0);
    });
  });
});
