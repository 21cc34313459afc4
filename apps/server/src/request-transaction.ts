import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from './db/client.js';
import type { RequestContext } from './context.js';
import {
  beginTenantTransaction,
  registerRoot,
  runAfterCommit,
  type AfterCommitWork,
  type TenantScope,
  type TenantTransaction,
} from './db/tenant.js';

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
  // A meeting tool's OAuth callback: its signed state, not the caller, says whose connection it is.
  url.startsWith('/integrations/') ||
  url === '/health' ||
  url === '/ready' ||
  url === LIVE_CHANNEL_ROUTE;

/**
 * A GraphQL request answered as an event stream (GraphQL over SSE): a subscription that lasts as long
 * as the client listens, so it holds no transaction (on the embedded database, one connection, it would
 * stop every other request). graphql/streaming.ts accepts only subscriptions on it, and those read as the
 * subscriber in short transactions of their own (realtime/subscriber.ts).
 */
export const isStreamingGraphqlRequest = (request: FastifyRequest) =>
  request.routeOptions.url === '/graphql' && (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Whom a request's tenant transaction acts for: a company caller with their scope; an observer in the
 * company of their link's process, as nobody of its users; a candidate in their process's company.
 * Null for an anonymous request.
 */
export function tenantScopeOf(ctx: RequestContext): TenantScope | null {
  const { caller, observer, candidate } = ctx;
  // A member limited to an agency or department carries it into the transaction (migration 0017).
  if (caller) {
    return {
      companyId: caller.companyId,
      userId: caller.userId,
      agencyId: caller.scope.agencyId,
      departmentId: caller.scope.departmentId,
    };
  }
  if (observer) return { companyId: observer.companyId, userId: null };
  if (candidate) return { companyId: candidate.companyId, userId: null };
  return null;
}

/**
 * The database of a streaming request: any statement on it fails loudly, so a subscription cannot
 * read on the owner connection (past row-level security) by mistake; readAsSubscriber opens a tenant
 * transaction on the root behind it.
 */
function streamingDatabase(root: Database): Database {
  const guard = new Proxy(root, {
    get(_target, property) {
      throw new Error(`A streaming request has no transaction: read with readAsSubscriber (${String(property)})`);
    },
  });
  registerRoot(guard, root);
  return guard;
}

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
    const scope = tenantScopeOf(request.ctx);
    const url = request.routeOptions.url;
    if (!scope || !url || request.method === 'OPTIONS' || ownerConnectionRoute(url)) return;
    if (isStreamingGraphqlRequest(request)) {
      request.ctx = { ...request.ctx, db: streamingDatabase(root) };
      return;
    }
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
