import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  canShowCandidateItem, idSchema, isOfferedSection, LOCALES, processKind, REPORT_SECTIONS, reportLanguage, reportOptionsSchema,
  REPORTS_PER_BUNDLE_MAX, TRUST_REPORT, type CandidateMenuItem, type Locale, type MenuCandidate, type ReportSection, type ReportStatus,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { candidateReports, companyFeatures, reportTemplates } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { idArray } from '../candidates/index.js';
import { refuseBlacklisted } from '../candidates/index.js';
import { readAsSubscriber, type ReportJobEvent } from '../../realtime/index.js';
import { findOwnProcess } from '../processes/index.js';
import { buildReportDocuments, buildTrustReportDocument, finishedComponents, type FinishedComponent } from './report-data.js';
import type { ReportDocument } from './report-document.js';
import {
  BUNDLE_QUEUE, bundleFileName, candidateFileName, documentHash, enqueueReport, generatedReport, optionsKey, RENDER_QUEUE, sha256, storeReports,
  type GeneratedReport, type ReportRequest, type ReportRow,
} from './report-store.js';

/**
 * Candidate reports (spec 1 sections 3, 5-9; docs/decisions/009, Reports): templates, the finished
 * components a report may cover, generating (a job renders the document built here), reading,
 * deleting, the trust report and the bulk ZIP. Every operation needs report.generate and a company
 * caller; a candidate or process of another company answers NOT_FOUND.
 */

export type ReportTemplate = typeof reportTemplates.$inferSelect;

const generateSchema = reportOptionsSchema.extend({ processPersonId: idSchema });
const deleteSchema = reportOptionsSchema.extend({ id: idSchema });
const bulkSchema = reportOptionsSchema.extend({
  processId: idSchema,
  // More than REPORTS_PER_BUNDLE_MAX gets its own code below; this bound only keeps the request small.
  processPersonIds: z.array(idSchema).min(1).max(10_000),
});
const trustSchema = z.object({
  processPersonId: idSchema,
  type: z.literal(TRUST_REPORT.type),
  engineId: z.literal(TRUST_REPORT.engineId),
  reliabilityComposedCapId: idSchema,
});
const trustDeleteSchema = z.object({ id: idSchema, type: z.literal(TRUST_REPORT.type) });
const componentsSchema = z.object({ processId: idSchema, candidateId: idSchema });

/**
 * The templates a company is offered: the shared ones (company_id null), each replaced by the
 * company's own of the same engine and vendor, and the company's others; oldest first.
 */
async function visibleTemplates(db: Pick<Database, 'select'>, companyId: number): Promise<ReportTemplate[]> {
  const rows = await db
    .select()
    .from(reportTemplates)
    .where(or(isNull(reportTemplates.companyId), eq(reportTemplates.companyId, companyId)))
    .orderBy(asc(reportTemplates.id));
  const own = rows.filter((row) => row.companyId !== null);
  return rows.filter((row) => row.companyId !== null || !own.some((mine) => mine.engineId === row.engineId && mine.vendorId === row.vendorId));
}

/** getReportTemplateByCompanyId(CompanyId): the caller's company's templates (the argument is not trusted). */
export async function getReportTemplateByCompanyId(ctx: RequestContext): Promise<ReportTemplate[]> {
  const caller = requirePermission(ctx, 'report.generate');
  return visibleTemplates(ctx.db, caller.companyId);
}

async function findTemplate(db: Pick<Database, 'select'>, companyId: number, engineId: string, vendorId: string): Promise<ReportTemplate> {
  const template = (await visibleTemplates(db, companyId)).find((row) => row.engineId === engineId && row.vendorId === vendorId);
  if (!template) throw new DomainError('REPORT_TEMPLATE_NOT_FOUND');
  return template;
}

/** The report's language: the one asked for, when the company has MULTI_LANGUAGE and the engine is the default one; es otherwise. */
async function languageFor(db: Pick<Database, 'select'>, companyId: number, requested: string | null | undefined, engineId: string): Promise<Locale> {
  const [feature] = await db
    .select({ status: companyFeatures.status })
    .from(companyFeatures)
    .where(and(eq(companyFeatures.companyId, companyId), eq(companyFeatures.name, 'MULTI_LANGUAGE'), eq(companyFeatures.status, true)));
  return reportLanguage(requested, engineId, feature !== undefined);
}

