import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * The resource centre's videos, documents and guides: Terna's own content, the same for every
 * company (no company_id). Terna administrators (users.role_type SYSTEM) publish them; every
 * member reads the published ones.
 */
export const resourceItems = pgTable(
  'resource_items',
  {
    id: serial('id').primaryKey(),
    /** RESOURCE_KINDS of @terna/domain. */
    kind: text('kind').notNull(),
    /** Unique: a guide's page address (/resource-center/guides/<slug>). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The Locale the item is written in. */
    language: text('language').notNull(),
    /** An external address or a stored file (/files/<key>); empty for a guide. */
    url: text('url').notNull().default(''),
    /** A guide's Markdown. */
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What searches compare: title, description and body, lower case without accents. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`immutable_unaccent(lower(title || ' ' || description || ' ' || body))`),
    ),
  },
  (t) => [
    uniqueIndex('resource_items_slug_idx').on(t.slug),
    index('resource_items_list_idx').on(t.kind, t.language, t.publishedAt),
    index('resource_items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
