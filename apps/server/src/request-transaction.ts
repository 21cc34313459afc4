import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from './db/client.js';
import { beginTenantTransaction, runAfterCommit, type AfterCommitWork, type TenantTransaction } from './db/tenant.js';

/** The candidate's live channel (modules/evaluation/live.ts): a stream that lasts a whole test. */
const LIVE_CHANNEL_ROUTE = '/portal-web/me/sessions/:sessionId/live';

/**
 * Routes that keep the owner connection whoever calls: sign-in, refresh and company switching read
 * and write sessions across the user's companies, the candidate portal's entry finds the process and
 * the participation before there is a company to act as, and the probes read no company's data. The
 * live channel must not hold a transaction (and its connection) open for as long as it streams; it
 * reads its one session by the candidate's own ids.
 */
export const ownerConnectionRoute = (url: string) =>
  url.startsWith('/auth/') ||
  url.startsWith('/portal-web/entry/') ||
  url === '/health' ||
  url === '/ready' ||
  url === LIVE_CHANNEL_ROUTE;

interface OpenTransaction {
  transaction: TenantTransaction;
  afterCommit: AfterCommitWork[];
}

/**
 * Row-level security's request side (migration 0004): every route a company caller or an observer
 * calls (GraphQL and REST) runs in one transaction as the tenant role of the caller's company (the
 * observer's: their link's process's company; a candidate's: their process's company), which `ctx.db` is bound to. It commits before the response is sent (a later request sees the writes) when the
 * status is below 400 and rolls back otherwise; `ctx.afterCommit` work runs once it has committed.
 * Anonymous calls keep the owner connection.
 */
export function registerRequestTransactions(app: FastifyInstance, root: Database): void {
  const open = new WeakMap<FastifyRequest, OpenTransaction>();

  app.addHook('preHandler', async (request) => {
    const { caller, observer, candidate } = request.ctx;
    const url = request.routeOptions.url;
    // An observer acts in the company of their link's process, as nobody of its users.
    // A member limited to an agency or department carries it into the transaction (migration 0017).
    const scope = caller
      ? {
          companyId: caller.companyId,
          userId: caller.userId,
          agencyId: caller.scope.agencyId,
          departmentId: caller.scope.departmentId,
        }
      : observer
        ? { companyId: observer.companyId, userId: null }
        : candidate
          ? { companyId: candidate.companyId, userId: null }
          : null;
    if (!scope || !url || request.method === 'OPTIONS' || ownerConnectionRoute(url)) return;
    const transaction = await beginTenantTransaction(root, scope);
    const state: OpenTransaction = { transaction, afterCommit: [] };
    open.set(request, state);
    request.ctx = { ...request.ctx, db: transaction.db, afterCommit: (work) => void state.afterCommit.push(work) };
  });

  const end = async (request: FastifyRequest, commit: boolean) => {
    const state = open.get(request);
    if (!state) return;
    open.delete(request);
    await state.transaction.end(commit);
    if (commit) for (const work of state.afterCommit) runAfterCommit(root, work);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    await end(request, reply.statusCode < 400);
    return payload;
  });
  // A request that ends without going through onSend must not leave its transaction (and connection) open.
  app.addHook('onResponse', async (request) => end(request, false));
}
