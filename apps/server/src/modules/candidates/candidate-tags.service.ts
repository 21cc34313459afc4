import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { idSchema, MAX_TAGS, msg, NO_TAGS_CODE, tagLabelSchema } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { companyTags, personTags, processTags } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { findOwnProcess } from '../processes/index.js';
import { recordActivities } from './activity.js';
import { candidateOf, processForAction, processOfCandidate, refuseBlacklisted } from './candidate-access.js';
import { publishAfterCommit } from '../../realtime/index.js';

export interface CandidateTag {
  id: number;
  code: string;
  date: Date;
  userId: number | null;
  processPersonId: number;
}

const toCandidateTag = (row: typeof personTags.$inferSelect): CandidateTag => ({
  id: row.id,
  code: row.code,
  date: row.date,
  userId: row.userId,
  processPersonId: row.processPersonId,
});

export interface TagsConfig {
  /** One configuration per process: its id is the process id. */
  id: number;
  processId: number;
  date: Date | null;
  tags: { code: string; color: string; label: string }[];
}

export interface CompanyTags {
  id: number;
  companyId: number;
  date: Date | null;
  listTags: { id: number; code: string; hexCode: string; title: string; isPredefined: boolean }[];
}

const codeSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(64, msg('max'));

/**
 * createPersonTag(processPersonId, code): tags a candidate with one of the process's tags or the
 * company's predefined tags, at most MAX_TAGS per candidate. NO_TAGS is never a tag one adds.
 * A tag the candidate already has is returned as it is.
 */
export async function createPersonTag(
  ctx: RequestContext,
  processPersonId: number,
  code: unknown,
): Promise<CandidateTag> {
  const caller = requirePermission(ctx, 'candidate.update');
  const candidateId = parseInput(ctx, idSchema, processPersonId);
  const tagCode = parseInput(ctx, z.object({ code: codeSchema }), { code }).code;
  return ctx.db.transaction(async (tx) => {
    const { process } = await processOfCandidate(tx, caller, candidateId, 'tags');
    const candidate = await candidateOf(tx, process.id, { processPersonId: candidateId }, true);
    refuseBlacklisted(candidate);
    if (tagCode === NO_TAGS_CODE || !(await isKnownTag(tx, process.id, process.companyId, tagCode)))
      throw new DomainError('TAG_UNKNOWN');

    const [existing] = await tx
      .select()
      .from(personTags)
      .where(and(eq(personTags.processPersonId, candidateId), eq(personTags.code, tagCode)));
    if (existing) return toCandidateTag(existing);
    const [{ tags } = { tags: 0 }] = await tx
      .select({ tags: count() })
      .from(personTags)
      .where(and(eq(personTags.processPersonId, candidateId), ne(personTags.code, NO_TAGS_CODE)));
    if (tags >= MAX_TAGS) throw new DomainError('TAG_LIMIT', { max: MAX_TAGS });

    const [tag] = await tx
      .insert(personTags)
      .values({ processPersonId: candidateId, code: tagCode, userId: caller.userId })
      .returning();
    publishAfterCommit(ctx, 'candidateChanged', process.id, {
      processId: process.id,
      processPersonId: candidateId,
      reason: 'TAGS',
    });
    await recordActivities(tx, [
      { processPersonId: candidateId, name: 'TAG_ADDED', userId: caller.userId, data: { code: tagCode } },
    ]);
    await audit(tx, caller, 'candidate.tagAdd', 'processPerson', candidateId, { processId: process.id, code: tagCode });
    return toCandidateTag(tag!);
  });
}

async function isKnownTag(
  tx: Pick<Database, 'select'>,
  processId: number,
  companyId: number,
  code: string,
): Promise<boolean> {
  const [processTag] = await tx
    .select({ id: processTags.id })
    .from(processTags)
    .where(and(eq(processTags.processId, processId), eq(processTags.code, code)));
  if (processTag) return true;
  const [companyTag] = await tx
    .select({ id: companyTags.id })
    .from(companyTags)
    .where(and(eq(companyTags.companyId, companyId), eq(companyTags.code, code)));
  return Boolean(companyTag);
}

/** deletePersonTag(id, processPersonId): removes one of the candidate's tags. */
export async function deletePersonTag(ctx: RequestContext, id: number, processPersonId: number): Promise<boolean> {
  const caller = requirePermission(ctx, 'candidate.update');
  const tagId = parseInput(ctx, idSchema, id);
  const candidateId = parseInput(ctx, idSchema, processPersonId);
  return ctx.db.transaction(async (tx) => {
    const { process } = await processOfCandidate(tx, caller, candidateId, 'tags');
    const candidate = await candidateOf(tx, process.id, { processPersonId: candidateId }, true);
    refuseBlacklisted(candidate);
    const [removed] = await tx
      .delete(personTags)
      .where(and(eq(personTags.id, tagId), eq(personTags.processPersonId, candidateId)))
      .returning({ code: personTags.code });
    if (!removed) throw new DomainError('NOT_FOUND');
    publishAfterCommit(ctx, 'candidateChanged', process.id, {
      processId: process.id,
      processPersonId: candidateId,
      reason: 'TAGS',
    });
    await recordActivities(tx, [
      { processPersonId: candidateId, name: 'TAG_REMOVED', userId: caller.userId, data: { code: removed.code } },
    ]);
    await audit(tx, caller, 'candidate.tagRemove', 'processPerson', candidateId, {
      processId: process.id,
      code: removed.code,
      tagId,
    });
    return true;
  });
}

