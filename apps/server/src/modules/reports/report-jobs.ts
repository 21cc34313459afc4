import { and, eq, ne } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { ReportFormat, ReportStatus } from '@terna/domain';
import type { Services } from '../../context.js';
import { candidateReports } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage.js';
import type { Job } from '../../jobs/job-queue.js';
import { createRenderPool, type RenderPool } from './documents/render-pool.js';
import type { AnyReportDocument } from './report-document.js';
import { BUNDLE_QUEUE, CONTENT_TYPES, memberEntryName, RENDER_QUEUE, type ReportJobData, type ReportRow } from './report-store.js';

/**
 * The report jobs (docs/decisions/009, Reports). They run on the owner connection, not in a tenant
 * transaction, so each touches only the rows it was given: the report of the job and, for a bundle,
 * its members. A row that was deleted or queued again since (its revision moved on) is left alone,
 * and whatever the job stored for it is removed. A job may run twice (after a crash): every step
 * checks the row's state first.
 */

/** Jobs of one report each at a time: one renders while the other stores its file and updates its row. */
const RENDER_CONCURRENCY = 2;
/** Members of a bundle being prepared at once, for the same reason. */
const BUNDLE_MEMBER_CONCURRENCY = 2;
/** Attempts at one member whose row changes under the bundle (queued again by a newer request meanwhile). */
const MEMBER_ATTEMPTS = 3;

interface Claimed {
  row: ReportRow;
  /** Whether this attempt is the job's last (the report fails for good if it fails). */
  last: boolean;
}

/**
 * Registers the report-render and report-bundle workers. The render pool (worker threads) is made
 * at the first render and closed once the queue has stopped, after its running jobs.
 */
export async function registerReportWorkers(services: Services): Promise<void> {
  let pool: RenderPool | undefined;
  const renderer = (): RenderPool => (pool ??= createRenderPool());
  services.jobs.onStop(async () => {
    await pool?.close();
  });

  await services.jobs.work<ReportJobData>(RENDER_QUEUE, (job) => renderJob(services, renderer, job), { concurrency: RENDER_CONCURRENCY });
  await services.jobs.work<ReportJobData>(BUNDLE_QUEUE, (job) => bundleJob(services, renderer, job));
}

/** Marks the job's row IN_PROGRESS when it is still the revision queued and not done; null otherwise. */
async function claim(services: Services, job: Job<ReportJobData>): Promise<Claimed | null> {
  const [row] = await services.db
    .update(candidateReports)
    .set({ status: 'IN_PROGRESS' satisfies ReportStatus, startedAt: new Date(), jobId: job.id })
    .where(and(eq(candidateReports.id, job.data.reportId), eq(candidateReports.revision, job.data.revision), ne(candidateReports.status, 'COMPLETED')))
    .returning();
  if (!row) return null;
  announce(services, row);
  return { row, last: job.retryCount >= job.retryLimit };
}

/**
 * Tells the report dialogs of the row's company that it moved on (realtime/pubsub.ts, reportJob).
 * The jobs write on the owner connection, each statement committed at once, so this follows the write.
 */
function announce(services: Services, row: Pick<ReportRow, 'id' | 'companyId' | 'status'>): void {
  services.realtime.publish('reportJob', row.companyId, { reportId: row.id, status: row.status });
}

/** A failed attempt: WAITING for the retry, or FAILED after the last one. */
async function markFailed(services: Services, row: ReportRow, last: boolean): Promise<void> {
  const [failed] = await services.db
    .update(candidateReports)
    .set(last ? { status: 'FAILED' satisfies ReportStatus, errorCode: 'REPORT_FAILED' } : { status: 'WAITING' satisfies ReportStatus })
    .where(and(eq(candidateReports.id, row.id), eq(candidateReports.revision, row.revision), ne(candidateReports.status, 'COMPLETED')))
    .returning();
  if (failed) announce(services, failed);
}

/**
 * Stores `bytes` as the row's file and marks it COMPLETED, when the row is still that revision and
 * not completed by someone else meanwhile; otherwise the file is removed again. The row as stored, or null.
 */
async function complete(services: Services, row: ReportRow, bytes: Uint8Array, contentType: string): Promise<ReportRow | null> {
  const fileKey = await services.files.put(bytes, { contentType, fileName: row.fileName, companyId: row.companyId, access: 'company', inline: false });
  const [done] = await services.db
    .update(candidateReports)
    .set({ status: 'COMPLETED' satisfies ReportStatus, fileKey, size: bytes.byteLength, errorCode: null, completedAt: new Date() })
    .where(and(eq(candidateReports.id, row.id), eq(candidateReports.revision, row.revision), ne(candidateReports.status, 'COMPLETED')))
    .returning();
  if (!done) await services.files.delete(fileKey);
  else announce(services, done);
  return done ?? null;
}

