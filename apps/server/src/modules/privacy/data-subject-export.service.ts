import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DATA_SUBJECT_EXPORT_PERMISSION, type DataSubjectExportFormat, type Locale } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type CallerScope, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  activities,
  auditLog,
  blacklist,
  candidateConsents,
  candidateFiles,
  candidateReports,
  chatMessages,
  companies,
  comparatorEntries,
  componentResults,
  curricula,
  cvPurchases,
  cvSearchDocuments,
  evaluationAnswers,
  evaluationSessions,
  feelings,
  hires,
  mailOutbox,
  observers,
  observerViews,
  persons,
  personTags,
  processes,
  processPersons,
  users,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { asOwner } from '../../db/as-owner.js';

/** The audit action of every export, whatever its format: the activity log labels it. */
export const DATA_SUBJECT_EXPORT_ACTION = 'privacy.export';

/** Bumped when a section changes shape, so a reader of an older file knows what it holds. */
const DOCUMENT_VERSION = 1;

type Row = Record<string, unknown>;

/** One process the person took part in, with everything the company keeps about that participation. */
export interface ExportParticipation {
  processPersonId: number;
  process: { id: number; name: string; status: string; productType: string; parentId: number | null; trust: boolean };
  participation: Row;
  results: Row[];
  tags: Row[];
  feelings: Row[];
  hire: Row | null;
  timeline: Row[];
  consents: Row[];
  evaluationSessions: (Row & { answers: Row[] })[];
  files: Row[];
  reports: Row[];
  chatMessages: Row[];
  comparator: Row[];
  observerViews: Row[];
}

/**
 * Everything a company holds about one person (issue 21: LFPDPPP, Ley 1581, LGPD, Ley 25.326):
 * the same object is the JSON file and the source of the PDF.
 */
// A type, not an interface: GraphQL's JSONObject takes it as the plain object it is.
export type DataSubjectExport = {
  kind: 'terna.data-subject-export';
  version: number;
  generatedAt: Date;
  language: Locale;
  company: { id: number; name: string };
  requestedBy: { userId: number; email: string };
  /** The member's scope when the export was made: an agency or department admin sees only their processes. */
  scope: CallerScope;
  person: Row;
  curriculum: Row | null;
  searchDocument: Row | null;
  talentPool: { optIn: boolean; optInAt: Date | null; purchases: Row[] };
  unwantedList: Row[];
  participations: ExportParticipation[];
  mails: Row[];
  activityLog: Row[];
};

/**
 * exportCandidateData: the person's data as the caller's company holds it, for company
 * administrators (company.full); every export writes an audit entry. Another company's person, or
 * one outside the member's scope, is NOT_FOUND: the request's tenant transaction does not see it.
 */
export async function exportCandidateData(
  ctx: RequestContext,
  personId: number,
  format: DataSubjectExportFormat,
): Promise<DataSubjectExport> {
  const caller = requirePermission(ctx, DATA_SUBJECT_EXPORT_PERMISSION);
  const db = ctx.db;
  const [person] = await db.select().from(persons).where(eq(persons.id, personId));
  if (!person) throw new DomainError('NOT_FOUND');

  const participationRows = await db
    .select({ participation: processPersons, process: processes })
    .from(processPersons)
    .innerJoin(processes, eq(processes.id, processPersons.processId))
    .where(and(eq(processPersons.personId, personId), eq(processPersons.companyId, caller.companyId)))
    .orderBy(asc(processPersons.id));
  const ids = participationRows.map((row) => row.participation.id);
  const sections = await participationSections(db, caller.companyId, ids);

  const [company] = await db
    .select({ id: companies.id, name: companies.commercialName })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  const [curriculum] = await db.select().from(curricula).where(eq(curricula.personId, personId));
  const unwantedList = await db
    .select()
    .from(blacklist)
    .where(and(eq(blacklist.companyId, caller.companyId), eq(blacklist.personId, personId)));
  const purchases = await db
    .select()
    .from(cvPurchases)
    .where(and(eq(cvPurchases.companyId, caller.companyId), eq(cvPurchases.personId, personId)));
  const mails = person.email
    ? await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.companyId, caller.companyId), sql`lower(${mailOutbox.to}) = lower(${person.email})`))
        .orderBy(asc(mailOutbox.id))
    : [];
  const activityLog = await personAuditEntries(db, caller.companyId, personId, ids);
  const searchDocument = await readSearchDocument(db, personId);

  // Which company created the record is another company's fact unless it is the caller's own.
  const { talentPoolOptIn, talentPoolOptInAt, createdByCompanyId, ...rest } = person;
  const profile = { ...rest, createdByThisCompany: createdByCompanyId === caller.companyId };
  const document: DataSubjectExport = {
    kind: 'terna.data-subject-export',
    version: DOCUMENT_VERSION,
    generatedAt: new Date(),
    language: ctx.locale,
    company: { id: caller.companyId, name: company?.name ?? '' },
    requestedBy: { userId: caller.userId, email: caller.email },
    scope: caller.scope,
    person: profile,
    curriculum: curriculum ?? null,
    searchDocument,
    talentPool: { optIn: talentPoolOptIn, optInAt: talentPoolOptInAt, purchases },
    unwantedList,
    participations: participationRows.map(({ participation, process }) => ({
      processPersonId: participation.id,
      process: {
        id: process.id,
        name: process.name,
        status: process.status,
        productType: process.productType,
        parentId: process.parentId,
        trust: process.parentId !== null,
      },
      participation,
      ...sections(participation.id),
    })),
    mails,
    activityLog,
  };
  // Written before the document leaves: an export that was handed out is always on record.
  await audit(db, caller, DATA_SUBJECT_EXPORT_ACTION, 'person', personId, {
    format: format.toUpperCase(),
    processIds: participationRows.map((row) => row.process.id),
  });
  return document;
}

