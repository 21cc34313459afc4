import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  foldText,
  LOCALES,
  RESOURCE_KINDS,
  RESOURCE_PAGE_SIZE_MAX,
  RESOURCE_SEARCH_MAX,
  resourceItemInputSchema,
  resourceSlug,
  type Locale,
  type ResourceItemInput,
  type ResourceKind,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requireCaller, type Caller, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { resourceItems, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { fileKeyFromUrl } from '../../files/storage.js';
import { pagination, parseInput } from '../../validation.js';

/** A resource item as the resource centre shows it. */
export interface ResourceItemView {
  id: number;
  kind: ResourceKind;
  slug: string;
  title: string;
  description: string;
  language: Locale;
  url: string;
  body: string;
  published: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface ResourceItemPage {
  data: ResourceItemView[];
  total: number;
}

const listSchema = z.object({
  kind: z.enum(RESOURCE_KINDS).nullish(),
  language: z.enum(LOCALES).nullish(),
  search: z.string().trim().max(RESOURCE_SEARCH_MAX).nullish(),
  ...pagination(RESOURCE_PAGE_SIZE_MAX, 12),
});

const lookupSchema = z
  .object({ id: z.number().int().min(1).nullish(), slug: z.string().trim().min(1).max(120).nullish() })
  .refine((value) => (value.id == null) !== (value.slug == null), { message: 'validation.required' });

const idSchema = z.number().int().min(1).max(2_147_483_647);

function view(row: typeof resourceItems.$inferSelect): ResourceItemView {
  return {
    id: row.id,
    kind: row.kind as ResourceKind,
    slug: row.slug,
    title: row.title,
    description: row.description,
    language: row.language as Locale,
    url: row.url,
    body: row.body,
    published: row.published,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}

/** Whether the signed-in user is a Terna administrator (users.role_type SYSTEM), read on every call. */
export async function isResourcePublisher(ctx: RequestContext): Promise<boolean> {
  const caller = requireCaller(ctx);
  const [row] = await ctx.db.select({ roleType: users.roleType }).from(users).where(eq(users.id, caller.userId));
  return row?.roleType === 'SYSTEM';
}

/** The caller, when a Terna administrator; FORBIDDEN for every company role, owners included. */
async function requirePublisher(ctx: RequestContext): Promise<Caller> {
  const caller = requireCaller(ctx);
  if (!(await isResourcePublisher(ctx))) throw new DomainError('FORBIDDEN');
  return caller;
}

/** Matches `%term%` literally: the searched text's own % and _ are not wildcards. */
const containsPattern = (term: string) => `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The published items (and, for a Terna administrator, the drafts too), newest first, filtered by
 * kind and language; `search` matches title, description and guide text regardless of accents and
 * case, title matches first.
 */
export async function listResourceItems(ctx: RequestContext, args: unknown): Promise<ResourceItemPage> {
  requireCaller(ctx);
  const { kind, language, search, page, size } = parseInput(ctx, listSchema, args);
  const publisher = await isResourcePublisher(ctx);
  const filters: (SQL | undefined)[] = [
    publisher ? undefined : eq(resourceItems.published, true),
    kind ? eq(resourceItems.kind, kind) : undefined,
    language ? eq(resourceItems.language, language) : undefined,
    search ? sql`${resourceItems.searchText} like ${containsPattern(search)}` : undefined,
  ];
  const where = and(...filters);
  // Items whose title holds the words come before those that only mention them.
  const titleFirst = search
    ? [sql`immutable_unaccent(lower(${resourceItems.title})) like ${containsPattern(search)} desc`]
    : [];
  const rows = await ctx.db
    .select()
    .from(resourceItems)
    .where(where)
    .orderBy(...titleFirst, sql`${resourceItems.publishedAt} desc nulls first`, desc(resourceItems.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await ctx.db.select({ value: count() }).from(resourceItems).where(where);
  return { data: rows.map(view), total: total?.value ?? 0 };
}

/** One item by id or slug; a draft is NOT_FOUND for anyone but a Terna administrator. */
export async function getResourceItem(ctx: RequestContext, args: unknown): Promise<ResourceItemView> {
  requireCaller(ctx);
  const { id, slug } = parseInput(ctx, lookupSchema, args);
  const [row] = await ctx.db
    .select()
    .from(resourceItems)
    .where(id != null ? eq(resourceItems.id, id) : eq(resourceItems.slug, slug!));
  if (!row || (!row.published && !(await isResourcePublisher(ctx)))) throw new DomainError('NOT_FOUND');
  return view(row);
}

/** The title's slug, with -2, -3... when other items have it already. */
async function freeSlug(db: Database, title: string): Promise<string> {
  const base = resourceSlug(title);
  const taken = await db
    .select({ slug: resourceItems.slug })
    .from(resourceItems)
    .where(sql`${resourceItems.slug} = ${base} or ${resourceItems.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

const columns = (input: ResourceItemInput) => ({
  kind: input.kind,
  title: input.title,
  description: input.description,
  language: input.language,
  // A guide is its text; a video or document is its address: the other field is dropped, not kept hidden.
  url: input.kind === 'GUIDE' ? '' : input.url,
  body: input.kind === 'GUIDE' ? input.body : '',
  published: input.published,
});

/** Publications of the same title at once: the loser of the slug takes the next free one. */
const SLUG_ATTEMPTS = 25;

/** publishResourceItem: a Terna administrator adds a video, document or guide (published now, or a draft). */
export async function publishResourceItem(ctx: RequestContext, input: unknown): Promise<ResourceItemView> {
  const caller = await requirePublisher(ctx);
  const values = parseInput(ctx, resourceItemInputSchema, input);
  return ctx.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(resourceItems)
        .values({
          ...columns(values),
          slug: await freeSlug(tx, values.title),
          publishedAt: values.published ? new Date() : null,
          createdBy: caller.userId,
        })
        .onConflictDoNothing({ target: resourceItems.slug })
        .returning();
      if (!row) continue;
      await audit(tx, caller, 'resourceItem.publish', 'resource_item', row.id, {
        kind: values.kind,
        title: values.title,
        published: values.published,
      });
      return view(row);
    }
    throw new DomainError('RESOURCE_SLUG_TAKEN');
  });
}

/**
 * updateResourceItem: the whole item again. The slug stays the one of the first publication, so links
 * to a guide keep working after its title is corrected; the publication date stays the first one.
 */
export async function updateResourceItem(ctx: RequestContext, id: unknown, input: unknown): Promise<ResourceItemView> {
  const caller = await requirePublisher(ctx);
  const itemId = parseInput(ctx, idSchema, id);
  const values = parseInput(ctx, resourceItemInputSchema, input);
  const { row, previousUrl } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(resourceItems).where(eq(resourceItems.id, itemId)).for('update');
    if (!current) throw new DomainError('NOT_FOUND');
    const [row] = await tx
      .update(resourceItems)
      .set({
        ...columns(values),
        publishedAt: values.published ? (current.publishedAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(resourceItems.id, itemId))
      .returning();
    await audit(tx, caller, 'resourceItem.update', 'resource_item', itemId, {
      title: values.title,
      published: values.published,
    });
    return { row: row!, previousUrl: current.url };
  });
  forgetFile(ctx, previousUrl, row.url);
  return view(row);
}

/** deleteResourceItem: removes the item, and its uploaded file once the removal has committed. */
export async function deleteResourceItem(ctx: RequestContext, id: unknown): Promise<number> {
  const caller = await requirePublisher(ctx);
  const itemId = parseInput(ctx, idSchema, id);
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(resourceItems).where(eq(resourceItems.id, itemId)).returning();
    if (!row) throw new DomainError('NOT_FOUND');
    await audit(tx, caller, 'resourceItem.delete', 'resource_item', itemId, { title: row.title, kind: row.kind });
    return row;
  });
  forgetFile(ctx, removed.url, '');
  return itemId;
}

/** Deletes an uploaded file an item no longer points to, after the commit; a leftover file costs only disk. */
function forgetFile(ctx: RequestContext, previousUrl: string, currentUrl: string): void {
  const key = fileKeyFromUrl(previousUrl);
  if (key && previousUrl !== currentUrl) ctx.afterCommit(() => ctx.files.delete(key).catch(() => undefined));
}
