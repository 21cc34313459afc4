import type { Database } from './db/client.js';
import { auditLog } from './db/schema/index.js';
import type { Caller } from './context.js';

/** One audit row per mutation: who, what, on which entity, when. An observer's acts have no user (userId null; the data names the observer). */
export async function audit(
  db: Pick<Database, 'insert'>,
  caller: Pick<Caller, 'companyId'> & { userId: number | null },
  action: string,
  entityType: string,
  entityId: string | number | null,
  data?: unknown,
): Promise<void> {
  await db.insert(auditLog).values({
    companyId: caller.companyId,
    userId: caller.userId,
    action,
    entityType,
    entityId: entityId === null ? null : String(entityId),
    data: data ?? null,
  });
}
