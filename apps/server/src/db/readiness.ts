import type { Database } from './client.js';
import { pendingMigrations } from './migrate.js';
import { isDatabaseOutage } from './outage.js';

export type NotReadyReason = 'DATABASE_UNREACHABLE' | 'DATABASE_ERROR' | 'MIGRATIONS_PENDING';

export type Readiness =
  { ready: true } | { ready: false; reason: NotReadyReason; pendingMigrations?: number; error?: unknown };

/** A readiness probe must answer even when the database hangs instead of refusing. */
const READY_TIMEOUT_MS = 3000;

/** Whether this node can serve: the database answers and holds every migration of the journal. */
export async function databaseReadiness(db: Database, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  const check = pendingMigrations(db);
  // A check that loses the race below still settles later: its failure is no longer anyone's.
  check.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const pending = await Promise.race([check, timedOut]);
    if (pending === 'timeout') return { ready: false, reason: 'DATABASE_UNREACHABLE' };
    return pending.length
      ? { ready: false, reason: 'MIGRATIONS_PENDING', pendingMigrations: pending.length }
      : { ready: true };
  } catch (error) {
    return isDatabaseOutage(error)
      ? { ready: false, reason: 'DATABASE_UNREACHABLE' }
      : { ready: false, reason: 'DATABASE_ERROR', error };
  } finally {
    clearTimeout(timer);
  }
}
