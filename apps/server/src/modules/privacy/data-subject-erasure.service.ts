import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import {
  activities,
  auditLog,
  blacklist,
  candidateConsents,
  candidateFiles,
  candidateReports,
  chatMessages,
  componentResults,
  cvPurchases,
  cvSearchDocuments,
  cvSearchPostings,
  mailOutbox,
  notifications,
  persons,
  processPersons,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { FileStorage } from '../../files/storage.js';
import { asOwner } from '../../db/as-owner.js';
import { parseInput } from '../../validation.js';

/**
 * Erasure of a candidate's personal data by one company (issue 21, docs/decisions/033). The company's
 * participations, purchases and unwanted-list entry move to a stand-in person that holds no personal
 * data, so scores, results, tags, hires and every count stay; what names the person in the company's
 * files, reports, chats, mails, notifications and logs is deleted or rewritten. The person's own record
 * goes too unless another company or the talent pool still has it: their data there is not this
 * company's to erase.
 */

/** The audit action of an erasure, manual or by the retention job. */
export const ERASURE_ACTION = 'candidate.anonymize';
/** What replaces a text that was about the person (a chat message, a mail to them) or names them. */
export const ERASED_TEXT = '***';
/** The stand-in's first name; its last name is its own id, so two anonymised candidates stay apart in a list. */
const STAND_IN_FIRST_NAME = 'Anónimo';
/** Shorter values (a two-letter name) would rewrite unrelated words in the logs. */
const MIN_SCRUBBED_LENGTH = 3;

export type ErasureTrigger = 'MANUAL' | 'RETENTION';

export interface ErasureActor {
  companyId: number;
  /** Null for the retention job. */
  userId: number | null;
}

export interface ErasureResult {
  /** False when an earlier call had already erased the person for this company. */
  erased: boolean;
  /** Stored files to delete once the transaction commits (storage is not transactional). */
  fileKeys: string[];
}

type PersonRow = typeof persons.$inferSelect;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The person's values as they may appear in free text, longest first so a full name goes before its parts. */
function personalValues(person: PersonRow): string[] {
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  return [fullName, person.firstName, person.lastName, person.email, person.identification, person.phone]
    .filter((value): value is string => typeof value === 'string' && value.trim().length >= MIN_SCRUBBED_LENGTH)
    .map((value) => value.trim())
    .filter((value, index, all) => all.indexOf(value) === index)
    .sort((a, b) => b.length - a.length);
}

/** Rewrites every string of a JSON value that contains one of `values` (case-insensitive); null when nothing changed. */
export function scrubJson(value: unknown, values: string[]): unknown {
  if (values.length === 0) return null;
  const pattern = new RegExp(values.map(escapeRegExp).join('|'), 'gi');
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const next = node.replace(pattern, ERASED_TEXT);
      if (next !== node) changed = true;
      return next;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    }
    return node;
  };
  const result = walk(value);
  return changed ? result : null;
}

/** `%value%` patterns for ILIKE, with the pattern characters escaped. */
const likePatterns = (values: string[]) => values.map((value) => `%${value.replace(/[\\%_]/g, '\\$&')}%`);

/**
 * Erases `personId` for the actor's company, in the caller's transaction, which must act as the
 * database owner: the search tables and the question of whether another company still has the person
 * are beyond row-level security. Every statement names the company itself. Concurrent calls for one
 * person queue on its row lock; the later ones find nothing left and answer `erased: false`. With
 * `skipLocked` (the retention job) a person another node is erasing is left to it.
 */
