import { and, eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import {
  candidateCvDraftSchema,
  candidateCvSchema,
  cvEducationSchema,
  cvExperienceSchema,
  cvLanguageSchema,
  cvPersonalSchema,
  cvSalarySchema,
  cvSkillSchema,
  knockoutAnswerBodySchema,
  publicKnockout,
  withKnockoutIds,
  type AnswerResponseCode,
  type CandidateCvDraft,
  type CandidateCvForm,
  type CvEducation,
  type CvExperienceEntry,
  type KnockoutAnswer,
  type KnockoutQuestion,
  type LaunchDraft,
  type PublicQuestion,
} from '@terna/domain';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  candidateFiles,
  countries,
  curricula,
  evaluationAnswers,
  evaluationSessions,
  persons,
  places,
  processes,
  processPersons,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { completeIfLastStep } from '../evaluation/index.js';
import { recordComponentResult } from '../scoring/index.js';
import { requireActiveParticipant, type Participant } from './participant.js';
import { portalComponents } from './entry.service.js';
import { publishAfterCommit } from '../../realtime/index.js';

/**
 * The CV step of the portal (docs/api/portal.md; docs/decisions/014, CV storage). The CV is the
 * person's: personal data in `persons`, the rest in their `curricula` row, whose `data` has the shape
 * the candidate detail reads and whose flat columns feed the candidate list's facets. Knock-out
 * answers are evaluation_answers of the candidate's CURRICULUM session.
 */

type PersonRow = typeof persons.$inferSelect;
type CurriculumRow = typeof curricula.$inferSelect;

/** curricula.data as the portal writes it (a superset of what the candidate detail reads). */
interface StoredCvData {
  personal?: { placeId?: string; placeName?: string };
  introduction?: string | null;
  willingToRelocate?: boolean;
  experiences?: CvExperienceEntry[];
  educationList?: CvEducation[];
  skills?: CandidateCvForm['skills'];
  languages?: CandidateCvForm['languages'];
  salary?: CandidateCvForm['salary'];
}

export interface CvView {
  cv: CandidateCvDraft;
  knockouts: PublicQuestion[];
  knockoutAnswers: KnockoutAnswer[];
  file: { name: string; size: number } | null;
}

const CV_COMPONENT = 'CURRICULUM';
const MAIN_PART = 'main';

/** The participant of a CV call: the process must evaluate the CV. */
export async function requireCvParticipant(ctx: RequestContext): Promise<Participant> {
  const participant = await requireActiveParticipant(ctx);
  if (!(await portalComponents(ctx.db, participant.processId)).includes(CV_COMPONENT))
    throw new DomainError('STEP_NOT_AVAILABLE');
  return participant;
}

/** The process's knock-out questions (launch draft), with ids, in the process's order. */
export async function knockoutQuestions(db: Database, processId: number): Promise<KnockoutQuestion[]> {
  const [row] = await db.select({ draft: processes.launchDraft }).from(processes).where(eq(processes.id, processId));
  const list = (row?.draft as LaunchDraft | null)?.curriculum?.questionList ?? [];
  return withKnockoutIds(list).sort((a, b) => a.order - b.order);
}

async function cvSession(db: Database, processPersonId: number) {
  const [session] = await db
    .select()
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.processPersonId, processPersonId),
        eq(evaluationSessions.componentType, CV_COMPONENT),
        eq(evaluationSessions.part, MAIN_PART),
        eq(evaluationSessions.attempt, 1),
      ),
    );
  return session ?? null;
}

/**
 * The CURRICULUM session, created on the candidate's first CV write with the knock-out questions
 * (keys included) as its snapshot. Creating it starts the step, as a step session does: STEP_STARTED
 * on the timeline, and the candidate counts as started.
 */
