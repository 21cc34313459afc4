import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsFilterSchema,
  summariseTimeToHire,
  type CandidateSource,
  type PersonStatus,
  type ProcessStatus,
  type TimeToHireSummary,
} from '@terna/domain';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { parseInput } from '../../validation.js';

export interface AnalyticsFilters {
  from: string | null;
  to: string | null;
  agencyId: number | null;
}

export interface TagUsage {
  code: string;
  label: string;
  color: string | null;
  /** Candidates carrying the tag. */
  candidates: number;
  /** Processes with at least one candidate carrying it. */
  processes: number;
}

export interface CompanyAnalytics {
  filters: AnalyticsFilters;
  processes: number;
  processesByStatus: { status: ProcessStatus; count: number }[];
  /** yyyy-MM of the process's day, oldest first; months without processes are left out. */
  processesByMonth: { month: string; count: number }[];
  candidates: number;
  candidatesByStatus: { status: PersonStatus; count: number }[];
  candidatesBySource: { source: CandidateSource; count: number }[];
  timeToHire: TimeToHireSummary;
  tags: TagUsage[];
}

/**
 * The processes the filters keep, as a condition on `p`: the caller's company, top-level processes
 * (a trust sub-process is part of the process it checks), the process's day (launch, or creation
 * for a draft, in the process's time zone) within the range, and the agency. Row-level security on
 * processes narrows it further to the member's scope; every figure below joins through it.
 */
function processCondition(caller: Caller, filters: AnalyticsFilters): SQL {
  const day = sql`(coalesce(p.launched_at, p.created_at) at time zone p.time_zone)::date`;
  return sql.join(
    [
      sql`p.company_id = ${caller.companyId} and p.parent_id is null`,
      filters.from ? sql`${day} >= ${filters.from}::date` : undefined,
      filters.to ? sql`${day} <= ${filters.to}::date` : undefined,
      filters.agencyId ? sql`p.agency_id = ${filters.agencyId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export function parseAnalyticsFilters(ctx: RequestContext, input: unknown): AnalyticsFilters {
  const parsed = parseInput(ctx, analyticsFilterSchema, input);
  return { from: parsed.from ?? null, to: parsed.to ?? null, agencyId: parsed.agencyId ?? null };
}

interface StatRow {
  dimension: 'STATUS' | 'SOURCE' | 'TAG' | 'HIRE_DAYS';
  key: string;
  count: number;
  processes: number;
}

/**
 * companyAnalytics (ours; permission dashboard.general): processes by status and month, candidates
 * by status and source, time to hire and tag usage of the company's processes. The candidate figures
 * are sums of process_candidate_stats, kept by triggers, so a read costs the company's processes,
 * not its candidates (docs/decisions/017).
 */
export async function companyAnalytics(ctx: RequestContext, input: unknown): Promise<CompanyAnalytics> {
  const caller = requirePermission(ctx, 'dashboard.general');
  const filters = parseAnalyticsFilters(ctx, input);
  const kept = processCondition(caller, filters);
  const [byStatus, byMonth, stats] = await Promise.all([
    queryRows<{ status: ProcessStatus; count: number }>(
      ctx.db,
      sql`select p.status, count(*)::int as count from processes p where ${kept} group by p.status order by p.status`,
    ),
    queryRows<{ month: string; count: number }>(
      ctx.db,
      sql`select to_char(coalesce(p.launched_at, p.created_at) at time zone p.time_zone, 'YYYY-MM') as month, count(*)::int as count
        from processes p where ${kept} group by 1 order by 1`,
    ),
    queryRows<StatRow>(
      ctx.db,
      sql`select s.dimension, s.key, sum(s.count)::int as count, (count(*) filter (where s.count > 0))::int as processes
        from process_candidate_stats s join processes p on p.id = s.process_id
        where ${kept} and s.company_id = ${caller.companyId}
        group by s.dimension, s.key having sum(s.count) > 0`,
    ),
  ]);
  const of = (dimension: StatRow['dimension']) => stats.filter((row) => row.dimension === dimension);
  const candidatesByStatus = of('STATUS').map((row) => ({ status: row.key as PersonStatus, count: row.count }));
  return {
    filters,
    processes: byStatus.reduce((sum, row) => sum + row.count, 0),
    processesByStatus: byStatus,
    processesByMonth: byMonth,
    candidates: candidatesByStatus.reduce((sum, row) => sum + row.count, 0),
    candidatesByStatus: candidatesByStatus.sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    candidatesBySource: of('SOURCE')
      .map((row) => ({ source: row.key as CandidateSource, count: row.count }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    timeToHire: summariseTimeToHire(of('HIRE_DAYS').map((row) => ({ days: Number(row.key), count: row.count }))),
    tags: await tagUsage(ctx, caller, of('TAG')),
  };
}

/** Tags by candidates carrying them, labelled from the company's tags, else from a process's own tag, else their code. */
async function tagUsage(ctx: RequestContext, caller: Caller, rows: StatRow[]): Promise<TagUsage[]> {
  if (rows.length === 0) return [];
  const codes = rows.map((row) => row.key);
  const companyTags = await queryRows<{ code: string; label: string; color: string }>(
    ctx.db,
    sql`select code, title as label, hex_code as color from company_tags
      where company_id = ${caller.companyId} and code in (${textList(codes)})`,
  );
  const labels = new Map<string, { label: string; color: string | null }>(companyTags.map((row) => [row.code, row]));
  // A process's own tag (tagsConfig) is rare: its processes are read only for the codes the company lacks.
  const missing = codes.filter((code) => !labels.has(code));
  if (missing.length > 0) {
    const processTags = await queryRows<{ code: string; label: string; color: string }>(
      ctx.db,
      sql`select distinct on (pt.code) pt.code, pt.label, pt.color
        from process_tags pt join processes p on p.id = pt.process_id
        where p.company_id = ${caller.companyId} and pt.code in (${textList(missing)}) order by pt.code, pt.id`,
    );
    for (const row of processTags) labels.set(row.code, row);
  }
  return rows
    .map((row) => ({
      code: row.key,
      label: labels.get(row.key)?.label ?? row.key,
      color: labels.get(row.key)?.color ?? null,
      candidates: row.count,
      processes: row.processes,
    }))
    .sort((a, b) => b.candidates - a.candidates || a.code.localeCompare(b.code));
}
