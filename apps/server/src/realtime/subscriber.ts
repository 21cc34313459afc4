import type { RequestContext } from '../context.js';
import type { Database } from '../db/client.js';
import { beginTenantTransaction, rootOf } from '../db/tenant.js';
import { DomainError } from '../errors.js';
import { tenantScopeOf } from '../request-transaction.js';
import type { RealtimeEvents, RealtimeTopic } from './pubsub.js';

/**
 * Reads as the subscriber: a short tenant transaction with the caller's company and scope, as a query
 * of theirs would run in. A subscription holds no transaction of its own (request-transaction.ts), so
 * it checks what is subscribed to and reads each event's rows through this, one transaction each.
 */
export async function readAsSubscriber<R>(ctx: RequestContext, read: (db: Database) => Promise<R>): Promise<R> {
  const scope = tenantScopeOf(ctx);
  if (!scope) throw new DomainError('UNAUTHENTICATED');
  const transaction = await beginTenantTransaction(rootOf(ctx.db), scope);
  let committed = false;
  try {
    const result = await read(transaction.db);
    committed = true;
    return result;
  } finally {
    await transaction.end(committed);
  }
}

/** Publishes once the caller's transaction has committed, so no subscriber hears of a write that was rolled back. */
export function publishAfterCommit<T extends RealtimeTopic>(
  ctx: Pick<RequestContext, 'afterCommit' | 'realtime'>,
  topic: T,
  key: string | number,
  payload: RealtimeEvents[T],
): void {
  ctx.afterCommit(async () => ctx.realtime.publish(topic, key, payload));
}
