import { sql } from 'drizzle-orm';
import { FINISHED_PERSON_STATUSES, idSchema, SCORE_DISTRIBUTION_BUCKETS, type ComponentType } from '@terna/domain';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { parseInput } from '../../validation.js';
import { processCountsFromIndex, type IndexedProcessCounts } from '../candidates/index.js';
import { findOwnProcess, isHired } from '../processes/index.js';
import { processComponents } from './process-components.js';

export interface ProcessDashboard {
  funnel: { invited: number; inProgress: number; ended: number; disqualified: number; hired: number };
  scoreDistribution: { from: number; to: number; count: number }[];
  componentPassRates: { componentType: ComponentType; label: string; evaluated: number; passed: number }[];
  tags: { code: string; label: string; color: string | null; count: number }[];
}

/** Composed scores run from 0 to 100. */
const SCORE_MAX = 100;
const BUCKET_WIDTH = SCORE_MAX / SCORE_DISTRIBUTION_BUCKETS;

type ProcessCounts = Pick<IndexedProcessCounts, 'scoreBuckets' | 'verdicts'> & {
  funnel: ProcessDashboard['funnel'];
  tags: { code: string; count: number; label: string | null; color: string | null }[];
};

/**
 * processDashboard(processId) (ours; permission candidate.view): the process's numbers at a glance.
 * - funnel: every candidate of the process (docs/decisions/034), then those in progress, ended,
 *   disqualified, and hired (an ACTIVE hire, as the process header counts them);
 * - scoreDistribution: the composed scores of finished candidates (ENDED and DISQUALIFIED) in ten
 *   buckets of ten points, the last one holding 100;
 * - componentPassRates: per job component, candidates with a verdict (SUCCESS or REJECT) and those
 *   who passed;
 * - tags: how many candidates carry each tag, labelled from the process's tags, then the company's.
 * Blacklisted candidates count like the others: the numbers describe the process as it ran.
 * The candidates' figures come from this node's candidate index of the process when it holds one,
 * else from SQL (docs/decisions/038).
 */
export async function processDashboard(ctx: RequestContext, processId: number): Promise<ProcessDashboard> {
  const caller = requirePermission(ctx, 'candidate.view');
  const id = parseInput(ctx, idSchema, processId);
  const process = await findOwnProcess(ctx.db, caller, id);
  const [counts, components] = await Promise.all([
    countsFromIndex(ctx, id, caller.companyId).then((counts) => counts ?? sqlCounts(ctx, id, caller.companyId)),
    processComponents(ctx, process.id),
  ]);
  return {
    funnel: counts.funnel,
    scoreDistribution: counts.scoreBuckets.map((count, bucket) => ({
      from: bucket * BUCKET_WIDTH,
      to: (bucket + 1) * BUCKET_WIDTH,
      count,
    })),
    componentPassRates: components.map((component) => ({
      componentType: component.name,
      label: component.label,
      evaluated: counts.verdicts.get(component.name)?.evaluated ?? 0,
      passed: counts.verdicts.get(component.name)?.passed ?? 0,
    })),
    // A tag no longer in either catalogue still counts, under its code.
    tags: counts.tags.map((tag) => ({
      code: tag.code,
      label: tag.label ?? tag.code,
      color: tag.color,
      count: tag.count,
    })),
  };
}