async function openCvSession(db: Database, participant: Participant, questions: KnockoutQuestion[]) {
  const created = await db
    .insert(evaluationSessions)
    .values({
      processPersonId: participant.processPersonId,
      companyId: participant.companyId,
      componentType: CV_COMPONENT,
      part: MAIN_PART,
      questions,
    })
    .onConflictDoNothing()
    .returning({ startedAt: evaluationSessions.startedAt });
  if (created[0]) {
    await recordActivities(db, [
      {
        processPersonId: participant.processPersonId,
        name: 'STEP_STARTED',
        userId: null,
        data: { componentType: CV_COMPONENT },
      },
    ]);
    await db
      .update(processPersons)
      .set({
        evaluationsStatus: sql`case when ${processPersons.evaluationsStatus} = 'OPEN' then 'INPROGRESS' else ${processPersons.evaluationsStatus} end`,
        startedAt: sql`coalesce(${processPersons.startedAt}, ${created[0].startedAt.toISOString()}::timestamptz)`,
      })
      .where(eq(processPersons.id, participant.processPersonId));
  }
  return (await cvSession(db, participant.processPersonId))!;
}

async function knockoutAnswersOf(db: Database, sessionId: string | undefined): Promise<KnockoutAnswer[]> {
  if (!sessionId) return [];
  const rows = await db
    .select({ questionId: evaluationAnswers.questionId, answer: evaluationAnswers.answer })
    .from(evaluationAnswers)
    .where(eq(evaluationAnswers.sessionId, sessionId));
  return rows.map((row) => ({ questionId: row.questionId, optionId: (row.answer as { optionId: string }).optionId }));
}

const valid = <T>(schema: z.ZodType<T>, value: unknown): value is T => schema.safeParse(value).success;
const validItems = <T>(schema: z.ZodType<T>, items: unknown): T[] | undefined =>
  Array.isArray(items) ? items.filter((item): item is T => valid(schema, item)) : undefined;

/** The CV as the form shows it, from what is stored; whatever the form would not accept is left out. */
function draftOf(person: PersonRow, row: CurriculumRow | null): CandidateCvDraft {
  const data = (row?.data ?? {}) as StoredCvData;
  const candidates: Record<string, unknown> = {
    firstName: person.firstName,
    lastName: person.lastName,
    identification: person.identification ?? undefined,
    email: person.email ?? undefined,
    birthDate: person.birthDate ?? undefined,
    gender: person.gender,
    maritalStatus: person.maritalStatus,
    countryCode: person.countryCode,
    placeId: data.personal?.placeId,
    placeName: data.personal?.placeName,
    phone: person.phone ?? undefined,
    willingToRelocate: data.willingToRelocate,
    introduction: data.introduction,
  };
  const shape = cvPersonalSchema.shape as Record<string, z.ZodType>;
  const personal = Object.fromEntries(
    Object.entries(candidates).filter(([key, value]) => value !== undefined && valid(shape[key]!, value)),
  );
  const salary = data.salary ?? { amount: row?.salaryAmount, currency: row?.salaryCurrency };
  const draft: CandidateCvDraft = {
    personal,
    educationList: validItems(cvEducationSchema, data.educationList) ?? [],
    experiences: validItems(cvExperienceSchema, data.experiences) ?? [],
    skills: validItems(cvSkillSchema, data.skills) ?? [],
    languages: validItems(cvLanguageSchema, data.languages) ?? [],
    ...(valid(cvSalarySchema, salary) ? { salary } : {}),
  };
  return draft;
}

async function loadCv(db: Database, personId: number, lock = false) {
  const query = db.select().from(persons).where(eq(persons.id, personId));
  const [person] = lock ? await query.for('update') : await query;
  if (!person) throw new DomainError('UNAUTHENTICATED');
  const [row] = await db.select().from(curricula).where(eq(curricula.personId, personId));
  return { person, row: row ?? null };
}

