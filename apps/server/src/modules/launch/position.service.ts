import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  competencesDraftSchema,
  curriculumDraftSchema,
  idSchema,
  type ComponentType,
  type LaunchDraft,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { places, positions, processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

export interface PositionDetail {
  id: number;
  companyId: number;
  name: string;
  workflow: string | null;
  difficulty: number | null;
  coveredFactorVersion: number | null;
  placeId: string | null;
  agencies: number[];
  city: string | null;
  description: string | null;
  curriculum: { salary: { currencyId: string | null; salaryFrom: number | null; salaryTo: number | null } };
  components: { componentType: ComponentType; weight: number; minValueToPass: number; order: number }[];
}

type PositionRow = typeof positions.$inferSelect;
const profileOf = (position: PositionRow): LaunchDraft => (position.profile ?? {}) as LaunchDraft;

/** The caller's company's position; any other id is NOT_FOUND. */
async function ownPosition(ctx: RequestContext, companyId: number, id: number): Promise<PositionRow> {
  const [position] = await ctx.db
    .select()
    .from(positions)
    .where(and(eq(positions.id, parseInput(ctx, idSchema, id)), eq(positions.companyId, companyId)));
  if (!position) throw new DomainError('NOT_FOUND');
  return position;
}

async function details(ctx: RequestContext, rows: PositionRow[]): Promise<PositionDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const agencyRows = await ctx.db
    .selectDistinct({ positionId: processes.positionId, agencyId: processes.agencyId })
    .from(processes)
    .where(and(inArray(processes.positionId, ids), isNotNull(processes.agencyId)));
  const placeIds = [...new Set(rows.map((row) => profileOf(row).jobProfile?.placeId).filter(Boolean))] as string[];
  const cities = placeIds.length
    ? await ctx.db.select({ uuid: places.uuid, name: places.name }).from(places).where(inArray(places.uuid, placeIds))
    : [];
  return rows.map((row) => {
    const profile = profileOf(row);
    const job = profile.jobProfile ?? {};
    const salary = profile.curriculum?.salary;
    return {
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      workflow: row.workflow,
      difficulty: row.difficulty,
      coveredFactorVersion: profile.competences?.coveredFactorVersion ?? null,
      placeId: job.placeId ?? null,
      agencies: agencyRows.filter((a) => a.positionId === row.id).map((a) => a.agencyId!),
      city: cities.find((c) => c.uuid === job.placeId)?.name ?? null,
      description: job.description ?? row.description,
      curriculum: {
        salary: {
          currencyId: salary?.currencyId ?? job.currencyCode ?? null,
          salaryFrom: salary?.salaryFrom ?? job.salaryFrom ?? null,
          salaryTo: salary?.salaryTo ?? job.salaryTo ?? null,
        },
      },
      components: profile.components?.components ?? [],
    };
  });
}

/** getPositionDetail: a position of the caller's company with the profile the wizard last saved for it. */
export async function getPositionDetail(ctx: RequestContext, id: number): Promise<PositionDetail> {
  const caller = requirePermission(ctx, 'profile.view');
  const [detail] = await details(ctx, [await ownPosition(ctx, caller.companyId, id)]);
  return detail!;
}

/** How many positions getPositions answers: enough for a picker, narrowed by the search text. */
const POSITIONS_LIMIT = 50;

/** A search text: NUL characters (which PostgreSQL text cannot hold) are refused by parseInput. */
const wildcardSchema = z.string().max(256, 'validation.max').nullable();

/** getPositions: the company's positions whose name contains the text (accent- and case-insensitive). */
export async function getPositions(ctx: RequestContext, wildcard: string | null): Promise<PositionDetail[]> {
  const caller = requirePermission(ctx, 'profile.view');
  const text = (parseInput(ctx, wildcardSchema, wildcard) ?? '').trim();
  const rows = await ctx.db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.companyId, caller.companyId),
        text
          ? sql`strpos(immutable_unaccent(lower(${positions.name})), immutable_unaccent(lower(${text}))) > 0`
          : undefined,
      ),
    )
    .orderBy(positions.name)
    .limit(POSITIONS_LIMIT);
  return details(ctx, rows);
}

/** The profile parts /cm/position/{id}/... read and write. */
export const POSITION_PARTS = {
  curriculums: { part: 'curriculum', schema: curriculumDraftSchema },
  competences: { part: 'competences', schema: competencesDraftSchema },
  tests: { part: 'tests', schema: null },
  interviews: { part: 'interview', schema: null },
} as const satisfies Record<string, { part: keyof LaunchDraft; schema: z.ZodType | null }>;
export type PositionPart = keyof typeof POSITION_PARTS;

/** GET /cm/position/{id}/{part}: that part of the position's profile, null when none was saved. */
export async function readPositionPart(ctx: RequestContext, id: number, name: PositionPart): Promise<unknown> {
  const caller = requirePermission(ctx, 'profile.view');
  const position = await ownPosition(ctx, caller.companyId, id);
  return profileOf(position)[POSITION_PARTS[name].part] ?? null;
}

/** POST /cm/position/{id}/{part}: replaces that part of the position's profile, checked by the step's draft schema. */
export async function writePositionPart(
  ctx: RequestContext,
  id: number,
  name: 'curriculums' | 'competences',
  body: unknown,
): Promise<unknown> {
  const caller = requirePermission(ctx, 'process.create');
  const position = await ownPosition(ctx, caller.companyId, id);
  const { part, schema } = POSITION_PARTS[name];
  const value = parseInput(ctx, schema as z.ZodType, body);
  await ctx.db
    .update(positions)
    .set({ profile: { ...profileOf(position), [part]: value } })
    .where(eq(positions.id, position.id));
  await audit(ctx.db, caller, 'position.profile', 'position', position.id, { part });
  return value;
}