/** The chosen sections in one order (so equal choices name the same report); a section never offered is refused. */
function canonicalSections(chosen: readonly string[]): ReportSection[] {
  const refused = chosen.find((section) => !isOfferedSection(section));
  if (refused !== undefined) throw new DomainError('REPORT_SECTION_NOT_OFFERED', { section: refused });
  return REPORT_SECTIONS.filter((section) => chosen.includes(section));
}

/** What the menu rules read of a candidate, with their reliability (trust) result. */
interface ReportCandidate {
  id: number;
  person_id: number;
  process_id: number;
  evaluations_status: string;
  composed_score: number | null;
  composed_status: boolean;
  first_name: string;
  last_name: string;
  process_name: string;
  type_company_plan: string;
  environment_type: string;
  full_profile: boolean;
  process_status: string;
  parent_id: number | null;
  black_listed: boolean;
  reliability_id: number | null;
  reliability_status: string | null;
  reliability_value: number | null;
  reliability_notified: boolean | null;
}

/**
 * Candidates of the caller's company (of `processId` when given), locked until the request ends so
 * two requests never store the same report at once; ids of anyone else are simply absent.
 */
async function lockCandidates(db: Database, companyId: number, ids: readonly number[], processId?: number): Promise<ReportCandidate[]> {
  return queryRows<ReportCandidate>(
    db,
    sql`select pp.id, pp.person_id, pp.process_id, pp.evaluations_status, pp.composed_score::float as composed_score, pp.composed_status,
        pe.first_name, pe.last_name, p.name as process_name, p.type_company_plan, p.environment_type, p.full_profile, p.status as process_status,
        p.parent_id, exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id and (b.expires_at is null or b.expires_at > now())) as black_listed,
        r.id as reliability_id, r.status as reliability_status, r.value::float as reliability_value, r.notified as reliability_notified
      from process_persons pp join persons pe on pe.id = pp.person_id join processes p on p.id = pp.process_id
        left join component_results r on r.process_person_id = pp.id and r.component_type = 'RELIABILITY'
      where pp.id = any(${idArray(ids)}::int[]) and pp.company_id = ${companyId} ${processId === undefined ? sql`` : sql`and pp.process_id = ${processId}`}
      order by pp.id
      for update of pp`,
  );
}

async function lockCandidate(db: Database, companyId: number, processPersonId: number): Promise<ReportCandidate> {
  const [candidate] = await lockCandidates(db, companyId, [processPersonId]);
  if (!candidate) throw new DomainError('NOT_FOUND');
  return candidate;
}

/** The candidate menu's own rule for `item` (packages/domain candidates/menu.ts): the server refuses what the web app hides. */
function menuAllows(item: CandidateMenuItem, row: ReportCandidate): boolean {
  const candidate: MenuCandidate = {
    evaluationsStatus: row.evaluations_status,
    blackListed: row.black_listed,
    composedResult: { value: row.composed_score, active: row.composed_status },
    interviewStatus: null,
    // The trust result is active once it has been scored (as the web app reads it).
    reliability: row.reliability_status === null ? null : { status: row.reliability_status, active: row.reliability_value !== null, notified: row.reliability_notified ?? false },
    hasComponentStatus: false,
  };
  const kind = processKind({ typeCompanyPlan: row.type_company_plan, environmentType: row.environment_type, fullProfile: row.full_profile });
  return canShowCandidateItem(item, candidate, {
    processKind: kind,
    processStatus: row.process_status,
    processHasParent: row.parent_id !== null,
    processHasReliabilityComponent: false,
    companyHasReliabilityPlan: false,
    onCandidatesPage: false,
    canResetEvaluation: true,
  });
}

const reportAllowed = (row: ReportCandidate) => !row.black_listed && menuAllows('downloadReport', row);
const names = (row: ReportCandidate) => ({ firstName: row.first_name, lastName: row.last_name });

/** getComponentsFinished(processId, candidateId): the candidate's (candidateId = personId) finished components with their sections. */
export async function getComponentsFinished(ctx: RequestContext, processId: number, candidateId: number): Promise<FinishedComponent[]> {
  requirePermission(ctx, 'report.generate');
  const args = parseInput(ctx, componentsSchema, { processId, candidateId });
  return finishedComponents(ctx, args.processId, args.candidateId);
}

/** candidateReport(id): a report of the caller's company, with a fresh download address once it is COMPLETED. */
export async function candidateReport(ctx: RequestContext, id: number): Promise<GeneratedReport> {
  const caller = requirePermission(ctx, 'report.generate');
  const reportId = parseInput(ctx, idSchema, id);
  return generatedReport(ctx, await reportRow(ctx.db, caller.companyId, reportId));
}

