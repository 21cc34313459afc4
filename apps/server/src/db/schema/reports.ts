import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './identity.js';
import { processPersons } from './candidates.js';
import { processes } from './processes.js';
import type { Locale, ReportFormat, ReportKind, ReportSection, ReportStatus } from '@terna/domain';

/**
 * A report template (spec 1 section 3): which document a report is (title, layout) for an engine and
 * vendor. company_id null: offered to every company; a company's own template of the same engine and
 * vendor takes its place for that company (docs/decisions/009, Reports).
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The document's title. */
    publicName: text('public_name').notNull(),
    version: integer('version').notNull().default(1),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    engineId: text('engine_id').notNull(),
    vendorId: text('vendor_id').notNull(),
    /** COMPLETE (every detail of each section) or SUMMARY (one line per section). */
    layout: text('layout').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One template per engine and vendor for every company, and one per company: a null company is a value here.
  (t) => [
    unique('report_templates_company_engine_vendor_key').on(t.companyId, t.engineId, t.vendorId).nullsNotDistinct(),
  ],
);

/**
 * A generated report: a candidate's (CANDIDATE), a candidate's trust report (TRUST) or a ZIP of
 * several candidates' reports (BUNDLE, process_person_id null). One row per candidate and options
 * (options_key); the document is built in the request and rendered by a job (report-jobs.ts).
 */
export const candidateReports = pgTable(
  'candidate_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    processPersonId: integer('process_person_id').references(() => processPersons.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** IN_QUEUE, WAITING, IN_PROGRESS, COMPLETED or FAILED (REPORT_STATUSES). */
    status: text('status').$type<ReportStatus>().notNull().default('IN_QUEUE'),
    format: text('format').$type<ReportFormat>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    sections: text('sections')
      .array()
      .$type<ReportSection[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    templateId: integer('template_id').references(() => reportTemplates.id, { onDelete: 'set null' }),
    engineId: text('engine_id').notNull(),
    /** The template's vendor; empty for a trust report, which has no template. */
    vendorId: text('vendor_id').notNull(),
    /** The options that name the report (kind, format, language, engine, vendor, sections; a bundle's candidates). */
    optionsKey: text('options_key').notNull(),
    /** SHA-256 of the document without its generation time (a bundle: of its members' hashes): same data, same file. */
    dataHash: text('data_hash').notNull(),
    /** What the job renders (ReportDocument or TrustReportDocument); null for a bundle. */
    document: jsonb('document'),
    /** A bundle's member reports (candidate_reports ids), in the order they are zipped. */
    memberIds: integer('member_ids').array(),
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    size: integer('size'),
    /** Why a FAILED report failed (an error code, translated when read). */
    errorCode: text('error_code'),
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    /** Raised each time the row is queued again: a job of an older revision leaves the row alone. */
    revision: integer('revision').notNull().default(1),
    jobId: text('job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidate_reports_candidate_options_idx')
      .on(t.processPersonId, t.optionsKey)
      .where(sql`${t.processPersonId} is not null`),
    uniqueIndex('candidate_reports_bundle_options_idx')
      .on(t.processId, t.optionsKey)
      .where(sql`${t.processPersonId} is null`),
    // Deleting a process cascades to its reports.
    index('candidate_reports_process_idx').on(t.processId),
    // GET /files/:key finds the report a file is.
    index('candidate_reports_file_key_idx')
      .on(t.fileKey)
      .where(sql`${t.fileKey} is not null`),
  ],
);