/** Renders a candidate or trust report's stored document and stores the file. */
async function renderRow(services: Services, renderer: () => RenderPool, row: ReportRow): Promise<ReportRow | null> {
  const bytes = await renderer().render(row.document as AnyReportDocument);
  return complete(services, row, bytes, CONTENT_TYPES[row.format as ReportFormat]);
}

/** report-render: one candidate or trust report. */
async function renderJob(services: Services, renderer: () => RenderPool, job: Job<ReportJobData>): Promise<void> {
  const claimed = await claim(services, job);
  if (!claimed) return;
  try {
    await renderRow(services, renderer, claimed.row);
  } catch (error) {
    await markFailed(services, claimed.row, claimed.last);
    throw error;
  }
}

async function readFile(files: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await files.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A member's file for the bundle: its stored one when COMPLETED, otherwise rendered now. A member
 * queued again meanwhile is taken as it is then; a member deleted meanwhile is left out (null).
 */
async function memberFile(services: Services, renderer: () => RenderPool, bundle: ReportRow, memberId: number, last: boolean): Promise<{ row: ReportRow; bytes: Uint8Array } | null> {
  for (let attempt = 0; attempt < MEMBER_ATTEMPTS; attempt += 1) {
    const [row] = await services.db
      .select()
      .from(candidateReports)
      .where(and(eq(candidateReports.id, memberId), eq(candidateReports.companyId, bundle.companyId), eq(candidateReports.processId, bundle.processId)));
    if (!row || row.kind !== 'CANDIDATE') return null;
    if (row.status === 'COMPLETED' && row.fileKey) {
      const bytes = await readFile(services.files, row.fileKey);
      if (bytes) return { row, bytes };
      continue;
    }
    const [claimed] = await services.db
      .update(candidateReports)
      .set({ status: 'IN_PROGRESS' satisfies ReportStatus, startedAt: new Date() })
      .where(and(eq(candidateReports.id, row.id), eq(candidateReports.revision, row.revision), ne(candidateReports.status, 'COMPLETED')))
      .returning();
    if (!claimed) continue;
    try {
      const bytes = await renderer().render(claimed.document as AnyReportDocument);
      if (await complete(services, claimed, bytes, CONTENT_TYPES[claimed.format as ReportFormat])) return { row: claimed, bytes };
    } catch (error) {
      await markFailed(services, claimed, last);
      throw error;
    }
  }
  throw new Error(`report ${memberId} kept changing while bundle ${bundle.id} waited for it`);
}

/** Runs `work` on each item, `limit` at a time, in order of start. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * report-bundle: each member not yet COMPLETED is rendered (and stored as that candidate's report),
 * progress counts the members ready, then one ZIP holds them all, stored uncompressed (PDF and
 * DOCX are compressed already).
 */
async function bundleJob(services: Services, renderer: () => RenderPool, job: Job<ReportJobData>): Promise<void> {
  const claimed = await claim(services, job);
  if (!claimed) return;
  const { row: bundle, last } = claimed;
  const memberIds = bundle.memberIds ?? [];
  const progress = async (done: number) => {
    await services.db
      .update(candidateReports)
      .set({ progressDone: done, progressTotal: memberIds.length })
      .where(and(eq(candidateReports.id, bundle.id), eq(candidateReports.revision, bundle.revision)));
    announce(services, bundle);
  };
  try {
    await progress(0);
    const entries = new Map<number, { name: string; bytes: Uint8Array }>();
    let done = 0;
    await eachLimited(memberIds, BUNDLE_MEMBER_CONCURRENCY, async (memberId) => {
      const member = await memberFile(services, renderer, bundle, memberId, last);
      if (member) {
        const document = member.row.document as AnyReportDocument;
        entries.set(memberId, { name: memberEntryName(document.candidate, member.row.processPersonId!, member.row.format as ReportFormat), bytes: member.bytes });
      }
      done += 1;
      await progress(done);
    });
    const zip = zipSync(
      Object.fromEntries(memberIds.flatMap((id) => {
        const entry = entries.get(id);
        return entry ? [[entry.name, entry.bytes]] : [];
      })),
      { level: 0 },
    );
    await complete(services, bundle, zip, CONTENT_TYPES.ZIP);
  } catch (error) {
    await markFailed(services, bundle, last);
    throw error;
  }
}

