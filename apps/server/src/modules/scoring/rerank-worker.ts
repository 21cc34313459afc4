import { sql } from 'drizzle-orm';
import type { Services } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import type { JobLog } from '../../jobs/job-queue.js';
import { rerankProcess } from './ranking.js';

/** How often the background re-rank looks for processes whose ranking awaits it. */
export const RERANK_INTERVAL_MS = 1000;

/** Re-ranks the processes marked by the scoring engine, oldest mark first; returns how many. */
export async function rerankStaleProcesses(db: Database, limit = 10): Promise<number> {
  const stale = await queryRows<{ id: number }>(
    db,
    sql`select id from processes where ranking_stale_at is not null order by ranking_stale_at limit ${limit}`,
  );
  for (const { id } of stale) await db.transaction((tx) => rerankProcess(tx as unknown as Database, id));
  return stale.length;
}

/**
 * Runs rerankStaleProcesses every RERANK_INTERVAL_MS on the owner connection, one pass at a time, in
 * the process that runs the background jobs (the server with JOBS_INLINE, or `npm run worker`).
 * Stops with the job queue.
 */
export function startRerankWorker(services: Services, log?: JobLog): void {
  let pass: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass = rerankStaleProcesses(services.db)
      .catch((error: unknown) => log?.error({ err: error }, 'background re-rank failed'))
      .finally(() => {
        running = false;
      });
  }, RERANK_INTERVAL_MS);
  timer.unref();
  services.jobs.onStop(async () => {
    clearInterval(timer);
    await pass;
  });
}
