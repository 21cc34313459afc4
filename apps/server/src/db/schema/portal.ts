import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { processPersons } from './candidates.js';
import { companies } from './identity.js';
import { processes } from './processes.js';

/**
 * The candidate portal (issue 17, docs/decisions/014): sign-in codes, consents, and the server-owned
 * sessions in which a candidate answers a step. Every answer is a row written in the answering
 * request's transaction, so a restart loses nothing.
 */

/** One-time sign-in codes sent by e-mail; only a keyed hash is kept. Read by anonymous portal routes only. */
export const portalCodes = pgTable(
  'portal_codes',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_codes_process_email_idx').on(t.processId, sql`lower(${t.email})`, t.createdAt)],
);

/** The candidate's acceptance of the company's privacy notice and data processing, with its version and time. */
export const candidateConsents = pgTable(
  'candidate_consents',
  {
    id: serial('id').primaryKey(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    noticeVersion: text('notice_version').notNull(),
    dataProcessing: boolean('data_processing').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_consents_process_person_idx').on(t.processPersonId, t.acceptedAt)],
);

/**
 * A candidate's sitting of one step (component) or one part of it (each knowledge test is a part).
 * `questions` is the server's snapshot of what this candidate was asked, keys included, so scoring
 * never depends on a bank edited later. `clientId` is the tab or device that holds the session.
 */
export const evaluationSessions = pgTable(
  'evaluation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    componentType: text('component_type').notNull(),
    part: text('part').notNull().default('main'),
    /** A retake the recruiter allowed (EVALUATION_POSTPONED) starts attempt + 1. */
    attempt: integer('attempt').notNull().default(1),
    /** EVALUATION_STATUSES of the domain: INPROGRESS, FINISHED, INTERRUPTED_TIMEOUT, POSTPONED... */
    status: text('status').notNull().default('INPROGRESS'),
    questions: jsonb('questions').notNull(),
    clientId: text('client_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The server's clock: answers after it are OUT_OF_TIME. Null: no time limit. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('evaluation_sessions_part_idx').on(t.processPersonId, t.componentType, t.part, t.attempt),
    index('evaluation_sessions_company_idx').on(t.companyId),
    // The sweep's lookup of open parts past their deadline: only open timed parts are indexed.
    index('evaluation_sessions_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'INPROGRESS' and ${t.deadlineAt} is not null`),
  ],
);

/** One answer per question of a session, stored once (the primary key makes a replay a no-op). */
export const evaluationAnswers = pgTable(
  'evaluation_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => evaluationSessions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: jsonb('answer').notNull(),
    /** Seconds from the question being served (or the session start) to the answer, by the server's clock. */
    seconds: integer('seconds'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionId] })],
);

/** The CV file a candidate uploaded (PDF or DOCX), kept for the recruiter (files/storage.ts key). */
export const candidateFiles = pgTable(
  'candidate_files',
  {
    id: serial('id').primaryKey(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_files_process_person_idx').on(t.processPersonId),
    // GET /files/:key finds the candidate a file is of.
    index('candidate_files_file_key_idx').on(t.fileKey),
  ],
);