/** GET /portal-web/me/cv: the CV to fill (prefilled from the person's record), the knock-outs without keys, the file. */
export async function getCv(ctx: RequestContext): Promise<CvView> {
  const participant = await requireCvParticipant(ctx);
  const { person, row } = await loadCv(ctx.db, participant.personId);
  const questions = await knockoutQuestions(ctx.db, participant.processId);
  const session = await cvSession(ctx.db, participant.processPersonId);
  const [file] = await ctx.db
    .select({ name: candidateFiles.fileName, size: candidateFiles.size })
    .from(candidateFiles)
    .where(eq(candidateFiles.processPersonId, participant.processPersonId))
    .orderBy(sql`${candidateFiles.createdAt} desc, ${candidateFiles.id} desc`)
    .limit(1);
  return {
    cv: draftOf(person, row),
    knockouts: questions.map(publicKnockout),
    knockoutAnswers: await knockoutAnswersOf(ctx.db, session?.id),
    file: file ?? null,
  };
}

const fieldError = (path: string, key = 'validation.regex') =>
  new DomainError('BAD_INPUT', {}, { [path]: { key, params: {} } });

type PersonalDraft = NonNullable<CandidateCvDraft['personal']>;

/**
 * Writes the personal part to the person's record: the phone parsed with the country and stored in
 * E.164, the city as the catalogue's place. The e-mail and the identification identify the candidate
 * at the entry, so they are written only where the record has none.
 */
async function writePersonal(
  db: Database,
  person: PersonRow,
  personal: PersonalDraft,
  prefix: string,
): Promise<Partial<PersonRow>> {
  const changes: Partial<typeof persons.$inferInsert> = {};
  const countryCode = personal.countryCode ?? person.countryCode;
  if (personal.countryCode !== undefined) {
    const [country] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, personal.countryCode));
    if (!country) throw fieldError(`${prefix}countryCode`);
    changes.countryCode = personal.countryCode;
  }
  if (personal.phone !== undefined) {
    const phone = parsePhoneNumberFromString(personal.phone, countryCode as CountryCode);
    if (!phone?.isValid()) throw fieldError(`${prefix}phone`);
    changes.phone = phone.number;
  }
  if (personal.placeId !== undefined) {
    const [place] = await db.select({ id: places.id }).from(places).where(eq(places.uuid, personal.placeId));
    if (!place) throw fieldError(`${prefix}placeId`);
    changes.placeId = place.id;
  }
  if (personal.firstName !== undefined) changes.firstName = personal.firstName;
  if (personal.lastName !== undefined) changes.lastName = personal.lastName;
  if (personal.birthDate !== undefined) changes.birthDate = personal.birthDate;
  if (personal.gender !== undefined) changes.gender = personal.gender;
  if (personal.maritalStatus !== undefined) changes.maritalStatus = personal.maritalStatus;
  if (personal.identification && !person.identification) changes.identification = personal.identification;
  if (personal.email && !person.email) changes.email = personal.email;
  if (Object.keys(changes).length) await db.update(persons).set(changes).where(eq(persons.id, person.id));
  return changes;
}

/** The entry that stands for the candidate's career: the current job, else the one started last. */
const latestExperience = (experiences: readonly CvExperienceEntry[]) =>
  [...experiences].sort((a, b) => Number(b.current) - Number(a.current) || b.startDate.localeCompare(a.startDate))[0];
/** The highest degree (the degrees catalogue's id follows its order), the latest first among equals. */
const highestEducation = (list: readonly CvEducation[]) =>
  [...list].sort((a, b) => b.degreeId - a.degreeId || b.startYear - a.startYear)[0];

/** The flat columns the candidate list's facets read, from the stored CV. */
function facetColumns(data: StoredCvData) {
  const job = latestExperience(data.experiences ?? []);
  const education = highestEducation(data.educationList ?? []);
  return {
    salaryAmount: data.salary?.amount ?? null,
    salaryCurrency: data.salary?.currency ?? null,
    industry: job?.industry ?? null,
    areaExperience: job?.area ?? null,
    subExperience: job?.subArea ?? null,
    lastCompany: job?.company ?? null,
    education: education?.degree ?? null,
    institution: education?.institution ?? null,
    skills: (data.skills ?? []).map((entry) => entry.skill),
    languages: (data.languages ?? []).map((entry) => entry.name),
  };
}

