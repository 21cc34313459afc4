import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.js';
import { observers, processes } from './processes.js';

/** A candidate as a person (personId); the same person may take part in many processes. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    identification: text('identification'),
    email: text('email'),
    phone: text('phone'),
    birthDate: date('birth_date'),
    countryCode: text('country_code').notNull().default('XX'),
    gender: text('gender').notNull().default('UNDEFINED'),
    maritalStatus: text('marital_status'),
    placeId: integer('place_id'),
    avatarUrl: text('avatar_url'),
    hasSomeDisability: boolean('has_some_disability').notNull().default(false),
    /**
     * The person agreed, in the candidate portal, to be found by other companies in the talent pool
     * (anonymised until a company buys the CV). Withdrawing clears it; the time is kept as evidence.
     */
    talentPoolOptIn: boolean('talent_pool_opt_in').notNull().default(false),
    talentPoolOptInAt: timestamp('talent_pool_opt_in_at', { withTimezone: true }),
    /**
     * The company whose invitation created the record (the request's company, migration 0004); null
     * for records written by the owner connection (seeds, imports). Row-level security lets that
     * company see the person before any participation of it exists.
     */
    createdByCompanyId: integer('created_by_company_id')
      .references(() => companies.id, { onDelete: 'set null' })
      .default(sql`terna_company_id()`),
    /** Set on the stand-in a company's erasure puts in the person's place (docs/decisions/033): it holds no personal data. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('persons_email_idx').on(sql`lower(${t.email})`),
    index('persons_identification_idx').on(t.identification),
  ],
);

/** A person's CV: salary expectation, education, experience, skills and languages. */
export const curricula = pgTable('curricula', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  salaryAmount: integer('salary_amount'),
  salaryCurrency: text('salary_currency'),
  industry: text('industry'),
  areaExperience: text('area_experience'),
  subExperience: text('sub_experience'),
  education: text('education'),
  institution: text('institution'),
  lastCompany: text('last_company'),
  skills: text('skills').array(),
  languages: text('languages').array(),
  data: jsonb('data'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person taking part in a process (processPersonId). companyId is kept here so every read can be tenant-scoped cheaply. */
export const processPersons = pgTable(
  'process_persons',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    evaluationsStatus: text('evaluations_status').notNull().default('OPEN'),
    source: text('source').notNull().default('CAP_ADDED'),
    ranking: integer('ranking'),
    composedScore: numeric('composed_score', { precision: 5, scale: 2 }),
    composedStatus: boolean('composed_status').notNull().default(false),
    archetype: text('archetype'),
    trustCode: text('trust_code'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('process_persons_process_person_idx').on(t.processId, t.personId),
    index('process_persons_process_score_idx').on(t.processId, t.composedScore),
    // The candidate list's default order: composed score descending, unscored last, then id.
    index('process_persons_process_ranking_idx').on(t.processId, t.composedScore.desc().nullsLast(), t.id),
    // The scoring engine shifts the places between two rankings and finds the ranked candidate
    // just ahead of a score (modules/scoring/ranking.ts).
    index('process_persons_process_place_idx')
      .on(t.processId, t.ranking)
      .where(sql`${t.ranking} is not null`),
    index('process_persons_process_ended_idx')
      .on(t.processId, t.composedScore.desc(), t.id)
      .where(sql`${t.evaluationsStatus} = 'ENDED'`),
    index('process_persons_company_idx').on(t.companyId),
    index('process_persons_person_idx').on(t.personId),
  ],
);

/** One row per evaluated component of a process person: status and result. */
export const componentResults = pgTable(
  'component_results',
  {
    id: serial('id').primaryKey(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    componentType: text('component_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    value: numeric('value', { precision: 5, scale: 2 }),
    notified: boolean('notified').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('component_results_type_idx').on(t.processPersonId, t.componentType)],
);

export const personTags = pgTable(
  'person_tags',
  {
    id: serial('id').primaryKey(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('person_tags_code_idx').on(t.processPersonId, t.code)],
);

/** One active feeling per reviewer (a company user or an observer) per candidate. */
export const feelings = pgTable(
  'feelings',
  {
    id: serial('id').primaryKey(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    observerId: integer('observer_id').references(() => observers.id, { onDelete: 'cascade' }),
    feeling: text('feeling').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per-candidate lookups (the list's feeling summary) need a plain index: the partial ones below do not serve them.
    index('feelings_process_person_idx').on(t.processPersonId),
    uniqueIndex('feelings_user_idx')
      .on(t.processPersonId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('feelings_observer_idx')
      .on(t.processPersonId, t.observerId)
      .where(sql`${t.observerId} is not null`),
  ],
);

export const hires = pgTable('hires', {
  processPersonId: integer('process_person_id')
    .primaryKey()
    .references(() => processPersons.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  hiredAt: date('hired_at').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The candidate's activity timeline and milestones (approvals, resets, reminders). */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_process_person_idx').on(t.processPersonId, t.timestamp)],
);

/** The unwanted list: blacklisting is company-wide for the person. */
export const blacklist = pgTable(
  'blacklist',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
    /** From this moment the entry no longer counts anywhere (ACTIVE_BLACKLIST); null: for good. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.personId] }),
    // The unwanted list page: the company's entries, the most recent first.
    index('blacklist_company_created_idx').on(t.companyId, t.createdAt.desc(), t.personId),
  ],
);

export const comparatorEntries = pgTable(
  'comparator_entries',
  {
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.processPersonId, t.userId] })],
);

/** Each read of the report by an observer: a candidate's detail, or the report itself (no candidate). */
export const observerViews = pgTable(
  'observer_views',
  {
    id: serial('id').primaryKey(),
    observerId: integer('observer_id')
      .notNull()
      .references(() => observers.id, { onDelete: 'cascade' }),
    processPersonId: integer('process_person_id').references(() => processPersons.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The observer list reads each observer's newest views and their count.
  (t) => [index('observer_views_observer_idx').on(t.observerId, t.viewedAt)],
);

/**
 * A CV a company bought from the talent pool (buyCurriculum): the person joins the company's my-base
 * with contact data visible. One row per company and person, so a person is never charged twice.
 */
export const cvPurchases = pgTable(
  'cv_purchases',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The ledger movement that paid for it (one movement pays for every person of a purchase). */
    transactionId: integer('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.personId] }), index('cv_purchases_person_idx').on(t.personId)],
);
