import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies, companies, departments, users } from './identity.js';
import { planConfigs } from './plans.js';

/** A job profile (position) that processes evaluate against. */
export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  workflow: text('workflow'),
  difficulty: integer('difficulty'),
  description: text('description'),
  placeId: integer('place_id'),
  /** The job profile the wizard last saved for a process of this position (the next one starts from it). */
  profile: jsonb('profile'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const processes = pgTable(
  'processes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    planConfigId: integer('plan_config_id').references(() => planConfigs.id, { onDelete: 'set null' }),
    /** Trust (RELIABILITY) sub-processes hang from the process they check. */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    status: text('status').notNull(),
    typeCompanyPlan: text('type_company_plan').notNull(),
    environmentType: text('environment_type').notNull(),
    fullProfile: boolean('full_profile').notNull().default(true),
    productType: text('product_type').notNull().default('CAP'),
    workflow: text('workflow'),
    confidential: boolean('confidential').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    mandatory: boolean('mandatory').notNull().default(false),
    skipInterview: boolean('skip_interview').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/Bogota'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    endPublicationDate: timestamp('end_publication_date', { withTimezone: true }),
    creditsValue: integer('credits_value').notNull().default(0),
    /** Credits consumed by the process and its extensions (recurrenceSummary.totalConsume). */
    totalConsume: integer('total_consume').notNull().default(0),
    isExtend: boolean('is_extend').notNull().default(false),
    /** environmentSettings, processAdvancedDTO and processNotificationInfo of the spec. */
    environmentSettings: jsonb('environment_settings'),
    advanced: jsonb('advanced'),
    notificationInfo: jsonb('notification_info'),
    /** The launch wizard's draft (LaunchDraft of @terna/domain) and the step last saved (decision 013). */
    launchDraft: jsonb('launch_draft'),
    draftStep: text('draft_step'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** The public application link's slug (/apply/{slug}), set at launch. */
    publicSlug: text('public_slug').unique(),
    /** Set when the scoring engine left the ranking's long shifts to the re-rank (modules/scoring/ranking.ts). */
    rankingStaleAt: timestamp('ranking_stale_at', { withTimezone: true }),
    /** When the thank-you e-mail to the candidates not hired was last sent (docs/decisions/034). */
    notHiredMailSentAt: timestamp('not_hired_mail_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('processes_company_created_idx').on(t.companyId, t.createdAt),
    index('processes_company_status_idx').on(t.companyId, t.status),
    index('processes_parent_idx').on(t.parentId),
    // A process has at most one trust sub-process: two first invitations at once cannot make two.
    uniqueIndex('processes_one_trust_child_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
  ],
);

/**
 * The recruiter's satisfaction score (NPS, 0 to 10) of a closed process with hires: one per process
 * (processFeedback.hasNps of spec 1; docs/decisions/034).
 */
export const processNps = pgTable('process_nps', {
  processId: integer('process_id')
    .primaryKey()
    .references(() => processes.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  score: integer('score').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The job opportunity a process evaluates: its components, weights and profile requirements. */
export const jobOpportunities = pgTable('job_opportunities', {
  id: serial('id').primaryKey(),
  processId: integer('process_id')
    .notNull()
    .unique()
    .references(() => processes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
  overqualified: boolean('overqualified').notNull().default(false),
  /** curriculum requirements, competences, knowledge tests and interview of spec 1 section 3. */
  curriculum: jsonb('curriculum'),
  competences: jsonb('competences'),
  knowledge: jsonb('knowledge'),
  interview: jsonb('interview'),
  /** A trust sub-process's checks (TRUST_CHECKS): the required ones and the optional ones chosen at launch. */
  trustChecks: text('trust_checks').array(),
});

export const jobComponents = pgTable(
  'job_components',
  {
    id: serial('id').primaryKey(),
    jobOpportunityId: integer('job_opportunity_id')
      .notNull()
      .references(() => jobOpportunities.id, { onDelete: 'cascade' }),
    componentType: text('component_type').notNull(),
    order: integer('order').notNull(),
    weight: integer('weight').notNull(),
    minValueToPass: numeric('min_value_to_pass', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('job_components_type_idx').on(t.jobOpportunityId, t.componentType)],
);

/** The tags a process offers (tagsConfig), beside the company's predefined tags. */
export const processTags = pgTable(
  'process_tags',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: text('label').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('process_tags_code_idx').on(t.processId, t.code)],
);

export const companyTags = pgTable(
  'company_tags',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    hexCode: text('hex_code').notNull(),
    isPredefined: boolean('is_predefined').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_tags_code_idx').on(t.companyId, t.code),
    // Names are unique per company whatever their case (migration 0020).
    uniqueIndex('company_tags_title_idx').on(t.companyId, sql`lower(${t.title})`),
  ],
);

/** External observers: read-only reviewers of a process through an expiring link. */
export const observers = pgTable(
  'observers',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Component types the observer may see, in the process's component order. */
    sections: jsonb('sections').notNull(),
    /** The processPerson ids the observer may see; null: every shortlisted candidate. */
    candidates: jsonb('candidates').$type<number[]>(),
    /** RECENTLY_ADDED until the link is first sent, then ACTIVE, REVOKED once revoked; EXPIRED is read off expires_at. */
    status: text('status').notNull(),
    /** SHA-256 of the link token: how a request's bearer finds its observer. */
    tokenHash: text('token_hash'),
    /** The link token, AES-256-GCM encrypted with a key derived from the server secret, so the link can be copied again. */
    tokenCiphertext: text('token_ciphertext'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('observers_process_idx').on(t.processId),
    uniqueIndex('observers_token_hash_idx')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    // One invitation per e-mail and process, whatever its case: the service answers OBSERVER_ALREADY_ADDED first.
    uniqueIndex('observers_process_email_idx').on(t.processId, sql`lower(${t.email})`),
  ],
);