/** Every per-participation table, read once for all the person's participations and grouped by participation. */
async function participationSections(db: Database, companyId: number, ids: number[]) {
  const sessions = await db
    .select({
      id: evaluationSessions.id,
      processPersonId: evaluationSessions.processPersonId,
      componentType: evaluationSessions.componentType,
      part: evaluationSessions.part,
      attempt: evaluationSessions.attempt,
      status: evaluationSessions.status,
      clientId: evaluationSessions.clientId,
      startedAt: evaluationSessions.startedAt,
      deadlineAt: evaluationSessions.deadlineAt,
      lastActivityAt: evaluationSessions.lastActivityAt,
      finishedAt: evaluationSessions.finishedAt,
    })
    .from(evaluationSessions)
    .where(and(inArray(evaluationSessions.processPersonId, ids), eq(evaluationSessions.companyId, companyId)))
    .orderBy(asc(evaluationSessions.startedAt));
  const answers = await db
    .select({
      sessionId: evaluationAnswers.sessionId,
      questionId: evaluationAnswers.questionId,
      answer: evaluationAnswers.answer,
      seconds: evaluationAnswers.seconds,
      answeredAt: evaluationAnswers.answeredAt,
    })
    .from(evaluationAnswers)
    .where(
      and(
        inArray(
          evaluationAnswers.sessionId,
          sessions.map((session) => session.id),
        ),
        eq(evaluationAnswers.companyId, companyId),
      ),
    )
    .orderBy(asc(evaluationAnswers.answeredAt));
  const [results, tags, feelingRows, hireRows, timeline, consents, files, reports, messages, comparator, views] =
    await Promise.all([
      db
        .select()
        .from(componentResults)
        .where(inArray(componentResults.processPersonId, ids))
        .orderBy(asc(componentResults.id)),
      db.select().from(personTags).where(inArray(personTags.processPersonId, ids)).orderBy(asc(personTags.id)),
      db
        .select({
          processPersonId: feelings.processPersonId,
          feeling: feelings.feeling,
          userId: feelings.userId,
          userEmail: users.email,
          observerId: feelings.observerId,
          observerName: observers.name,
          createdAt: feelings.createdAt,
          updatedAt: feelings.updatedAt,
        })
        .from(feelings)
        .leftJoin(users, eq(users.id, feelings.userId))
        .leftJoin(observers, eq(observers.id, feelings.observerId))
        .where(inArray(feelings.processPersonId, ids))
        .orderBy(asc(feelings.id)),
      db.select().from(hires).where(inArray(hires.processPersonId, ids)),
      db
        .select()
        .from(activities)
        .where(inArray(activities.processPersonId, ids))
        .orderBy(asc(activities.timestamp), asc(activities.id)),
      db
        .select()
        .from(candidateConsents)
        .where(and(inArray(candidateConsents.processPersonId, ids), eq(candidateConsents.companyId, companyId)))
        .orderBy(asc(candidateConsents.id)),
      db
        .select({
          processPersonId: candidateFiles.processPersonId,
          fileKey: candidateFiles.fileKey,
          fileName: candidateFiles.fileName,
          contentType: candidateFiles.contentType,
          size: candidateFiles.size,
          createdAt: candidateFiles.createdAt,
        })
        .from(candidateFiles)
        .where(and(inArray(candidateFiles.processPersonId, ids), eq(candidateFiles.companyId, companyId)))
        .orderBy(asc(candidateFiles.id)),
      // The report's rendered document repeats the results above: its file is named, not copied.
      db
        .select({
          processPersonId: candidateReports.processPersonId,
          id: candidateReports.id,
          kind: candidateReports.kind,
          status: candidateReports.status,
          format: candidateReports.format,
          language: candidateReports.language,
          sections: candidateReports.sections,
          fileKey: candidateReports.fileKey,
          fileName: candidateReports.fileName,
          size: candidateReports.size,
          createdAt: candidateReports.createdAt,
          completedAt: candidateReports.completedAt,
        })
        .from(candidateReports)
        .where(and(inArray(candidateReports.processPersonId, ids), eq(candidateReports.companyId, companyId)))
        .orderBy(asc(candidateReports.id)),
      db
        .select({
          processPersonId: chatMessages.conversationId,
          id: chatMessages.id,
          senderId: chatMessages.senderId,
          senderEmail: users.email,
          type: chatMessages.type,
          content: chatMessages.content,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(and(inArray(chatMessages.conversationId, ids), eq(chatMessages.companyId, companyId)))
        .orderBy(asc(chatMessages.seq)),
      db.select().from(comparatorEntries).where(inArray(comparatorEntries.processPersonId, ids)),
      db
        .select({
          processPersonId: observerViews.processPersonId,
          observerId: observerViews.observerId,
          observerName: observers.name,
          viewedAt: observerViews.viewedAt,
        })
        .from(observerViews)
        .innerJoin(observers, eq(observers.id, observerViews.observerId))
        .where(inArray(observerViews.processPersonId, ids))
        .orderBy(asc(observerViews.viewedAt)),
    ]);
  const of = <T extends { processPersonId: number | null }>(rows: T[], id: number) =>
    rows.filter((row) => row.processPersonId === id);
  return (id: number) => ({
    results: of(results, id),
    tags: of(tags, id),
    feelings: of(feelingRows, id),
    hire: of(hireRows, id)[0] ?? null,
    timeline: of(timeline, id),
    consents: of(consents, id),
    evaluationSessions: of(sessions, id).map((session) => ({
      ...session,
      answers: answers.filter((answer) => answer.sessionId === session.id),
    })),
    files: of(files, id),
    reports: of(reports, id),
    chatMessages: of(messages, id),
    comparator: of(comparator, id),
    observerViews: of(views, id),
  });
}

/** The company's audit entries about the person or one of their participations (by entity, or named in the entry's data). */
function personAuditEntries(db: Database, companyId: number, personId: number, ids: number[]) {
  const participationIds = ids.map(String);
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      data: auditLog.data,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        or(
          and(eq(auditLog.entityType, 'person'), eq(auditLog.entityId, String(personId))),
          and(eq(auditLog.entityType, 'processPerson'), inArray(auditLog.entityId, participationIds)),
          sql`${auditLog.data} ->> 'personId' = ${String(personId)}`,
          inArray(sql`${auditLog.data} ->> 'processPersonId'`, participationIds),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));
}

/**
 * The person's CV search document (decision 019): the search engine's own table, which no tenant
 * reads, so it is read as the owner, and only after the tenant transaction showed the company the person.
 */
async function readSearchDocument(db: Database, personId: number): Promise<Row | null> {
  const [row] = await asOwner(db, (owner) =>
    owner
      .select({
        terms: sql<string>`${cvSearchDocuments.doc}::text`,
        optIn: cvSearchDocuments.optIn,
        countryCode: cvSearchDocuments.countryCode,
        city: cvSearchDocuments.city,
        areas: cvSearchDocuments.areas,
        experienceMonths: cvSearchDocuments.experienceMonths,
        salaryAmount: cvSearchDocuments.salaryAmount,
        languages: cvSearchDocuments.languages,
        educationLevels: cvSearchDocuments.educationLevels,
        lastActivity: cvSearchDocuments.lastActivity,
      })
      .from(cvSearchDocuments)
      .where(eq(cvSearchDocuments.personId, personId)),
  );
  return row ?? null;
}
