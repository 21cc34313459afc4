import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './candidates.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The CV search document of a person (issue 19), rebuilt by triggers on persons, curricula and
 * process_persons (migration 0023, `cv_search_refresh`). `doc` holds each word's search key (Spanish
 * then English stem of the accent-free word) with the numbers of the fields it occurs in as its
 * positions (1 = main experience title … 11 = e-mail, the order of CV_SEARCH_FIELDS); the personal
 * fields carry weight D, the others A, so a talent-pool query can leave them out. The other columns
 * are the filters and the order. Read by the owner connection only: the tenant role has no grant.
 */
export const cvSearchDocuments = pgTable(
  'cv_search_documents',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => persons.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    optIn: boolean('opt_in').notNull(),
    countryCode: text('country_code'),
    /** Accent-free, lower case, like every text filter column. */
    city: text('city'),
    areas: text('areas').array().notNull(),
    experienceMonths: integer('experience_months').notNull(),
    salaryAmount: integer('salary_amount'),
    languages: text('languages').array().notNull(),
    educationLevels: text('education_levels').array().notNull(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
    /** The main experience's end as a month number (year × 12 + month − 1); current = 999999, none = 0. */
    endKey: integer('end_key').notNull(),
    /** The main experience's length in months. */
    months: integer('months').notNull(),
  },
  (t) => [
    index('cv_search_documents_doc_idx').using('gin', t.doc),
    index('cv_search_documents_activity_idx').on(t.lastActivity.desc(), t.personId.desc()),
  ],
);

/**
 * One row per (search key, person): the fields the key occurs in as a bit mask and the score that
 * gives in each pool. Its two ordered indexes are the sorted lists the engine walks to find the top
 * results of a common word without scoring every CV that has it (cv-search/ranking.ts).
 */
export const cvSearchPostings = pgTable(
  'cv_search_postings',
  {
    key: text('key').notNull(),
    personId: integer('person_id').notNull(),
    mask: integer('mask').notNull(),
    talentPoolScore: smallint('talent_pool_score').notNull(),
    myBaseScore: smallint('my_base_score').notNull(),
    optIn: boolean('opt_in').notNull(),
    endKey: integer('end_key').notNull(),
    months: integer('months').notNull(),
  },
  (t) => [
    index('cv_search_postings_person_idx').on(t.personId),
    index('cv_search_postings_talent_pool_idx')
      .on(t.key, t.talentPoolScore.desc(), t.endKey.desc(), t.months.desc(), t.personId.desc())
      .where(sql`${t.optIn} and ${t.talentPoolScore} > 0`),
    index('cv_search_postings_my_base_idx').on(
      t.key,
      t.myBaseScore.desc(),
      t.endKey.desc(),
      t.months.desc(),
      t.personId.desc(),
    ),
  ],
);

/**
 * Every accent-free word of the searchable CV fields except identification and e-mail (each of those
 * is unique to a person and would only bloat it): what a prefix or a misspelt word is expanded to.
 */
export const cvSearchVocabulary = pgTable(
  'cv_search_vocabulary',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('cv_search_vocabulary_prefix_idx').on(t.word.op('text_pattern_ops')),
    index('cv_search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