/** The figures from the index; the tags' labels (the process's, then the company's) and their order by SQL. */
async function countsFromIndex(ctx: RequestContext, id: number, companyId: number): Promise<ProcessCounts | null> {
  const counts = await processCountsFromIndex(ctx, id, companyId, {
    statuses: FINISHED_PERSON_STATUSES,
    width: BUCKET_WIDTH,
    buckets: SCORE_DISTRIBUTION_BUCKETS,
  });
  if (!counts) return null;
  const codes = [...counts.tags.keys()];
  const labels =
    codes.length === 0
      ? []
      : await queryRows<{ code: string; label: string | null; color: string | null }>(
          ctx.db,
          sql`select u.code, coalesce(pt.label, ct.title) as label, coalesce(pt.color, ct.hex_code) as color
            from json_array_elements_text(${JSON.stringify(codes)}::json) as u (code)
              left join process_tags pt on pt.process_id = ${id} and pt.code = u.code
              left join company_tags ct on ct.company_id = ${companyId} and ct.code = u.code
            order by u.code`,
        );
  const status = (name: string) => counts.byStatus.get(name) ?? 0;
  return {
    funnel: {
      invited: counts.candidates,
      inProgress: status('INPROGRESS'),
      ended: status('ENDED'),
      disqualified: status('DISQUALIFIED'),
      hired: counts.hired,
    },
    scoreBuckets: counts.scoreBuckets,
    verdicts: counts.verdicts,
    // Most used first; ties in the database's order of codes, as the SQL sorts them (a stable sort keeps it).
    tags: labels.map((tag) => ({ ...tag, count: counts.tags.get(tag.code)! })).sort((a, b) => b.count - a.count),
  };
}

async function sqlCounts(ctx: RequestContext, id: number, companyId: number): Promise<ProcessCounts> {
  const ofProcess = sql`pp.process_id = ${id} and pp.company_id = ${companyId}`;
  const [[funnel], buckets, verdicts, tags] = await Promise.all([
    queryRows<ProcessDashboard['funnel']>(
      ctx.db,
      sql`select count(*)::int as "invited",
          (count(*) filter (where pp.evaluations_status = 'INPROGRESS'))::int as "inProgress",
          (count(*) filter (where pp.evaluations_status = 'ENDED'))::int as "ended",
          (count(*) filter (where pp.evaluations_status = 'DISQUALIFIED'))::int as "disqualified",
          (count(*) filter (where ${isHired}))::int as "hired"
        from process_persons pp where ${ofProcess}`,
    ),
    queryRows<{ bucket: number; count: number }>(
      ctx.db,
      sql`select least(floor(pp.composed_score / ${BUCKET_WIDTH}), ${SCORE_DISTRIBUTION_BUCKETS - 1})::int as bucket, count(*)::int as count
        from process_persons pp
        where ${ofProcess} and pp.evaluations_status in ('ENDED', 'DISQUALIFIED') and pp.composed_score is not null
        group by 1`,
    ),
    queryRows<{ component_type: string; evaluated: number; passed: number }>(
      ctx.db,
      sql`select r.component_type, (count(*) filter (where r.status in ('SUCCESS', 'REJECT')))::int as evaluated,
          (count(*) filter (where r.status = 'SUCCESS'))::int as passed
        from component_results r join process_persons pp on pp.id = r.process_person_id
        where ${ofProcess} group by r.component_type`,
    ),
    queryRows<{ code: string; count: number; label: string | null; color: string | null }>(
      ctx.db,
      sql`select t.code, count(*)::int as count, coalesce(max(pt.label), max(ct.title)) as label, coalesce(max(pt.color), max(ct.hex_code)) as color
        from person_tags t join process_persons pp on pp.id = t.process_person_id
          left join process_tags pt on pt.process_id = pp.process_id and pt.code = t.code
          left join company_tags ct on ct.company_id = pp.company_id and ct.code = t.code
        where ${ofProcess} group by t.code order by count(*) desc, t.code`,
    ),
  ]);
  const perBucket = new Map(buckets.map((row) => [row.bucket, row.count]));
  return {
    funnel: funnel ?? { invited: 0, inProgress: 0, ended: 0, disqualified: 0, hired: 0 },
    scoreBuckets: Array.from({ length: SCORE_DISTRIBUTION_BUCKETS }, (_, bucket) => perBucket.get(bucket) ?? 0),
    verdicts: new Map(verdicts.map((row) => [row.component_type, row])),
    tags,
  };
}
