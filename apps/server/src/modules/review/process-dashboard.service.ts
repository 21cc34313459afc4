import { sql } from 'drizzle-orm';
import { idSchema, SCORE_DISTRIBUTION_BUCKETS, type ComponentType } from '@terna/domain';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { parseInput } from '../../validation.js';
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
 */
export async function processDashboard(ctx: RequestContext, processId: number): Promise<ProcessDashboard> {
  const caller = requirePermission(ctx, 'candidate.view');
  const id = parseInput(ctx, idSchema, processId);
  const process = await findOwnProcess(ctx.db, caller, id);
  const ofProcess = sql`pp.process_id = ${id} and pp.company_id = ${caller.companyId}`;

  const [[funnel], buckets, verdicts, tags, components] = await Promise.all([
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
    processComponents(ctx, process.id),
  ]);

  const perBucket = new Map(buckets.map((row) => [row.bucket, row.count]));
  const perComponent = new Map(verdicts.map((row) => [row.component_type, row]));
  return {
    funnel: funnel ?? { invited: 0, inProgress: 0, ended: 0, disqualified: 0, hired: 0 },
    scoreDistribution: Array.from({ length: SCORE_DISTRIBUTION_BUCKETS }, (_, bucket) => ({
      from: bucket * BUCKET_WIDTH,
      to: (bucket + 1) * BUCKET_WIDTH,
      count: perBucket.get(bucket) ?? 0,
    })),
    componentPassRates: components.map((component) => ({
      componentType: component.name,
      label: component.label,
      evaluated: perComponent.get(component.name)?.evaluated ?? 0,
      passed: perComponent.get(component.name)?.passed ?? 0,
    })),
    // A tag no longer in either catalogue still counts, under its code.
    tags: tags.map((tag) => ({ code: tag.code, label: tag.label ?? tag.code, color: tag.color, count: tag.count })),
  };
}
