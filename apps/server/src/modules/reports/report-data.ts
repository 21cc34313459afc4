import { sql } from 'drizzle-orm';
import {
  COMPETENCE_LEVEL_LABELS, competenceLevel, componentStatusLabel, composedScoreColor, COMPONENT_TYPES, DISC_FACTOR_NAMES,
  interviewGradeColor, personStatusLabel, REPORT_SECTIONS_BY_COMPONENT, riskColor, riskLevelLabel, TRUST_CHECKS_OPTIONAL,
  TRUST_CHECKS_REQUIRED, TRUST_REPORT_TITLES, TRUST_RESULT_LABELS, trustResult, reportLayout, type ComponentType, type Locale, type ReportFormat,
  type ReportSection,
} from '@terna/domain';
import { z } from 'zod';
import { requireCaller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { fileKeyFromUrl } from '../../files/storage.js';
import { idArray } from '../candidates/index.js';
import { componentResult, loadResults, type ComponentResult, type ResultRow } from '../candidates/index.js';
import type {
  ReportApproval, ReportCandidate, ReportCompany, ReportDocument, ReportProcess, ReportSectionContent, TrustReportDocument,
} from './report-document.js';

/**
 * What a report is made of, read from the database inside the caller's request (ctx.db is the
 * tenant transaction): the finished components a report may cover, and the documents the
 * renderers draw. Nothing here checks a permission (the report service does); every read is
 * limited to the caller's company, and anything else answers NOT_FOUND.
 */

/** A component of the candidate's job whose result is settled, with every section it has (the never-offered ones too). */
export interface FinishedComponent {
  componentType: ComponentType;
  order: number;
  label: string;
  sections: ReportSection[];
}

/** The template fields a document shows (a report_templates row has them). */
export interface ReportTemplateInput {
  publicName: string;
  layout: string;
}

export interface BuildReportDocumentsInput {
  processPersonIds: readonly number[];
  /** The chosen sections; each document keeps those its candidate finished. */
  sections: readonly ReportSection[];
  format: ReportFormat;
  language: Locale;
  template: ReportTemplateInput;
}

/** A result counts as finished once it is settled; PENDING, PROCESSING and PENDING_GRADE may still change. */
const isFinished = (result: { status: string | null }) => result.status === 'SUCCESS' || result.status === 'REJECT';
const isComponentType = (value: string): value is ComponentType => (COMPONENT_TYPES as readonly string[]).includes(value);
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * GET component/finished/{processId}/people/{personId} and getComponentsFinished: the job's
 * components in the job's order whose result the candidate (personId in the process) has settled.
 * Labels are in the request's language: the download dialog lists them.
 */
export async function finishedComponents(ctx: RequestContext, processId: number, personId: number): Promise<FinishedComponent[]> {
  const { companyId } = requireCaller(ctx);
  const [candidate] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select pp.id from process_persons pp where pp.process_id = ${processId} and pp.person_id = ${personId} and pp.company_id = ${companyId}`,
  );
  if (!candidate) throw new DomainError('NOT_FOUND');
  const results = (await loadResults(ctx, [candidate.id])).get(candidate.id) ?? [];
  return results.flatMap((result) => {
    const type = result.componentType;
    if (!isFinished(result) || !isComponentType(type)) return [];
    return [{ componentType: type, order: result.order, label: result.label, sections: [...REPORT_SECTIONS_BY_COMPONENT[type]] }];
  });
}

/**
 * The candidate reports of several candidates of the caller's company, by processPersonId: one
 * query per kind of data whatever their number (a bulk download asks for up to
 * REPORTS_PER_BUNDLE_MAX at once). NOT_FOUND when any of them is not the company's.
 */
export async function buildReportDocuments(ctx: RequestContext, input: BuildReportDocumentsInput): Promise<Map<number, ReportDocument>> {
  const { companyId } = requireCaller(ctx);
  const ids = [...new Set(input.processPersonIds)];
  if (ids.length === 0) return new Map();
  const { language } = input;
  const [headers, results, approvals, company] = await Promise.all([
    loadHeaders(ctx, companyId, ids),
    loadResults(ctx, ids, language),
    loadApprovals(ctx, companyId, ids),
    loadCompany(ctx, companyId),
  ]);
  if (headers.size !== ids.length) throw new DomainError('NOT_FOUND');

  const chosen = new Set<string>(input.sections);
  const generatedAt = new Date().toISOString();
  const documents = new Map<number, ReportDocument>();
  for (const id of ids) {
    const header = headers.get(id)!;
    const approved = approvals.get(id);
    const sections = (results.get(id) ?? [])
      // A component's own section bears its name; its detail sections (never offered) have no content of their own.
      .filter((result) => isFinished(result) && chosen.has(result.componentType))
      .flatMap((result) => sectionContent(result, approved?.get(result.componentType) ?? null, language) ?? []);
    documents.set(id, {
      kind: 'CANDIDATE',
      language,
      format: input.format,
      layout: reportLayout(input.template.layout),
      title: input.template.publicName,
      generatedAt,
      company,
      candidate: candidateOf(header, language),
      process: processOf(header),
      composedScore: { value: header.composed_score, color: composedScoreColor(header.composed_score) },
      sections,
    });
  }
  return documents;
}

/**
 * The trust report of a candidate of the caller's company: the RELIABILITY result (which a trust
 * invitation adds whether or not the job has the component) and each check, required ones first.
 * NOT_FOUND for another company's candidate; TRUST_REPORT_NOT_AVAILABLE while there is no settled result.
 */
export async function buildTrustReportDocument(ctx: RequestContext, processPersonId: number, language: Locale): Promise<TrustReportDocument> {
  const { companyId } = requireCaller(ctx);
  const [headers, [reliability], company] = await Promise.all([
    loadHeaders(ctx, companyId, [processPersonId]),
    queryRows<{ row: ResultRow & { updated_at: string } }>(
      ctx.db,
      sql`select row_to_json(c) as row from (
        select pp.id as process_person_id, r.component_type, coalesce(jc."order", 0) as "order", jc.min_value_to_pass, r.status, r.value, r.details,
          pp.archetype, pp.trust_code, r.updated_at
        from component_results r join process_persons pp on pp.id = r.process_person_id
          left join job_opportunities jo on jo.process_id = pp.process_id
          left join job_components jc on jc.job_opportunity_id = jo.id and jc.component_type = r.component_type
        where r.process_person_id = ${processPersonId} and pp.company_id = ${companyId} and r.component_type = 'RELIABILITY') c`,
    ),
    loadCompany(ctx, companyId),
  ]);
  const header = headers.get(processPersonId);
  if (!header) throw new DomainError('NOT_FOUND');
  if (!reliability || !isFinished(reliability.row)) throw new DomainError('TRUST_REPORT_NOT_AVAILABLE');
  const trust = componentResult(reliability.row, language).trust;
  const result = trustResult(trust?.code);
  return {
    kind: 'TRUST',
    language,
    format: 'PDF',
    title: TRUST_REPORT_TITLES[language],
    generatedAt: new Date().toISOString(),
    company,
    candidate: candidateOf(header, language),
    process: processOf(header),
    result: { code: trust?.code ?? null, label: TRUST_RESULT_LABELS[language][result.result], color: result.color },
    checks: orderedChecks(trust?.checks ?? []).map((check) => ({
      ...checkOf(check, language),
      required: (TRUST_CHECKS_REQUIRED as readonly string[]).includes(check.name),
    })),
    completedAt: iso(reliability.row.updated_at),
  };
}

/** The candidate, their process and its position, as JSON so both drivers give the same types. */
interface HeaderRow {
  id: number;
  evaluations_status: string;
  composed_score: number | null;
  invited_at: string | null;
  finished_at: string | null;
  first_name: string;
  last_name: string;
  identification: string | null;
  email: string | null;
  process_id: number;
  process_name: string;
  position: string | null;
  start_date: string | null;
  end_date: string | null;
  time_zone: string;
}

async function loadHeaders(ctx: RequestContext, companyId: number, ids: readonly number[]): Promise<Map<number, HeaderRow>> {
  const rows = await queryRows<{ row: HeaderRow }>(
    ctx.db,
    sql`select row_to_json(c) as row from (
      select pp.id, pp.evaluations_status, pp.composed_score::float as composed_score, pp.invited_at, pp.finished_at,
        pe.first_name, pe.last_name, pe.identification, pe.email,
        p.id as process_id, p.name as process_name, coalesce(pos.name, job_pos.name) as position, p.start_date, p.end_date, p.time_zone
      from process_persons pp join persons pe on pe.id = pp.person_id join processes p on p.id = pp.process_id
        left join positions pos on pos.id = p.position_id
        left join job_opportunities jo on jo.process_id = p.id left join positions job_pos on job_pos.id = jo.position_id
      where pp.id = any(${idArray(ids)}::int[]) and pp.company_id = ${companyId}) c`,
  );
  return new Map(rows.map(({ row }) => [row.id, row]));
}

const candidateOf = (row: HeaderRow, language: Locale): ReportCandidate => ({
  firstName: row.first_name,
  lastName: row.last_name,
  identification: row.identification,
  email: row.email,
  evaluationsStatus: row.evaluations_status,
  statusLabel: personStatusLabel(row.evaluations_status, language),
  invitedAt: iso(row.invited_at),
  finishedAt: iso(row.finished_at),
});

const processOf = (row: HeaderRow): ReportProcess => ({
  id: row.process_id,
  name: row.process_name,
  position: row.position,
  startDate: iso(row.start_date),
  endDate: iso(row.end_date),
  timeZone: row.time_zone,
});

// What component-approval.service.ts records: COMPONENT_APPROVED names the components it turned to SUCCESS.
const approvedData = z.object({
  observation: z.string(),
  componentTypes: z.array(z.string()),
  firstName: z.string().optional().default(''),
  lastName: z.string().optional().default(''),
});
const reactivatedData = z.object({ componentType: z.string() });

/**
 * Each candidate's approved components with the latest approval of each. A component evaluated
 * again afterwards (COMPONENT_REACTIVATED) loses its approval: its result is a new one.
 */
async function loadApprovals(ctx: RequestContext, companyId: number, ids: readonly number[]): Promise<Map<number, Map<string, ReportApproval>>> {
  const rows = await queryRows<{ row: { process_person_id: number; name: string; data: unknown; timestamp: string } }>(
    ctx.db,
    sql`select row_to_json(c) as row from (
      select a.process_person_id, a.name, a.data, a.timestamp
      from activities a join process_persons pp on pp.id = a.process_person_id
      where a.process_person_id = any(${idArray(ids)}::int[]) and pp.company_id = ${companyId}
        and a.name in ('COMPONENT_APPROVED', 'COMPONENT_REACTIVATED')
      order by a.timestamp, a.id) c`,
  );
  const byCandidate = new Map<number, Map<string, ReportApproval>>();
  for (const { row } of rows) {
    let approvals = byCandidate.get(row.process_person_id);
    if (!approvals) byCandidate.set(row.process_person_id, (approvals = new Map()));
    if (row.name === 'COMPONENT_REACTIVATED') {
      const reactivated = reactivatedData.safeParse(row.data);
      if (reactivated.success) approvals.delete(reactivated.data.componentType);
      continue;
    }
    const approved = approvedData.safeParse(row.data);
    if (!approved.success) continue;
    const { observation, componentTypes, firstName, lastName } = approved.data;
    const approval = { approvedBy: `${firstName} ${lastName}`.trim(), approvedAt: iso(row.timestamp)!, observation };
    for (const type of componentTypes) approvals.set(type, approval);
  }
  return byCandidate;
}

const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** The company's name and logo: the logo's bytes as a data: URL when it is a stored PNG or JPEG of the company, else null. */
async function loadCompany(ctx: RequestContext, companyId: number): Promise<ReportCompany> {
  const [company] = await queryRows<{ commercial_name: string; logo_url: string | null }>(
    ctx.db,
    sql`select commercial_name, logo_url from companies where id = ${companyId}`,
  );
  if (!company) throw new DomainError('NOT_FOUND');
  return { name: company.commercial_name, logoDataUrl: await logoDataUrl(ctx, companyId, company.logo_url) };
}

async function logoDataUrl(ctx: RequestContext, companyId: number, logoUrl: string | null): Promise<string | null> {
  // Seeded or external addresses are not stored files: the report has no way to read them.
  const key = fileKeyFromUrl(logoUrl);
  const file = key ? await ctx.files.get(key) : null;
  if (!file) return null;
  // The renderers draw PNG and JPEG only; the stored type is the one the upload verified the bytes as.
  if (file.info.companyId !== companyId || !LOGO_TYPES.includes(file.info.contentType)) {
    file.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return `data:${file.info.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}


const CHECK_ORDER: readonly string[] = [...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL];
const checkRank = (name: string) => (CHECK_ORDER.includes(name) ? CHECK_ORDER.indexOf(name) : CHECK_ORDER.length);

/** Required checks first, then the optional ones, each in the catalogue's order; unknown ones last as stored. */
function orderedChecks<T extends { name: string }>(checks: readonly T[]): T[] {
  return [...checks].sort((a, b) => checkRank(a.name) - checkRank(b.name));
}

const checkOf = (check: { name: string; label: string; riskLevel: string }, language: Locale) => ({
  name: check.name,
  label: check.label,
  riskLevel: check.riskLevel,
  riskLabel: riskLevelLabel(check.riskLevel, language),
  riskColor: riskColor(check.riskLevel),
});

/**
 * A finished component's section of the report, from its result (already in the report's
 * language). A detail that could not be read shows as an empty section rather than failing the report.
 */
function sectionContent(result: ComponentResult, approval: ReportApproval | null, language: Locale): ReportSectionContent | null {
  const base = {
    label: result.label,
    value: result.value,
    status: result.status,
    statusLabel: componentStatusLabel(result.status, language),
    minValueToPass: result.minValueToPass,
    approval,
  };
  switch (result.componentType) {
    case 'DISC':
      return {
        ...base,
        section: 'DISC',
        factors: (result.disc?.factors ?? []).map((f) => ({ factor: f.factor, name: DISC_FACTOR_NAMES[language][f.factor], value: f.value })),
        archetype: result.disc?.archetype ?? null,
        interpretation: result.disc?.interpretation ?? null,
      };
    case 'CURRICULUM':
      return { ...base, section: 'CURRICULUM', parts: result.curriculum?.sections ?? [] };
    case 'COMPETENCE':
      return {
        ...base,
        section: 'COMPETENCE',
        competences: (result.competences ?? []).map((c) => ({ ...c, level: COMPETENCE_LEVEL_LABELS[language][competenceLevel(c.value)] })),
      };
    case 'KNOWLEDGE_TEST':
      return { ...base, section: 'KNOWLEDGE_TEST', questionCount: result.knowledge?.questionCount ?? 0, correctAnswers: result.knowledge?.correctAnswers ?? 0 };
    case 'INTERVIEW': {
      const grade = result.interview?.grade ?? null;
      return { ...base, section: 'INTERVIEW', grade, gradeColor: interviewGradeColor(grade), answers: result.interview?.answers ?? [] };
    }
    case 'RELIABILITY': {
      const code = result.trust?.code ?? null;
      const outcome = trustResult(code);
      return {
        ...base,
        section: 'RELIABILITY',
        code,
        resultLabel: TRUST_RESULT_LABELS[language][outcome.result],
        resultColor: outcome.color,
        checks: orderedChecks(result.trust?.checks ?? []).map((check) => checkOf(check, language)),
      };
    }
    default:
      return null;
  }
}
