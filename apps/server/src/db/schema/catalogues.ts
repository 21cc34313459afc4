import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/** The folded form searches compare: lower case without accents ("Bogotá" → "bogota"). */
const folded = (column: string) => sql.raw(`immutable_unaccent(lower(${column}))`);

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

export const degrees = pgTable(
  'degrees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
  },
  (t) => [uniqueIndex('degrees_name_idx').on(t.name)],
);

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    countryCode: text('country_code').notNull(),
    searchName: text('search_name').generatedAlwaysAs(folded('name')),
  },
  (t) => [
    index('places_name_idx').on(t.name),
    index('places_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** Slug catalogues served at /catalog-mongo-web/{slug}: skills, industries, areas, sub-areas, institutions, study areas, job titles, positions. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    searchName: text('search_name').generatedAlwaysAs(folded('name')),
  },
  (t) => [
    uniqueIndex('catalogue_items_slug_name_idx').on(t.slug, t.name),
    index('catalogue_items_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** The competence catalogue (GET /cm/competences): what a process can evaluate, with its definition in both languages. */
export const competences = pgTable(
  'competences',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    definitionEs: text('definition_es').notNull(),
    definitionEn: text('definition_en').notNull(),
    area: text('area').notNull(),
    /** Words of a job profile that suggest the competence (the rule-based suggestion). */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchName: text('search_name').generatedAlwaysAs(folded('name_es')),
  },
  (t) => [index('competences_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`)],
);

/** Job boards an offer can be multiposted to (client/companies/publication), by their multiposting code. */
export const jobBoards = pgTable('job_boards', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  webPage: text('web_page').notNull(),
  active: boolean('active').notNull().default(true),
  externalSiteInfoList: jsonb('external_site_info_list')
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/**
 * A question bank: a company's own (company_id set) or one of Terna's shipped library (company_id
 * null, a unique code, read-only for every company). Shipped banks keep fixed ids below
 * QUESTION_BANK_FIRST_COMPANY_ID so profile templates can name them.
 */
export const questionBanks = pgTable(
  'question_banks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code'),
    name: text('name').notNull(),
    language: text('language').notNull(),
    purpose: text('purpose').notNull(),
    area: text('area').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_banks_library_code_idx')
      .on(t.code)
      .where(sql`${t.companyId} is null`),
    index('question_banks_company_idx').on(t.companyId),
    check('question_banks_language_check', sql`${t.language} in ('es', 'en')`),
    check('question_banks_purpose_check', sql`${t.purpose} in ('KNOWLEDGE', 'INTERVIEW')`),
    check('question_banks_library_code_check', sql`${t.companyId} is not null or ${t.code} is not null`),
  ],
);

/** A question of a bank; a knowledge question's answers hold exactly one correct one. */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    answers: jsonb('answers')
      .$type<{ id: string; content: string; correct: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    difficulty: text('difficulty').notNull().default('MEDIUM'),
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_questions_bank_order_idx').on(t.bankId, t.order),
    check('bank_questions_difficulty_check', sql`${t.difficulty} in ('EASY', 'MEDIUM', 'HARD')`),
  ],
);
