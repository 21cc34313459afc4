import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  sharedMessages,
  type ErrorCode,
  type Locale,
  type ReportFormat,
  type ReportKind,
  type ReportSection,
  type ReportStatus,
} from '@terna/domain';
import type { Caller, RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { candidateReports } from '../../db/schema/index.js';
import { sanitiseFileName } from '../../files/file-name.js';
import { errorMessage } from '../../i18n.js';
import type { AnyReportDocument } from './report-document.js';
import { reportLink } from './report-link.js';

/**
 * The candidate_reports rows: how a request's options and data name a report, the stored one they
 * reuse or queue again, and the GeneratedReport a client reads. Shared by the service (in the
 * request) and the jobs (on the owner connection).
 */

export type ReportRow = typeof candidateReports.$inferSelect;

export const RENDER_QUEUE = 'report-render';
export const BUNDLE_QUEUE = 'report-bundle';

/** What a report job is given: the row, and the revision it was queued as (a newer one makes it obsolete). */
export interface ReportJobData {
  reportId: number;
  revision: number;
}

/** A failed render is tried twice more, 10 seconds apart, before the report is FAILED. */
export const REPORT_JOB_OPTIONS = { retryLimit: 2, retryDelay: 10 } as const;

export const CONTENT_TYPES = {
  PDF: 'application/pdf',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ZIP: 'application/zip',
} as const;

export const fileExtension = (format: ReportFormat | 'ZIP') => format.toLowerCase();

/** The words of the file names a person downloads. */
const FILE_WORDS: Record<Locale, { report: string; reports: string }> = {
  es: { report: 'Informe', reports: 'Informes' },
  en: { report: 'Report', reports: 'Reports' },
};

/** "Informe - Ana Pérez.pdf", "Informe de confiabilidad - Ana Pérez.pdf". */
export function candidateFileName(language: Locale, title: string | null, candidate: { firstName: string; lastName: string }, format: ReportFormat): string {
  return sanitiseFileName(`${title ?? FILE_WORDS[language].report} - ${candidate.firstName} ${candidate.lastName}`, fileExtension(format));
}

/** "Informes - PROCESO ANALISTA.zip". */
export function bundleFileName(language: Locale, processName: string): string {
  return sanitiseFileName(`${FILE_WORDS[language].reports} - ${processName}`, 'zip');
}

/** A bundle member's entry in the ZIP: "<last name> <first name> - <processPersonId>.pdf". */
export function memberEntryName(candidate: { firstName: string; lastName: string }, processPersonId: number, format: ReportFormat): string {
  return sanitiseFileName(`${candidate.lastName} ${candidate.firstName} - ${processPersonId}`, fileExtension(format));
}

/** JSON with the keys of every object sorted: the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, inner]) => inner !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash of what a document shows: everything but the moment it was built. */
export function documentHash(document: AnyReportDocument): string {
  const { generatedAt: _generatedAt, ...shown } = document;
  return sha256(canonicalJson(shown));
}

/** The options that name a report of a candidate (or a bundle, with `candidates`): equal options, same row. */
export function optionsKey(options: {
  kind: ReportKind;
  format: string;
  language: string;
  engineId: string;
  vendorId: string;
  sections: readonly string[];
  candidates?: readonly number[];
}): string {
  const { kind, format, language, engineId, vendorId, sections, candidates } = options;
  // A bundle's candidates are hashed: up to REPORTS_PER_BUNDLE_MAX ids would not fit an index entry.
  const members = candidates ? [sha256([...candidates].sort((a, b) => a - b).join(','))] : [];
  return JSON.stringify([kind, format, language, engineId, vendorId, sections.join(','), ...members]);
}

/** A report asked for: the row it is stored as when there is none of its options yet, or its data changed. */
export interface ReportRequest {
  kind: ReportKind;
  processId: number;
  processPersonId: number | null;
  format: ReportFormat;
  language: Locale;
  sections: ReportSection[];
  templateId: number | null;
  engineId: string;
  vendorId: string;
  optionsKey: string;
  dataHash: string;
  document: AnyReportDocument | null;
  memberIds?: number[];
  fileName: string;
}

export interface StoredReport {
  row: ReportRow;
  /** The row was written (new, or its data changed, or it had failed): it needs rendering. */
  queued: boolean;
}

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * Stores the requested reports of the caller's company, with one read and one insert for them all:
 * a stored report of the same options and the same data is answered as it is (no job: its file is,
 * or will be, the same); one whose data changed, or that failed, is queued again in place (same id,
 * next revision, its old file removed after the commit); the others are inserted. The callers lock
 * the candidates (or the process) first, so two requests never store the same options at once.
 */
export async function storeReports(tx: Tx, ctx: Pick<RequestContext, 'files' | 'afterCommit'>, caller: Caller, requests: readonly ReportRequest[]): Promise<StoredReport[]> {
  if (requests.length === 0) return [];
  const slot = (processPersonId: number | null, processId: number, key: string) => `${processPersonId ?? `process:${processId}`}|${key}`;
  const candidateIds = requests.flatMap((request) => (request.processPersonId === null ? [] : [request.processPersonId]));
  const bundleProcesses = requests.flatMap((request) => (request.processPersonId === null ? [request.processId] : []));
  const keys = [...new Set(requests.map((request) => request.optionsKey))];
  const existing = [
    ...(candidateIds.length ? await tx.select().from(candidateReports).where(and(inArray(candidateReports.processPersonId, candidateIds), inArray(candidateReports.optionsKey, keys))) : []),
    ...(bundleProcesses.length
      ? await tx.select().from(candidateReports).where(and(inArray(candidateReports.processId, bundleProcesses), isNull(candidateReports.processPersonId), inArray(candidateReports.optionsKey, keys)))
      : []),
  ];
  const bySlot = new Map(existing.map((row) => [slot(row.processPersonId, row.processId, row.optionsKey), row]));

  const fresh = (request: ReportRequest): typeof candidateReports.$inferInsert => ({
    companyId: caller.companyId,
    processId: request.processId,
    processPersonId: request.processPersonId,
    kind: request.kind,
    status: 'IN_QUEUE',
    format: request.format,
    language: request.language,
    sections: request.sections,
    templateId: request.templateId,
    engineId: request.engineId,
    vendorId: request.vendorId,
    optionsKey: request.optionsKey,
    dataHash: request.dataHash,
    document: request.document,
    memberIds: request.memberIds ?? null,
    fileKey: null,
    fileName: request.fileName,
    size: null,
    errorCode: null,
    progressDone: request.memberIds ? 0 : null,
    progressTotal: request.memberIds ? request.memberIds.length : null,
    jobId: null,
    createdBy: caller.userId,
    createdAt: new Date(),
    startedAt: null,
    completedAt: null,
  });

  const results = new Map<ReportRequest, StoredReport>();
  const inserts: ReportRequest[] = [];
  for (const request of requests) {
    const stored = bySlot.get(slot(request.processPersonId, request.processId, request.optionsKey));
    if (!stored) {
      inserts.push(request);
    } else if (stored.dataHash === request.dataHash && stored.status !== 'FAILED') {
      results.set(request, { row: stored, queued: false });
    } else {
      const [row] = await tx
        .update(candidateReports)
        .set({ ...fresh(request), revision: sql`${candidateReports.revision} + 1` })
        .where(eq(candidateReports.id, stored.id))
        .returning();
      const oldKey = stored.fileKey;
      if (oldKey) ctx.afterCommit(() => ctx.files.delete(oldKey));
      results.set(request, { row: row!, queued: true });
    }
  }
  if (inserts.length) {
    const rows = await tx.insert(candidateReports).values(inserts.map(fresh)).returning();
    const bySlotInserted = new Map(rows.map((row) => [slot(row.processPersonId, row.processId, row.optionsKey), row]));
    for (const request of inserts) results.set(request, { row: bySlotInserted.get(slot(request.processPersonId, request.processId, request.optionsKey))!, queued: true });
  }
  return requests.map((request) => results.get(request)!);
}

/**
 * Queues the job of a stored report once the request has committed (on PGlite a send inside the
 * request's transaction would wait for it). If the queue refuses, the report fails at once rather
 * than waiting for a job that will never come.
 */
export function enqueueReport(ctx: Pick<RequestContext, 'jobs' | 'afterCommit'>, queue: typeof RENDER_QUEUE | typeof BUNDLE_QUEUE, row: ReportRow): void {
  const data: ReportJobData = { reportId: row.id, revision: row.revision };
  ctx.afterCommit(async (db) => {
    try {
      await ctx.jobs.send(queue, data, REPORT_JOB_OPTIONS);
    } catch (error) {
      await db
        .update(candidateReports)
        .set({ status: 'FAILED', errorCode: 'REPORT_FAILED' })
        .where(and(eq(candidateReports.id, row.id), eq(candidateReports.revision, row.revision)));
      throw error;
    }
  });
}

/** A report as GraphQL answers it (contract: GeneratedReport). */
export interface GeneratedReport {
  id: number;
  kind: ReportKind;
  processId: number;
  processPersonId: number | null;
  status: ReportStatus;
  type: ReportFormat;
  language: Locale;
  sections: ReportSection[];
  engineId: string;
  vendorId: string;
  fileName: string | null;
  size: number | null;
  url: string | null;
  urlExpiresAt: Date | null;
  progress: { done: number; total: number } | null;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const isErrorCode = (code: string): code is ErrorCode => code in sharedMessages.es.errors;

/** The report as its caller reads it: a fresh download address while its file is there, the failure translated. */
export function generatedReport(ctx: Pick<RequestContext, 'config' | 'locale'>, row: ReportRow): GeneratedReport {
  const ready = row.status === 'COMPLETED' && row.fileKey !== null;
  const link = ready ? reportLink(ctx.config, row.id, row.companyId) : null;
  const failure = row.status === 'FAILED' ? (row.errorCode && isErrorCode(row.errorCode) ? row.errorCode : 'REPORT_FAILED') : null;
  return {
    id: row.id,
    kind: row.kind,
    processId: row.processId,
    processPersonId: row.processPersonId,
    status: row.status,
    type: row.format,
    language: row.language,
    sections: row.sections,
    engineId: row.engineId,
    vendorId: row.vendorId,
    fileName: row.fileName,
    size: ready ? row.size : null,
    url: link?.url ?? null,
    urlExpiresAt: link?.expiresAt ?? null,
    progress: row.progressTotal === null ? null : { done: row.progressDone ?? 0, total: row.progressTotal },
    error: failure ? errorMessage(ctx.locale, failure) : null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}
