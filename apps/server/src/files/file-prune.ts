import { sql } from 'drizzle-orm';
import type { ReportKind } from '@terna/domain';
import type { Services } from '../context.js';
import { queryRows } from '../db/client.js';
import { fileUrl } from './storage.js';

/**
 * The scheduled clean-up of stored files (docs/decisions/025): report bundles older than
 * FILES_MAX_AGE_DAYS are deleted with their ZIP (a bundle is a download made for the moment; its
 * members stay), and a file older than that which no row points to (a crash between storing a file
 * and saving its row, a delete whose clean-up failed) is removed. The age also keeps a file being
 * stored right now, whose row has not committed yet, out of reach.
 */
export const FILE_PRUNE_QUEUE = 'files-prune';
/** The job runs once a day, at the same instant on every node (its key is the slot's). */
const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Keys checked against the referencing columns per statement. */
const CHECK_BATCH = 500;

export interface PruneResult {
  bundles: number;
  orphans: number;
}

/** Keys of `keys` that no row points to: report files, CV files, company logos and resource centre files. */
async function unreferenced(services: Services, keys: string[]): Promise<string[]> {
  // Keys and their addresses hold only [A-Za-z0-9_/-]: safe in an array literal without quoting.
  const keyList = `{${keys.join(',')}}`;
  const urlList = `{${keys.map((key) => fileUrl(key)).join(',')}}`;
  const rows = await queryRows<{ key: string }>(
    services.db,
    sql`select k.key from unnest(${keyList}::text[]) as k(key)
      except select file_key from candidate_reports where file_key = any(${keyList}::text[])
      except select file_key from candidate_files where file_key = any(${keyList}::text[])
      except select substr(u.url, 8) from companies c cross join lateral (values (c.logo_url), (c.job_board_logo_url)) as u(url)
        where u.url = any(${urlList}::text[])
      except select substr(url, 8) from resource_items where url = any(${urlList}::text[])`,
  );
  return rows.map((row) => row.key);
}

/** One pass: old bundles, then unreferenced old files. Safe to run on several nodes at once. */
export async function pruneFiles(services: Services, now = new Date()): Promise<PruneResult> {
  const before = new Date(now.getTime() - services.config.filesMaxAgeDays * 24 * 60 * 60 * 1000);
  const bundles = await queryRows<{ fileKey: string | null }>(
    services.db,
    sql`delete from candidate_reports where kind = ${'BUNDLE' satisfies ReportKind}
      and coalesce(completed_at, created_at) < ${before.toISOString()}::timestamptz
      returning file_key as "fileKey"`,
  );
  for (const { fileKey } of bundles) if (fileKey) await services.files.delete(fileKey);

  let orphans = 0;
  let batch: string[] = [];
  const check = async () => {
    for (const key of await unreferenced(services, batch)) {
      await services.files.delete(key);
      orphans += 1;
    }
    batch = [];
  };
  for await (const key of services.files.keysOlderThan(before)) {
    batch.push(key);
    if (batch.length === CHECK_BATCH) await check();
  }
  if (batch.length > 0) await check();
  return { bundles: bundles.length, orphans };
}

/**
 * Queues the next daily pass unless a node has already: the key names the slot, so every node
 * and every restart asks for the same job.
 */
export async function scheduleFilePrune(services: Services, now = Date.now()): Promise<void> {
  const slot = Math.floor(now / PRUNE_INTERVAL_MS) + 1;
  await services.jobs.send(
    FILE_PRUNE_QUEUE,
    {},
    { singletonKey: `slot-${slot}`, startAfter: new Date(slot * PRUNE_INTERVAL_MS) },
  );
}

/** The prune worker of a process that runs jobs; each pass queues the next. */
export async function registerFilePrune(services: Services): Promise<void> {
  await services.jobs.work(FILE_PRUNE_QUEUE, async () => {
    await pruneFiles(services);
    await scheduleFilePrune(services);
  });
}
