import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  dialCode: text('dial_code').notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameSpanish: text('name_spanish').notNull(),
  nameEnglish: text('name_english').notNull(),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  codeISO: text('code_iso').notNull().unique(),
  symbol: text('symbol').notNull().default('$'),
});

export const degrees = pgTable('degrees', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull(),
});

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    countryCode: text('country_code').notNull(),
  },
  (t) => [index('places_name_idx').on(t.name)],
);

/** Slug catalogues served at /catalog-mongo-web/{slug}: skills, industries, areas, sub-areas, institutions, study areas, job titles. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
  },
  (t) => [uniqueIndex('catalogue_items_slug_name_idx').on(t.slug, t.name)],
);
