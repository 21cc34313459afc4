import { sql } from 'drizzle-orm';
import { companyReportsQuerySchema, type Locale, type ReportFormat, type ReportKind, type ReportStatus } from '@terna/domain';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { reportLink } from './report-link.js';

/** Either feature opens the company's reports page (spec 2 §6, navigation.ts). */
export const COMPANY_REPORT_FEATURES = ['COMPANY_REPORTS', 'ANALYTIC_REPORT'] as const;

export interface CompanyReportRow {
  id: number;
  kind: ReportKind;
  status: ReportStatus;
  format: ReportFormat;
  language: Locale;
  fileName: string;
  size: number | null;
  processId: number;
  processName: string;
  candidateName: string | null;
  createdAt: Date;
  completedAt: Date | null;
  /** A signed address of the file, fresh for REPORT_URL_TTL_MINUTES; null until the report is COMPLETED. */
  downloadUrl: string | null;
}

export interface CompanyReportsPage {
  items: CompanyReportRow[];
  page: number;
  size: number;
  total: number;
}

/** Refuses a company without COMPANY_REPORTS or ANALYTIC_REPORT (active): FEATURE_REQUIRED. */
export async function requireReportsFeature(ctx: RequestContext, caller: Caller): Promise<void> {
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from company_features
      where company_id = ${caller.companyId} and status and name in (${sql.join(
        COMPANY_REPORT_FEATURES.map((name) => sql`${name}`),
        sql`, `,
      )})`,
  );
  if (!row || row.n === 0) throw new DomainError('FEATURE_REQUIRED', { feature: COMPANY_REPORT_FEATURES[0] });
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * companyReports (permission report.generate, feature COMPANY_REPORTS or ANALYTIC_REPORT): the
 * company's generated reports, newest first, found by a candidate's name or a process's name
 * (accents and case ignored), with a download address for each finished one.
 */
export async function companyReports(ctx: RequestContext, input: unknown): Promise<CompanyReportsPage> {
  const caller = requirePermission(ctx, 'report.generate');
  const { page, size, search } = parseInput(ctx, companyReportsQuerySchema, input);
  await requireReportsFeature(ctx, caller);
  const pattern = search ? likePattern(search) : null;
  const found = pattern
    ? sql`and (immutable_unaccent(p.name) ilike immutable_unaccent(${pattern})
        or immutable_unaccent(concat_ws(' ', pe.first_name, pe.last_name)) ilike immutable_unaccent(${pattern}))`
    : sql``;
  const from = sql`from candidate_reports r join processes p on p.id = r.process_id
      left join process_persons pp on pp.id = r.process_person_id left join persons pe on pe.id = pp.person_id
    where r.company_id = ${caller.companyId} and p.company_id = ${caller.companyId} ${found}`;
  const [rows, [counted]] = await Promise.all([
    queryRows<Omit<CompanyReportRow, 'downloadUrl'> & { fileKey: string | null }>(
      ctx.db,
      sql`select r.id, r.kind, r.status, r.format, r.language, r.file_name as "fileName", r.size, r.file_key as "fileKey",
          r.process_id as "processId", p.name as "processName",
          nullif(trim(concat_ws(' ', pe.first_name, pe.last_name)), '') as "candidateName",
          r.created_at as "createdAt", r.completed_at as "completedAt"
        ${from} order by r.created_at desc, r.id desc limit ${size} offset ${(page - 1) * size}`,
    ),
    queryRows<{ total: number }>(ctx.db, sql`select count(*)::int as total ${from}`),
  ]);
  return {
    items: rows.map(({ fileKey, ...row }) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      completedAt: row.completedAt ? new Date(row.completedAt) : null,
      downloadUrl: row.status === 'COMPLETED' && fileKey ? reportLink(ctx.config, row.id, caller.companyId).url : null,
    })),
    page,
    size,
    total: counted?.total ?? 0,
  };
}