/**
 * reportJobChanged(id): the report as it is now, then again each time its job moves on, until it is
 * COMPLETED or FAILED (the download dialog's progress, instead of polling candidateReport). The
 * report is checked as candidateReport checks it, as the subscriber, before anything is streamed.
 */
export async function reportJobChanges(ctx: RequestContext, id: number): Promise<AsyncGenerator<ReportJobEvent>> {
  const caller = requirePermission(ctx, 'report.generate');
  const reportId = parseInput(ctx, idSchema, id);
  await readAsSubscriber(ctx, (db) => reportRow(db, caller.companyId, reportId));
  const events = ctx.realtime.subscribe('reportJob', caller.companyId);
  const settled = (status: ReportStatus) => status === 'COMPLETED' || status === 'FAILED';
  return (async function* changes() {
    try {
      // Listening starts before the state is read again: a change in between is heard, not lost.
      const first = events.next();
      const now = await readAsSubscriber(ctx, (db) => reportRow(db, caller.companyId, reportId));
      yield { reportId, status: now.status };
      if (settled(now.status)) return;
      for (let next = await first; !next.done; next = await events.next()) {
        if (next.value.reportId !== reportId) continue;
        yield next.value;
        if (settled(next.value.status)) return;
      }
    } finally {
      await events.return?.();
    }
  })();
}

/** The report as its subscriber may see it; NOT_FOUND when deleted meanwhile. */
export async function reportAsSubscriber(ctx: RequestContext, reportId: number): Promise<GeneratedReport> {
  const caller = requirePermission(ctx, 'report.generate');
  return generatedReport(ctx, await readAsSubscriber(ctx, (db) => reportRow(db, caller.companyId, reportId)));
}