export async function erasePerson(
  db: Database,
  actor: ErasureActor,
  personId: number,
  trigger: ErasureTrigger,
  options: { skipLocked?: boolean } = {},
): Promise<ErasureResult> {
  const { companyId } = actor;
  const locking = db.select().from(persons).where(eq(persons.id, personId));
  const [person] = await (options.skipLocked ? locking.for('update', { skipLocked: true }) : locking.for('update'));
  const none: ErasureResult = { erased: false, fileKeys: [] };
  if (!person || person.anonymizedAt) return alreadyErased(db, companyId, personId, none);

  const participations = await db
    .select({ id: processPersons.id })
    .from(processPersons)
    .where(and(eq(processPersons.companyId, companyId), eq(processPersons.personId, personId)));
  const ppIds = participations.map((row) => row.id);
  const [linked] = await queryRows<{ purchased: boolean; listed: boolean }>(
    db,
    sql`select exists (select 1 from cv_purchases where company_id = ${companyId} and person_id = ${personId}) as purchased,
      exists (select 1 from blacklist where company_id = ${companyId} and person_id = ${personId}) as listed`,
  );
  const createdHere = person.createdByCompanyId === companyId;
  if (ppIds.length === 0 && !linked?.purchased && !linked?.listed && !createdHere) {
    return alreadyErased(db, companyId, personId, none);
  }

  const [{ id: standInId } = { id: 0 }] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('persons', 'id'))::int as id`,
  );
  const now = new Date();
  await db.insert(persons).values({
    id: standInId,
    firstName: STAND_IN_FIRST_NAME,
    lastName: String(standInId),
    createdByCompanyId: companyId,
    anonymizedAt: now,
  });
  // The insert trigger indexed the stand-in; a search for "anónimo" must not list every erased candidate.
  await db.delete(cvSearchPostings).where(eq(cvSearchPostings.personId, standInId));
  await db.delete(cvSearchDocuments).where(eq(cvSearchDocuments.personId, standInId));

  await db
    .update(processPersons)
    .set({ personId: standInId })
    .where(and(eq(processPersons.companyId, companyId), eq(processPersons.personId, personId)));
  await db
    .update(cvPurchases)
    .set({ personId: standInId })
    .where(and(eq(cvPurchases.companyId, companyId), eq(cvPurchases.personId, personId)));
  await db
    .update(blacklist)
    .set({ personId: standInId, reason: null })
    .where(and(eq(blacklist.companyId, companyId), eq(blacklist.personId, personId)));

  const fileKeys = await deleteFilesAndReports(db, companyId, ppIds);
  await scrubRecords(db, companyId, person, ppIds);

  // The person's own record goes when nothing else has it; otherwise it is no longer this company's.
  const [kept] = await queryRows<{ kept: boolean }>(
    db,
    sql`select ${person.talentPoolOptIn} or exists (select 1 from process_persons where person_id = ${personId})
      or exists (select 1 from cv_purchases where person_id = ${personId})
      or exists (select 1 from blacklist where person_id = ${personId}) as kept`,
  );
  if (kept?.kept) {
    if (createdHere) await db.update(persons).set({ createdByCompanyId: null }).where(eq(persons.id, personId));
  } else {
    await db.delete(persons).where(eq(persons.id, personId));
  }

  await audit(db, actor, ERASURE_ACTION, 'person', personId, {
    trigger,
    participations: ppIds.length,
    files: fileKeys.length,
  });
  return { erased: true, fileKeys };
}

/** A person no longer linked to the company: erased before (answered as done) or never its candidate. */
async function alreadyErased(
  db: Database,
  companyId: number,
  personId: number,
  none: ErasureResult,
): Promise<ErasureResult> {
  const [earlier] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.action, ERASURE_ACTION),
        eq(auditLog.entityType, 'person'),
        eq(auditLog.entityId, String(personId)),
      ),
    )
    .limit(1);
  if (!earlier) throw new DomainError('NOT_FOUND');
  return none;
}

/** Deletes the CV files and the reports of the participations (and the ZIPs holding those reports); answers their file keys. */
async function deleteFilesAndReports(db: Database, companyId: number, ppIds: number[]): Promise<string[]> {
  if (ppIds.length === 0) return [];
  const files = await db
    .delete(candidateFiles)
    .where(and(eq(candidateFiles.companyId, companyId), inArray(candidateFiles.processPersonId, ppIds)))
    .returning({ fileKey: candidateFiles.fileKey });
  const reports = await db
    .delete(candidateReports)
    .where(and(eq(candidateReports.companyId, companyId), inArray(candidateReports.processPersonId, ppIds)))
    .returning({ id: candidateReports.id, fileKey: candidateReports.fileKey });
  const reportIds = reports.map((report) => report.id);
  const bundles =
    reportIds.length === 0
      ? []
      : await db
          .delete(candidateReports)
          .where(
            and(
              eq(candidateReports.companyId, companyId),
              sql`${candidateReports.memberIds} && ${`{${reportIds.join(',')}}`}::int[]`,
            ),
          )
          .returning({ fileKey: candidateReports.fileKey });
  return [...files, ...reports, ...bundles].flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/**
 * Rewrites what is about the person in the company's chats, consents, sign-in codes, timelines,
 * results' notes, notifications, mails and activity log.
 */
async function scrubRecords(db: Database, companyId: number, person: PersonRow, ppIds: number[]): Promise<void> {
  const values = personalValues(person);
  if (ppIds.length > 0) {
    await db.update(chatMessages).set({ content: ERASED_TEXT }).where(inArray(chatMessages.conversationId, ppIds));
    await db
      .update(candidateConsents)
      .set({ ipAddress: null, userAgent: null })
      .where(inArray(candidateConsents.processPersonId, ppIds));
    await db.execute(
      sql`delete from portal_codes where process_id in (select process_id from process_persons where id = any(${`{${ppIds.join(',')}}`}::int[]))
        and lower(email) = lower(${person.email ?? ''})`,
    );
    await rewriteJson(db, { table: 'activities', column: 'data' }, inArray(activities.processPersonId, ppIds), values);
    await rewriteJson(
      db,
      { table: 'component_results', column: 'details' },
      inArray(componentResults.processPersonId, ppIds),
      values,
    );
    await rewriteJson(
      db,
      { table: 'notifications', column: 'payload' },
      and(eq(notifications.companyId, companyId), inArray(notifications.processPersonId, ppIds)),
      values,
    );
  }
  if (values.length > 0) {
    const patterns = likePatterns(values);
    await rewriteJson(
      db,
      { table: 'audit_log', column: 'data' },
      and(eq(auditLog.companyId, companyId), sql`${auditLog.data}::text ilike any(${sql.param(patterns)}::text[])`),
      values,
    );
    await scrubMails(db, companyId, person, values, patterns);
  }
}

/** Mails to the person lose recipient, subject and body; other mails naming them lose the names. */
async function scrubMails(db: Database, companyId: number, person: PersonRow, values: string[], patterns: string[]) {
  if (person.email) {
    await db
      .update(mailOutbox)
      .set({ to: ERASED_TEXT, subject: ERASED_TEXT, body: ERASED_TEXT, attachments: null })
      .where(and(eq(mailOutbox.companyId, companyId), sql`lower(${mailOutbox.to}) = lower(${person.email})`));
  }
  const mails = await db
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, body: mailOutbox.body })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, companyId),
        sql`(${mailOutbox.subject} ilike any(${sql.param(patterns)}::text[]) or ${mailOutbox.body} ilike any(${sql.param(patterns)}::text[]))`,
      ),
    );
  for (const mail of mails) {
    const scrubbed = scrubJson({ subject: mail.subject, body: mail.body }, values) as {
      subject: string;
      body: string;
    } | null;
    if (scrubbed) await db.update(mailOutbox).set(scrubbed).where(eq(mailOutbox.id, mail.id));
  }
}

/** The JSON columns that may quote a person: the timeline, results' notes, notifications and the activity log. */
type JsonColumn =
  | { table: 'activities'; column: 'data' }
  | { table: 'component_results'; column: 'details' }
  | { table: 'notifications'; column: 'payload' }
  | { table: 'audit_log'; column: 'data' };

/** Rewrites the JSON column of the rows `where` selects (written against that table) whose strings hold one of `values`. */
async function rewriteJson(db: Database, target: JsonColumn, where: SQL | undefined, values: string[]): Promise<void> {
  if (values.length === 0 || !where) return;
  const table = sql.identifier(target.table);
  const column = sql.identifier(target.column);
  const rows = await queryRows<{ id: number; value: unknown }>(
    db,
    sql`select id, ${column} as value from ${table} where ${where}`,
  );
  for (const row of rows) {
    const scrubbed = scrubJson(row.value, values);
    if (scrubbed !== null) {
      await db.execute(sql`update ${table} set ${column} = ${JSON.stringify(scrubbed)}::jsonb where id = ${row.id}`);
    }
  }
}

/** Deletes stored files after the erasure committed; a failure leaves an orphan the daily prune removes (files/file-prune.ts). */
export async function deleteErasedFiles(files: FileStorage, fileKeys: string[]): Promise<void> {
  for (const key of fileKeys) await files.delete(key).catch(() => undefined);
}

/** anonymizeCandidate(personId): an administrator of the whole company erases the person's data in it. */
export async function anonymizeCandidate(ctx: RequestContext, personIdArg: unknown): Promise<boolean> {
  const caller = requirePermission(ctx, 'company.full');
  const personId = parseInput(ctx, idSchema, personIdArg);
  if (caller.scope.kind !== 'company') {
    // Erasure reaches every process of the company: a member limited to an agency or department may
    // not. A person outside their scope stays NOT_FOUND (row-level security hides its participations).
    const [visible] = await ctx.db
      .select({ id: processPersons.id })
      .from(processPersons)
      .where(eq(processPersons.personId, personId))
      .limit(1);
    throw new DomainError(visible ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  // As the owner, inside the request's transaction: the search tables and the person's other links are
  // beyond row-level security, and on PGlite the owner connection waits for this very transaction.
  const { fileKeys } = await asOwner(ctx.db, (db) =>
    erasePerson(db, { companyId: caller.companyId, userId: caller.userId }, personId, 'MANUAL'),
  );
  if (fileKeys.length > 0) ctx.afterCommit(() => deleteErasedFiles(ctx.files, fileKeys));
  return true;
}