/** Refuses changes to a CV whose step the candidate has finished: its score was computed from it. */
export async function requireCvOpen(db: Database, processPersonId: number) {
  const session = await cvSession(db, processPersonId);
  if (session && session.status !== 'INPROGRESS') throw new DomainError('STEP_NOT_AVAILABLE');
  return session;
}

/**
 * PUT /portal-web/me/cv: autosave. Each part sent replaces that part (each list whole); the personal
 * part is merged field by field. The person's row is locked first, so parallel saves apply one after
 * the other on a consistent row.
 */
export async function saveCv(ctx: RequestContext, body: unknown): Promise<{ savedAt: string }> {
  const participant = await requireCvParticipant(ctx);
  const input = parseInput(ctx, candidateCvDraftSchema, body);
  await requireCvOpen(ctx.db, participant.processPersonId);
  const { person, row } = await loadCv(ctx.db, participant.personId, true);
  await openCvSession(ctx.db, participant, await knockoutQuestions(ctx.db, participant.processId));
  if (input.personal) await writePersonal(ctx.db, person, input.personal, 'personal.');
  const stored = (row?.data ?? {}) as StoredCvData;
  const personal = input.personal;
  const data: StoredCvData = {
    ...stored,
    personal: {
      ...stored.personal,
      ...(personal?.placeId !== undefined && { placeId: personal.placeId }),
      ...(personal?.placeName !== undefined && { placeName: personal.placeName }),
    },
    ...(personal?.introduction !== undefined && { introduction: personal.introduction }),
    ...(personal?.willingToRelocate !== undefined && { willingToRelocate: personal.willingToRelocate }),
    ...(input.experiences && { experiences: input.experiences }),
    ...(input.educationList && { educationList: input.educationList }),
    ...(input.skills && { skills: input.skills }),
    ...(input.languages && { languages: input.languages }),
    ...(input.salary && { salary: input.salary }),
  };
  const now = new Date();
  const values = { ...facetColumns(data), data, updatedAt: now };
  await ctx.db
    .insert(curricula)
    .values({ personId: person.id, ...values })
    .onConflictDoUpdate({ target: curricula.personId, set: values });
  return { savedAt: now.toISOString() };
}

/** PUT /people-web/persons/secure/me: the candidate's own personal data (the CV's personal part). */
export async function updateOwnProfile(ctx: RequestContext, body: unknown): Promise<CandidateCvDraft['personal']> {
  const participant = await requireActiveParticipant(ctx);
  const input = parseInput(ctx, cvPersonalSchema.partial(), body);
  const { person, row } = await loadCv(ctx.db, participant.personId, true);
  await writePersonal(ctx.db, person, input, '');
  const extra = {
    ...(input.placeId !== undefined && { placeId: input.placeId }),
    ...(input.placeName !== undefined && { placeName: input.placeName }),
  };
  const stored = (row?.data ?? {}) as StoredCvData;
  const touchesData =
    Object.keys(extra).length > 0 || input.introduction !== undefined || input.willingToRelocate !== undefined;
  if (touchesData) {
    const data: StoredCvData = {
      ...stored,
      personal: { ...stored.personal, ...extra },
      ...(input.introduction !== undefined && { introduction: input.introduction }),
      ...(input.willingToRelocate !== undefined && { willingToRelocate: input.willingToRelocate }),
    };
    const values = { ...facetColumns(data), data, updatedAt: new Date() };
    await ctx.db
      .insert(curricula)
      .values({ personId: person.id, ...values })
      .onConflictDoUpdate({ target: curricula.personId, set: values });
  }
  const after = await loadCv(ctx.db, participant.personId);
  return draftOf(after.person, after.row).personal;
}

/**
 * PUT /portal-web/me/cv/knockouts/:questionId: one answer per question, stored once. An unknown
 * question or option is bad input; a question answered already keeps its first answer
 * (OPTIMIZED_QUESTION); after the step is finished, INVALID_STATUS.
 */