async function reportRow(db: Pick<Database, 'select'>, companyId: number, reportId: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(candidateReports)
    .where(and(eq(candidateReports.id, reportId), eq(candidateReports.companyId, companyId)));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

interface CandidateOptions {
  format: 'PDF' | 'DOCX';
  language: Locale;
  template: ReportTemplate;
}

/** The report request of one candidate's built document. */
function candidateRequest(row: ReportCandidate, options: CandidateOptions, document: ReportDocument): ReportRequest {
  // In the one order of canonicalSections (the document has the job's): deleteReport names it the same way.
  const sections = canonicalSections(document.sections.map((section) => section.section));
  const { format, language, template } = options;
  return {
    kind: 'CANDIDATE',
    processId: row.process_id,
    processPersonId: row.id,
    format,
    language,
    sections,
    templateId: template.id,
    engineId: template.engineId,
    vendorId: template.vendorId,
    optionsKey: optionsKey({ kind: 'CANDIDATE', format, language, engineId: template.engineId, vendorId: template.vendorId, sections }),
    dataHash: documentHash(document),
    document,
    fileName: candidateFileName(language, null, names(row), format),
  };
}

/**
 * generateReport(processPersonId, sections, type, engineId, language, vendorId): builds the candidate's
 * report document now and queues its rendering, or answers the stored report when the same options
 * and the same data were asked for before (no new job). The candidate must pass the menu's
 * downloadReport rule (REPORT_NOT_AVAILABLE), every section must be offered and finished
 * (REPORT_SECTION_NOT_OFFERED) and the template the company's (REPORT_TEMPLATE_NOT_FOUND).
 */
export async function generateReport(ctx: RequestContext, args: unknown): Promise<GeneratedReport> {
  const caller = requirePermission(ctx, 'report.generate');
  const input = parseInput(ctx, generateSchema, args);
  const sections = canonicalSections(input.sections);
  const candidate = await lockCandidate(ctx.db, caller.companyId, input.processPersonId);
  refuseBlacklisted({ blackListed: candidate.black_listed });
  if (!menuAllows('downloadReport', candidate)) throw new DomainError('REPORT_NOT_AVAILABLE');
  const finished = (await finishedComponents(ctx, candidate.process_id, candidate.person_id)).flatMap((component) => component.sections as string[]);
  const unfinished = sections.find((section) => !finished.includes(section));
  if (unfinished !== undefined) throw new DomainError('REPORT_SECTION_NOT_OFFERED', { section: unfinished });
  const template = await findTemplate(ctx.db, caller.companyId, input.engineId, input.vendorId);
  const language = await languageFor(ctx.db, caller.companyId, input.language, template.engineId);
  const documents = await buildReportDocuments(ctx, { processPersonIds: [candidate.id], sections, format: input.type, language, template });
  const request = candidateRequest(candidate, { format: input.type, language, template }, documents.get(candidate.id)!);
  const [stored] = await storeReports(ctx.db, ctx, caller, [request]);
  const { row, queued } = stored!;
  if (queued) enqueueReport(ctx, RENDER_QUEUE, row);
  await audit(ctx.db, caller, 'report.generate', 'processPerson', candidate.id, { reportId: row.id, reused: !queued, format: row.format, language, sections });
  return generatedReport(ctx, row);
}

/** Removes stored reports (rows returned) and, once the request has committed, their files. */
async function removeReports(ctx: RequestContext, caller: Caller, condition: ReturnType<typeof and>, processPersonId: number, action: string): Promise<boolean> {
  const removed = await ctx.db.delete(candidateReports).where(and(eq(candidateReports.companyId, caller.companyId), condition)).returning({
    id: candidateReports.id,
    fileKey: candidateReports.fileKey,
  });
  for (const { fileKey } of removed) if (fileKey) ctx.afterCommit(() => ctx.files.delete(fileKey));
  if (removed.length) await audit(ctx.db, caller, action, 'processPerson', processPersonId, { reportIds: removed.map((row) => row.id) });
  return removed.length > 0;
}

/**
 * deleteReport(id, sections, engineId, type, language, vendorId): removes the candidate's (id =
 * processPersonId) stored report of those options and its file; false when there is none.
 */
export async function deleteReport(ctx: RequestContext, args: unknown): Promise<boolean> {
  const caller = requirePermission(ctx, 'report.generate');
  const input = parseInput(ctx, deleteSchema, args);
  const sections = canonicalSections(input.sections);
  const candidate = await lockCandidate(ctx.db, caller.companyId, input.id);
  const language = await languageFor(ctx.db, caller.companyId, input.language, input.engineId);
  const key = optionsKey({ kind: 'CANDIDATE', format: input.type, language, engineId: input.engineId, vendorId: input.vendorId, sections });
  return removeReports(ctx, caller, and(eq(candidateReports.processPersonId, candidate.id), eq(candidateReports.optionsKey, key)), candidate.id, 'report.delete');
}

/**
 * generateTrustReport(processPersonId, type, engineId, reliabilityComposedCapId): the trust report
 * (PDF, engine EVALUAR) of a candidate whose reliability result is SUCCESS and scored
 * (TRUST_REPORT_NOT_AVAILABLE otherwise); reliabilityComposedCapId must be that result's id. In the
 * request's language where the company has MULTI_LANGUAGE.
 */
export async function generateTrustReport(ctx: RequestContext, args: unknown): Promise<GeneratedReport> {
  const caller = requirePermission(ctx, 'report.generate');
  const input = parseInput(ctx, trustSchema, args);
  const candidate = await lockCandidate(ctx.db, caller.companyId, input.processPersonId);
  refuseBlacklisted({ blackListed: candidate.black_listed });
  if (!menuAllows('downloadTrustReport', candidate)) throw new DomainError('TRUST_REPORT_NOT_AVAILABLE');
  if (candidate.reliability_id !== input.reliabilityComposedCapId) throw new DomainError('NOT_FOUND');
  const language = await languageFor(ctx.db, caller.companyId, ctx.locale, TRUST_REPORT.engineId);
  const document = await buildTrustReportDocument(ctx, candidate.id, language);
  const sections: ReportSection[] = ['RELIABILITY'];
  const request: ReportRequest = {
    kind: 'TRUST',
    processId: candidate.process_id,
    processPersonId: candidate.id,
    format: TRUST_REPORT.type,
    language,
    sections,
    templateId: null,
    engineId: TRUST_REPORT.engineId,
    vendorId: '',
    optionsKey: optionsKey({ kind: 'TRUST', format: TRUST_REPORT.type, language, engineId: TRUST_REPORT.engineId, vendorId: '', sections }),
    dataHash: documentHash(document),
    document,
    fileName: candidateFileName(language, document.title, names(candidate), TRUST_REPORT.type),
  };
  const [stored] = await storeReports(ctx.db, ctx, caller, [request]);
  const { row, queued } = stored!;
  if (queued) enqueueReport(ctx, RENDER_QUEUE, row);
  await audit(ctx.db, caller, 'report.generateTrust', 'processPerson', candidate.id, { reportId: row.id, reused: !queued, language });
  return generatedReport(ctx, row);
}

/** deleteReportTrust(id, type): removes the candidate's (id = processPersonId) trust reports, in every language; false when there is none. */
export async function deleteReportTrust(ctx: RequestContext, args: unknown): Promise<boolean> {
  const caller = requirePermission(ctx, 'report.generate');
  const input = parseInput(ctx, trustDeleteSchema, args);
  const candidate = await lockCandidate(ctx.db, caller.companyId, input.id);
  const keys = LOCALES.map((language) =>
    optionsKey({ kind: 'TRUST', format: input.type, language, engineId: TRUST_REPORT.engineId, vendorId: '', sections: ['RELIABILITY'] }),
  );
  return removeReports(
    ctx,
    caller,
    and(eq(candidateReports.processPersonId, candidate.id), or(...keys.map((key) => eq(candidateReports.optionsKey, key)))),
    candidate.id,
    'report.deleteTrust',
  );
}

/**
 * generateReports(processId, processPersonIds, sections, type, engineId, language, vendorId): one ZIP
 * with the report of each of the process's candidates chosen (at most REPORTS_PER_BUNDLE_MAX:
 * REPORTS_TOO_MANY). Candidates the downloadReport rule refuses, or who finished none of the
 * sections, are left out (REPORT_NOT_AVAILABLE when that is all of them); each member's report is
 * stored like a single one (reused when it already is), and the bundle's job renders those not
 * ready and zips them all.
 */
export async function generateReports(ctx: RequestContext, args: unknown): Promise<GeneratedReport> {
  const caller = requirePermission(ctx, 'report.generate');
  const input = parseInput(ctx, bulkSchema, args);
  const ids = [...new Set(input.processPersonIds)];
  if (ids.length > REPORTS_PER_BUNDLE_MAX) throw new DomainError('REPORTS_TOO_MANY', { max: REPORTS_PER_BUNDLE_MAX });
  const sections = canonicalSections(input.sections);
  // Locked: two identical bulk requests store one bundle.
  const process = await findOwnProcess(ctx.db, caller, input.processId, true);
  const template = await findTemplate(ctx.db, caller.companyId, input.engineId, input.vendorId);
  const language = await languageFor(ctx.db, caller.companyId, input.language, template.engineId);
  const candidates = (await lockCandidates(ctx.db, caller.companyId, ids, process.id)).filter(reportAllowed);
  const documents = candidates.length
    ? await buildReportDocuments(ctx, { processPersonIds: candidates.map((candidate) => candidate.id), sections, format: input.type, language, template })
    : new Map();
  // In processPersonId order (lockCandidates'): the same candidates chosen in another order are the same bundle.
  const included = candidates.filter((candidate) => (documents.get(candidate.id)?.sections.length ?? 0) > 0);
  if (included.length === 0) throw new DomainError('REPORT_NOT_AVAILABLE');

  const options = { format: input.type, language, template };
  const members = await storeReports(ctx.db, ctx, caller, included.map((candidate) => candidateRequest(candidate, options, documents.get(candidate.id)!)));
  const memberIds = members.map((member) => member.row.id);
  const bundle: ReportRequest = {
    kind: 'BUNDLE',
    processId: process.id,
    processPersonId: null,
    format: input.type,
    language,
    sections,
    templateId: template.id,
    engineId: template.engineId,
    vendorId: template.vendorId,
    optionsKey: optionsKey({
      kind: 'BUNDLE', format: input.type, language, engineId: template.engineId, vendorId: template.vendorId, sections, candidates: included.map((c) => c.id),
    }),
    dataHash: sha256(members.map((member) => `${member.row.id}:${member.row.dataHash}`).join('|')),
    document: null,
    memberIds,
    fileName: bundleFileName(language, process.name),
  };
  const [stored] = await storeReports(ctx.db, ctx, caller, [bundle]);
  const { row, queued } = stored!;
  if (queued) {
    enqueueReport(ctx, BUNDLE_QUEUE, row);
  } else {
    // The bundle's job renders its members; a member queued again under a stored bundle (it had failed) gets a job of its own.
    for (const member of members) if (member.queued) enqueueReport(ctx, RENDER_QUEUE, member.row);
  }
  await audit(ctx.db, caller, 'report.generateBundle', 'process', process.id, { reportId: row.id, reused: !queued, members: included.length, skipped: ids.length - included.length });
  return generatedReport(ctx, row);
}