const PROCESS_TAG_PREFIX = 'Process_Tag_';
const PROCESS_TAG_NUMBER = /^Process_Tag_(\d{1,9})$/;
const colorSchema = z
  .string({ error: msg('required') })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, msg('regex'));
const processTagCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,40}$/, msg('regex'))
  .refine((code) => code !== NO_TAGS_CODE, msg('regex'));
const tagsSchema = z
  .array(z.object({ code: processTagCodeSchema.nullish(), label: tagLabelSchema, color: colorSchema }))
  .min(1, msg('required'))
  .max(50, msg('max'));

async function tagsConfig(tx: Pick<Database, 'select'>, processId: number): Promise<TagsConfig> {
  const rows = await tx
    .select()
    .from(processTags)
    .where(eq(processTags.processId, processId))
    .orderBy(asc(processTags.id));
  const date = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.createdAt > latest ? row.createdAt : latest),
    null,
  );
  return { id: processId, processId, date, tags: rows.map(({ code, color, label }) => ({ code, color, label })) };
}

/**
 * createProcessTag(processId, tags): adds tags to the process; a tag without a code gets the next
 * free Process_Tag_n, and a code the process already has is relabelled and recoloured.
 */
export async function createProcessTag(ctx: RequestContext, processId: number, tags: unknown): Promise<TagsConfig> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const input = parseInput(ctx, z.object({ tags: tagsSchema }), { tags }).tags;
  return ctx.db.transaction(async (tx) => {
    // The process row is locked so two concurrent creations cannot pick the same Process_Tag_n.
    await processForAction(tx, caller, id, 'tags', true);
    const existing = await tx.select({ code: processTags.code }).from(processTags).where(eq(processTags.processId, id));
    let next = Math.max(0, ...existing.map(({ code }) => Number(PROCESS_TAG_NUMBER.exec(code)?.[1] ?? 0))) + 1;
    // One statement; a code named twice in the request keeps its last label and colour.
    const byCode = new Map(
      input.map((tag) => [
        tag.code ?? `${PROCESS_TAG_PREFIX}${next++}`,
        { processId: id, code: '', label: tag.label, color: tag.color },
      ]),
    );
    const values = [...byCode].map(([code, value]) => ({ ...value, code }));
    await tx
      .insert(processTags)
      .values(values)
      .onConflictDoUpdate({
        target: [processTags.processId, processTags.code],
        set: { label: sql`excluded.label`, color: sql`excluded.color` },
      });
    await audit(tx, caller, 'process.tagsCreate', 'process', id, {
      tags: values.map(({ code, label, color }) => ({ code, label, color })),
    });
    return tagsConfig(tx, id);
  });
}

/** updateProcessTag(id, processId, tags): relabels and recolours the process tags named by code. */
export async function updateProcessTag(
  ctx: RequestContext,
  configId: number,
  processId: number,
  tags: unknown,
): Promise<TagsConfig> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  if (parseInput(ctx, idSchema, configId) !== id) throw new DomainError('NOT_FOUND');
  const input = parseInput(
    ctx,
    z.object({
      tags: z
        .array(z.object({ code: processTagCodeSchema, label: tagLabelSchema, color: colorSchema }))
        .min(1)
        .max(50),
    }),
    {
      tags,
    },
  ).tags;
  return ctx.db.transaction(async (tx) => {
    await processForAction(tx, caller, id, 'tags', true);
    for (const tag of input) {
      const updated = await tx
        .update(processTags)
        .set({ label: tag.label, color: tag.color })
        .where(and(eq(processTags.processId, id), eq(processTags.code, tag.code)))
        .returning({ id: processTags.id });
      if (updated.length === 0) throw new DomainError('TAG_UNKNOWN');
    }
    await audit(tx, caller, 'process.tagsUpdate', 'process', id, { tags: input });
    return tagsConfig(tx, id);
  });
}

/** getTagsConfig(processId): the process's own tags. */
export async function getTagsConfig(ctx: RequestContext, processId: number): Promise<TagsConfig> {
  const caller = requirePermission(ctx, 'candidate.view');
  const id = parseInput(ctx, idSchema, processId);
  await findOwnProcess(ctx.db, caller, id);
  return tagsConfig(ctx.db, id);
}

/** getCompanyTags: the caller's company's predefined tags (the companyId argument is not trusted). */
export async function getCompanyTags(ctx: RequestContext): Promise<CompanyTags> {
  const caller = requirePermission(ctx, 'candidate.view');
  const rows = await ctx.db
    .select()
    .from(companyTags)
    .where(eq(companyTags.companyId, caller.companyId))
    .orderBy(asc(companyTags.id));
  const date = rows.reduce<Date | null>(
    (earliest, row) => (earliest === null || row.createdAt < earliest ? row.createdAt : earliest),
    null,
  );
  return {
    id: caller.companyId,
    companyId: caller.companyId,
    date,
    listTags: rows.map(({ id, code, hexCode, title, isPredefined }) => ({ id, code, hexCode, title, isPredefined })),
  };
}