export async function answerKnockout(
  ctx: RequestContext,
  questionId: string,
  body: unknown,
): Promise<{ code: AnswerResponseCode }> {
  const participant = await requireCvParticipant(ctx);
  const { optionId } = parseInput(ctx, knockoutAnswerBodySchema, body);
  const questions = await knockoutQuestions(ctx.db, participant.processId);
  const question = questions.find((entry) => entry.id === questionId);
  if (!question) throw fieldError('questionId');
  if (!question.answerList.some((answer) => answer.id === optionId)) throw fieldError('optionId');
  const session = await openCvSession(ctx.db, participant, questions);
  if (session.status !== 'INPROGRESS') return { code: 'INVALID_STATUS' };
  const inserted = await ctx.db
    .insert(evaluationAnswers)
    .values({
      sessionId: session.id,
      companyId: participant.companyId,
      questionId,
      answer: { kind: 'SINGLE_CHOICE', optionId },
      seconds: Math.round((Date.now() - session.startedAt.getTime()) / 1000),
    })
    .onConflictDoNothing()
    .returning({ questionId: evaluationAnswers.questionId });
  if (inserted.length === 0) return { code: 'OPTIMIZED_QUESTION' };
  await ctx.db
    .update(evaluationSessions)
    .set({ lastActivityAt: new Date() })
    .where(eq(evaluationSessions.id, session.id));
  return { code: 'OK' };
}

/** Per-field messages of a CV that does not pass the complete form: a field left empty is `required`. */
function incompleteFields(error: z.ZodError) {
  const fields: Record<string, { key: string; params: Record<string, unknown> }> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= {
      key: issue.message.startsWith('validation.') ? issue.message : 'validation.required',
      params: {},
    };
  }
  return fields;
}

/**
 * POST /portal-web/me/cv/finish: the stored CV must pass the complete form and every knock-out must
 * be answered; then the session closes, the scoring engine records the CURRICULUM result and the
 * timeline gets STEP_FINISHED. A second call answers the same without doing it again.
 */
export async function finishCv(ctx: RequestContext): Promise<{ finished: true }> {
  const participant = await requireCvParticipant(ctx);
  const { person, row } = await loadCv(ctx.db, participant.personId, true);
  const questions = await knockoutQuestions(ctx.db, participant.processId);
  const session = await openCvSession(ctx.db, participant, questions);
  if (session.status === 'FINISHED') return { finished: true };
  if (session.status !== 'INPROGRESS') throw new DomainError('STEP_NOT_AVAILABLE');

  const parsed = candidateCvSchema.safeParse(draftOf(person, row));
  const knockouts = await knockoutAnswersOf(ctx.db, session.id);
  const missing = questions.filter((question) => !knockouts.some((answer) => answer.questionId === question.id));
  if (!parsed.success || missing.length)
    throw new DomainError(
      'BAD_INPUT',
      {},
      {
        ...(parsed.success ? {} : incompleteFields(parsed.error)),
        ...Object.fromEntries(
          missing.map((question) => [`knockouts.${question.id}`, { key: 'validation.required', params: {} }]),
        ),
      },
    );

  const now = new Date();
  await ctx.db
    .update(evaluationSessions)
    .set({ status: 'FINISHED', finishedAt: now, lastActivityAt: now })
    .where(eq(evaluationSessions.id, session.id));
  await recordComponentResult(
    ctx.db,
    participant.processPersonId,
    { componentType: CV_COMPONENT, cv: parsed.data, knockouts },
    now,
  );
  publishAfterCommit(ctx, 'candidateChanged', participant.processId, {
    processId: participant.processId,
    processPersonId: participant.processPersonId,
    reason: 'STATUS',
  });
  await recordActivities(ctx.db, [
    {
      processPersonId: participant.processPersonId,
      name: 'STEP_FINISHED',
      userId: null,
      data: { componentType: CV_COMPONENT },
    },
  ]);
  await completeIfLastStep(ctx, participant.processId, participant.processPersonId);
  return { finished: true };
}
