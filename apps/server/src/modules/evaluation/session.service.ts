import { and, asc, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  answerValueSchema,
  isPortalComponent,
  type AnswerValue,
  type Locale,
  type PortalComponent,
} from '@terna/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import type { AfterCommitWork } from '../../db/tenant.js';
import {
  candidateConsents,
  componentResults,
  evaluationAnswers,
  evaluationSessions,
  persons,
  processPersons,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { queueMails, deliverLater } from '../../mail/mailer.js';
import type { SessionEvents } from '../../realtime/session-events.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { notifyEvaluationFinished } from '../notifications/index.js';
import { recordComponentResult, reuseDisc } from '../scoring/index.js';
import { loadParticipant, requireActiveParticipant, type Participant } from '../portal/index.js';
import { publishTrustChanges, type CarriedTrust } from '../trust/index.js';
import { evaluationFinishedMail } from './evaluation-mail.js';
import { loadProcessPlan, MAIN_PART, type PlannedStep, type ProcessPlan } from './plan.js';
import { answerFits, buildSnapshot, isSequential, publicQuestions, scoringInput, sessionSeed } from './snapshot.js';
import type {
  AnswerResponse,
  Journey,
  JourneyPart,
  JourneyStep,
  SessionSnapshot,
  StepSession,
  StepStatus,
} from './types.js';
import { publishAfterCommit as publishRealtime, type Realtime } from '../../realtime/index.js';

/**
 * The candidate's steps and the server-owned sessions in which they are answered
 * (docs/decisions/014, "Sessions and the live channel"). The server holds the clock: a part's
 * deadline is fixed when it starts and never stops; a part past it closes at the next call that
 * touches it, at the live channel's TIMEOUT, or in the periodic sweep, and is scored with the
 * answers it has.
 */

type SessionRow = typeof evaluationSessions.$inferSelect;

/** A session that is no longer answered: finished, timed out, or set aside for a retake. */
const CLOSED_STATUSES = ['FINISHED', 'INTERRUPTED_TIMEOUT'];
const FINAL_RESULTS = ['SUCCESS', 'REJECT', 'PENDING_GRADE'];

const snapshotOf = (session: SessionRow) => session.questions as SessionSnapshot;
const remainingOf = (session: Pick<SessionRow, 'deadlineAt'>, now: Date) =>
  session.deadlineAt ? Math.max(0, Math.ceil((session.deadlineAt.getTime() - now.getTime()) / 1000)) : null;
const isExpired = (session: Pick<SessionRow, 'status' | 'deadlineAt'>, now: Date) =>
  session.status === 'INPROGRESS' && session.deadlineAt !== null && session.deadlineAt.getTime() <= now.getTime();

const clientIdSchema = z.string().trim().min(1).max(64);
const startBody = z.object({ clientId: clientIdSchema, part: z.string().trim().min(1).max(64).optional() });
const answerBody = z.object({
  clientId: clientIdSchema,
  questionId: z.string().min(1).max(64),
  answer: answerValueSchema,
});
const finishBody = z.object({ clientId: clientIdSchema });
const sessionIdSchema = z.string().uuid();

// ---------------------------------------------------------------------------------------------
// Where the candidate stands
// ---------------------------------------------------------------------------------------------

interface SessionState {
  session: SessionRow;
  answeredCount: number;
}

/** The newest session of every part the candidate has started, with its answer count. */
async function latestSessions(db: Database, processPersonId: number): Promise<Map<string, SessionState>> {
  const rows = await db
    .select({
      session: evaluationSessions,
      answeredCount: sql<number>`(select count(*)::int from ${evaluationAnswers} a where a.session_id = ${evaluationSessions.id})`,
    })
    .from(evaluationSessions)
    .where(eq(evaluationSessions.processPersonId, processPersonId))
    .orderBy(asc(evaluationSessions.attempt));
  const latest = new Map<string, SessionState>();
  for (const row of rows) latest.set(`${row.session.componentType}:${row.session.part}`, row);
  return latest;
}

interface StepState {
  step: PlannedStep;
  status: StepStatus;
  parts: (JourneyPart & { session: SessionRow | null })[];
  reused?: { takenAt: string };
}

async function stepStates(db: Database, processPersonId: number, plan: ProcessPlan): Promise<StepState[]> {
  const sessions = await latestSessions(db, processPersonId);
  const results = await db
    .select({ componentType: componentResults.componentType, status: componentResults.status })
    .from(componentResults)
    .where(eq(componentResults.processPersonId, processPersonId));
  const resultOf = new Map(results.map((row) => [row.componentType, row.status]));
  return plan.steps.map((step) => {
    const parts = step.parts.map((part) => {
      const state = sessions.get(`${step.component}:${part.part}`);
      // A POSTPONED session was set aside by the recruiter: the part is to be taken again.
      const session = state && state.session.status !== 'POSTPONED' ? state.session : null;
      const status: StepStatus = !session
        ? 'PENDING'
        : CLOSED_STATUSES.includes(session.status)
          ? 'FINISHED'
          : 'INPROGRESS';
      const snapshot = session ? snapshotOf(session) : null;
      return {
        part: part.part,
        name: part.name,
        status,
        timeLimitSeconds: part.timeLimitSeconds,
        questionCount:
          snapshot && step.component !== 'CURRICULUM' ? publicQuestions(snapshot).length : part.questionCount,
        answeredCount: session ? (state?.answeredCount ?? 0) : 0,
        session,
      };
    });
    const result = resultOf.get(step.component);
    const finished =
      (result !== undefined && FINAL_RESULTS.includes(result)) ||
      (parts.length > 0 && parts.every((part) => part.status === 'FINISHED'));
    const status: StepStatus = finished
      ? 'FINISHED'
      : parts.some((part) => part.status !== 'PENDING')
        ? 'INPROGRESS'
        : 'PENDING';
    const first = parts[0]?.session;
    const reusedFrom = first && snapshotOf(first).componentType === 'DISC' ? snapshotOf(first) : null;
    const reused = reusedFrom?.componentType === 'DISC' ? reusedFrom.reused : undefined;
    return { step, status, parts, ...(reused ? { reused } : {}) };
  });
}

/** The step to take now: the first one not finished (unavailable steps are passed over). */
const currentOf = (states: StepState[]) => states.find((s) => s.step.content && s.status !== 'FINISHED') ?? null;

/** GET /portal-web/me: the candidate's steps and where they are. Before consent, the steps without their content. */
export async function journeyOf(ctx: RequestContext, now = new Date()): Promise<Journey> {
  const participant = await loadParticipant(ctx, now);
  await closeExpiredOf(ctx, participant.processPersonId, now);
  const plan = await loadProcessPlan(ctx.db, participant.processId, ctx.locale);
  const states = await stepStates(ctx.db, participant.processPersonId, plan);
  const [consent] = await ctx.db
    .select({ version: candidateConsents.noticeVersion })
    .from(candidateConsents)
    .where(
      and(
        eq(candidateConsents.processPersonId, participant.processPersonId),
        eq(candidateConsents.dataProcessing, true),
      ),
    )
    .orderBy(sql`${candidateConsents.acceptedAt} desc`)
    .limit(1);
  const [status] = await ctx.db
    .select({ evaluationsStatus: processPersons.evaluationsStatus })
    .from(processPersons)
    .where(eq(processPersons.id, participant.processPersonId));
  const steps: JourneyStep[] = states.map((state) => ({
    component: state.step.component,
    order: state.step.order,
    status: state.status,
    parts: participant.consented ? state.parts.map(({ session: _session, ...part }) => part) : [],
    ...(state.reused ? { reused: state.reused } : {}),
    ...(state.step.content ? {} : { unavailable: true as const }),
  }));
  const evaluationsStatus = status?.evaluationsStatus ?? participant.evaluationsStatus;
  // After a knock-out nothing is left to take: the portal thanks the candidate instead of offering a step.
  const current =
    evaluationsStatus === 'DISQUALIFIED' && (await knockedOut(ctx.db, participant.processPersonId))
      ? null
      : currentOf(states);
  return {
    processName: plan.processName,
    companyName: plan.companyName,
    evaluationsStatus,
    consent: { accepted: participant.consented, version: consent?.version ?? null },
    steps,
    currentStep: current?.step.component ?? null,
    finished: current === null,
  };
}

// ---------------------------------------------------------------------------------------------
// Starting and resuming a step
// ---------------------------------------------------------------------------------------------

/** Whether the CV step's knock-out questions disqualified the candidate (the scoring engine's CURRICULUM details). */
async function knockedOut(db: Database, processPersonId: number): Promise<boolean> {
  const [row] = await queryRows<{ knocked: boolean }>(
    db,
    sql`select exists (select 1 from component_results where process_person_id = ${processPersonId}
      and component_type = 'CURRICULUM' and (details ->> 'discriminated')::boolean) as knocked`,
  );
  return row?.knocked ?? false;
}

/** POST /portal-web/me/steps/{component}/start: creates the part's session once, or resumes it (and takes it over). */
export async function startStep(
  ctx: RequestContext,
  componentParam: unknown,
  body: unknown,
  now = new Date(),
): Promise<StepSession> {
  const participant = await requireActiveParticipant(ctx, now);
  const component = parseInput(ctx, z.string().max(32), componentParam);
  const { clientId, part: requestedPart } = parseInput(ctx, startBody, body ?? {});
  // Parallel starts of one candidate (two tabs, a double tap) go one after another: each then reads
  // the sessions the one before created, and the attempt it counts cannot be one the other just took.
  await ctx.db
    .select({ id: processPersons.id })
    .from(processPersons)
    .where(eq(processPersons.id, participant.processPersonId))
    .for('update');
  // The CV step is the CV form's (PUT /portal-web/me/cv), not a question session.
  if (!isPortalComponent(component) || component === 'CURRICULUM') throw new DomainError('STEP_NOT_AVAILABLE');
  await closeExpiredOf(ctx, participant.processPersonId, now);
  // A knock-out ends the application; a component under its minimum does not: the candidate takes
  // every step (the recruiter may still approve that component) and ends DISQUALIFIED.
  if (participant.evaluationsStatus === 'DISQUALIFIED' && (await knockedOut(ctx.db, participant.processPersonId)))
    throw new DomainError('STEP_NOT_AVAILABLE');

  const plan = await loadProcessPlan(ctx.db, participant.processId, ctx.locale);
  const states = await stepStates(ctx.db, participant.processPersonId, plan);
  const index = states.findIndex((s) => s.step.component === component);
  const state = states[index];
  if (!state || !state.step.content) throw new DomainError('STEP_NOT_AVAILABLE');
  // Steps are taken in the process's order.
  if (states.slice(0, index).some((s) => s.step.content && s.status !== 'FINISHED'))
    throw new DomainError('STEP_NOT_AVAILABLE');
  const part = state.parts.find((p) =>
    requestedPart ? p.part === requestedPart : p.status !== 'FINISHED' || state.parts.length === 1,
  );
  if (!part) throw new DomainError('STEP_NOT_AVAILABLE');

  const existing = part.session;
  if (existing) {
    // A closed part shows as it ended (nothing more to answer); an open one is resumed.
    if (existing.status !== 'INPROGRESS') return stepSessionOf(ctx.db, existing, now);
    return takeOver(ctx, existing.id, clientId, now);
  }
  if (state.status === 'FINISHED') throw new DomainError('STEP_NOT_AVAILABLE');

  const attempt = await nextAttempt(ctx.db, participant.processPersonId, component, part.part);
  if (component === 'DISC' && attempt === 1) {
    const reused = await reuseDisc(ctx.db, participant.processPersonId, now);
    if (reused) return recordReusedDisc(ctx, participant, clientId, reused.takenAt, now);
  }
  const snapshot = await buildSnapshot(
    ctx.db,
    participant.companyId,
    state.step,
    part.part,
    sessionSeed(participant.processPersonId, component, part.part, attempt),
    ctx.locale,
  );
  if (!snapshot) throw new DomainError('STEP_NOT_AVAILABLE');
  const [created] = await ctx.db
    .insert(evaluationSessions)
    .values({
      processPersonId: participant.processPersonId,
      companyId: participant.companyId,
      componentType: component,
      part: part.part,
      attempt,
      status: 'INPROGRESS',
      questions: snapshot,
      clientId,
      startedAt: now,
      lastActivityAt: now,
      deadlineAt: part.timeLimitSeconds ? new Date(now.getTime() + part.timeLimitSeconds * 1000) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // A parallel start made it first: this one resumes it.
    const [row] = await ctx.db
      .select({ id: evaluationSessions.id })
      .from(evaluationSessions)
      .where(
        and(
          eq(evaluationSessions.processPersonId, participant.processPersonId),
          eq(evaluationSessions.componentType, component),
          eq(evaluationSessions.part, part.part),
          eq(evaluationSessions.attempt, attempt),
        ),
      );
    return takeOver(ctx, row!.id, clientId, now);
  }
  await markStarted(ctx, participant, component, created, now);
  return stepSessionOf(ctx.db, created, now);
}

async function nextAttempt(db: Database, processPersonId: number, component: string, part: string): Promise<number> {
  const [row] = await db
    .select({ attempt: sql<number>`coalesce(max(${evaluationSessions.attempt}), 0)::int` })
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.processPersonId, processPersonId),
        eq(evaluationSessions.componentType, component),
        eq(evaluationSessions.part, part),
      ),
    );
  return (row?.attempt ?? 0) + 1;
}

/** STEP_STARTED once per step (its first part of the attempt), and the candidate counts as started. */
async function markStarted(
  ctx: RequestContext,
  participant: Participant,
  component: PortalComponent,
  created: SessionRow,
  now: Date,
) {
  const [others] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.processPersonId, participant.processPersonId),
        eq(evaluationSessions.componentType, component),
        eq(evaluationSessions.attempt, created.attempt),
      ),
    );
  if ((others?.n ?? 0) <= 1)
    await recordActivities(ctx.db, [
      {
        processPersonId: participant.processPersonId,
        name: 'STEP_STARTED',
        userId: null,
        data: { componentType: component },
      },
    ]);
  await ctx.db
    .update(processPersons)
    .set({
      evaluationsStatus: sql`case when ${processPersons.evaluationsStatus} = 'OPEN' then 'INPROGRESS' else ${processPersons.evaluationsStatus} end`,
      startedAt: sql`coalesce(${processPersons.startedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(processPersons.id, participant.processPersonId));
  publishRealtime(ctx, 'candidateChanged', participant.processId, {
    processId: participant.processId,
    processPersonId: participant.processPersonId,
    reason: 'STATUS',
  });
}

/** The newest start holds the session: the client that held it before is told ANOTHER_USER. */
async function takeOver(ctx: RequestContext, sessionId: string, clientId: string, now: Date): Promise<StepSession> {
  const [session] = await ctx.db
    .select()
    .from(evaluationSessions)
    .where(eq(evaluationSessions.id, sessionId))
    .for('update');
  if (!session) throw new DomainError('SESSION_NOT_FOUND');
  if (session.status === 'INPROGRESS' && session.clientId !== clientId) {
    const previous = session.clientId;
    await ctx.db.update(evaluationSessions).set({ clientId }).where(eq(evaluationSessions.id, sessionId));
    session.clientId = clientId;
    publishAfterCommit(ctx, { sessionId, type: 'ANOTHER_USER', clientId: previous });
  }
  return stepSessionOf(ctx.db, session, now);
}

/** A DISC taken for the company recently stands for this one: the step is finished at once, nothing is asked. */
async function recordReusedDisc(
  ctx: RequestContext,
  participant: Participant,
  clientId: string,
  takenAt: Date,
  now: Date,
): Promise<StepSession> {
  const snapshot: SessionSnapshot = {
    componentType: 'DISC',
    questions: [],
    reused: { takenAt: takenAt.toISOString() },
  };
  const [created] = await ctx.db
    .insert(evaluationSessions)
    .values({
      processPersonId: participant.processPersonId,
      companyId: participant.companyId,
      componentType: 'DISC',
      part: MAIN_PART,
      status: 'FINISHED',
      questions: snapshot,
      clientId,
      startedAt: now,
      finishedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordActivities(ctx.db, [
      {
        processPersonId: participant.processPersonId,
        name: 'STEP_FINISHED',
        userId: null,
        data: { componentType: 'DISC', reused: true },
      },
    ]);
    return stepSessionOf(ctx.db, created, now);
  }
  const [row] = await ctx.db
    .select()
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.processPersonId, participant.processPersonId),
        eq(evaluationSessions.componentType, 'DISC'),
        eq(evaluationSessions.part, MAIN_PART),
      ),
    )
    .orderBy(sql`${evaluationSessions.attempt} desc`)
    .limit(1);
  return stepSessionOf(ctx.db, row!, now);
}

async function answersOf(db: Database, sessionId: string) {
  return db
    .select({
      questionId: evaluationAnswers.questionId,
      answer: evaluationAnswers.answer,
      seconds: evaluationAnswers.seconds,
      answeredAt: evaluationAnswers.answeredAt,
    })
    .from(evaluationAnswers)
    .where(eq(evaluationAnswers.sessionId, sessionId))
    .orderBy(asc(evaluationAnswers.answeredAt));
}

const nextUnanswered = (snapshot: SessionSnapshot, answered: Set<string>) =>
  publicQuestions(snapshot).find((question) => !answered.has(question.id))?.id ?? null;

async function stepSessionOf(db: Database, session: SessionRow, now: Date): Promise<StepSession> {
  const snapshot = snapshotOf(session);
  const answers = await answersOf(db, session.id);
  const questions = publicQuestions(snapshot);
  const order = new Map(questions.map((question, i) => [question.id, i]));
  const answered = answers
    .map((row) => ({ questionId: row.questionId, answer: row.answer as AnswerValue }))
    .sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
  return {
    sessionId: session.id,
    component: session.componentType as PortalComponent,
    part: session.part,
    status: session.status,
    questions,
    answered,
    nextQuestionId:
      session.status === 'INPROGRESS' ? nextUnanswered(snapshot, new Set(answers.map((a) => a.questionId))) : null,
    remainingSeconds: session.status === 'INPROGRESS' ? remainingOf(session, now) : session.deadlineAt ? 0 : null,
    deadline: session.deadlineAt?.toISOString() ?? null,
    serverTime: now.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Answering
// ---------------------------------------------------------------------------------------------

type LockedSession = Omit<SessionRow, 'questions'>;
const { questions: _questions, ...lockedColumns } = getTableColumns(evaluationSessions);

/** The candidate's own session, locked until the request ends; another candidate's (or none): SESSION_NOT_FOUND. */
async function lockOwnSession(
  ctx: RequestContext,
  participant: Participant,
  sessionId: string,
): Promise<LockedSession> {
  const [session] = await ctx.db
    .select(lockedColumns)
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.id, sessionId),
        eq(evaluationSessions.processPersonId, participant.processPersonId),
        // The CV step's session is the CV form's (modules/portal): its knock-outs are answered there.
        ne(evaluationSessions.componentType, 'CURRICULUM'),
      ),
    )
    .for('update');
  if (!session) throw new DomainError('SESSION_NOT_FOUND');
  return session;
}

/**
 * A session's snapshot never changes once written, so each node keeps the ones it has read: an
 * answer then reads a few columns instead of the whole question set (the largest part of its cost).
 */
const SNAPSHOT_CACHE_LIMIT = 5_000;
const snapshots = new Map<string, SessionSnapshot>();

async function snapshotFor(db: Database, sessionId: string): Promise<SessionSnapshot> {
  const cached = snapshots.get(sessionId);
  if (cached) return cached;
  const [row] = await db
    .select({ questions: evaluationSessions.questions })
    .from(evaluationSessions)
    .where(eq(evaluationSessions.id, sessionId));
  if (!row) throw new DomainError('SESSION_NOT_FOUND');
  if (snapshots.size >= SNAPSHOT_CACHE_LIMIT) snapshots.clear();
  const snapshot = row.questions as SessionSnapshot;
  snapshots.set(sessionId, snapshot);
  return snapshot;
}

/**
 * POST /portal-web/me/sessions/{sessionId}/answers: stores one answer, once. Refusals with a code
 * (INVALID_STATUS, OUT_OF_TIME, OPTIMIZED_QUESTION) store nothing; a late answer closes the part.
 */
export async function answerQuestion(
  ctx: RequestContext,
  sessionParam: unknown,
  body: unknown,
  now = new Date(),
): Promise<AnswerResponse> {
  const participant = await requireActiveParticipant(ctx, now);
  const sessionId = parseSessionId(sessionParam);
  const session = await lockOwnSession(ctx, participant, sessionId);
  const input = parseInput(ctx, answerBody, body ?? {});
  const snapshot = await snapshotFor(ctx.db, sessionId);
  const question = publicQuestions(snapshot).find((q) => q.id === input.questionId);
  if (!question || !answerFits(question, input.answer)) throw new DomainError('BAD_INPUT');

  const refuse = (code: AnswerResponse['code']): AnswerResponse => ({
    code,
    remainingSeconds: session.status === 'INPROGRESS' ? remainingOf(session, now) : null,
  });
  if (isExpired(session, now)) {
    await closeSession(ctx.db, session, 'INTERRUPTED_TIMEOUT', now, closingOf(ctx));
    publishAfterCommit(ctx, { sessionId, type: 'ENDED' });
    return { code: 'OUT_OF_TIME', remainingSeconds: 0 };
  }
  if (session.status === 'INTERRUPTED_TIMEOUT') return { code: 'OUT_OF_TIME', remainingSeconds: 0 };
  if (session.status !== 'INPROGRESS' || session.clientId !== input.clientId) return refuse('INVALID_STATUS');

  // The time on this question: since the previous answer (or the start: the session's last activity).
  const seconds = Math.max(0, Math.round((now.getTime() - session.lastActivityAt.getTime()) / 1000));
  const store = async () => {
    // Stored and the session touched in one statement; nothing when the question has its answer already.
    const stored = await queryRows<{ id: string }>(
      ctx.db,
      sql`with stored as (
        insert into ${evaluationAnswers} (session_id, company_id, question_id, answer, seconds, answered_at)
        values (${sessionId}, ${session.companyId}, ${question.id}, ${JSON.stringify(input.answer)}::jsonb, ${seconds},
          ${now.toISOString()}::timestamptz)
        on conflict do nothing
        returning session_id
      )
      update ${evaluationSessions} set last_activity_at = ${now.toISOString()}::timestamptz
      where id = (select session_id from stored)
      returning id`,
    );
    return stored.length > 0;
  };
  const given = async () => {
    const [row] = await ctx.db
      .select({ answer: evaluationAnswers.answer })
      .from(evaluationAnswers)
      .where(and(eq(evaluationAnswers.sessionId, sessionId), eq(evaluationAnswers.questionId, question.id)));
    return row ? refuse(sameAnswer(row.answer as AnswerValue, input.answer) ? 'OK' : 'OPTIMIZED_QUESTION') : null;
  };
  if (isSequential(snapshot)) {
    // One question at a time: an answered one is a replay or a change, any other must be the next.
    const answered = await ctx.db
      .select({ questionId: evaluationAnswers.questionId })
      .from(evaluationAnswers)
      .where(eq(evaluationAnswers.sessionId, sessionId));
    const ids = new Set(answered.map((a) => a.questionId));
    if (ids.has(question.id)) return (await given())!;
    if (nextUnanswered(snapshot, ids) !== question.id) return refuse('INVALID_STATUS');
    await store();
  } else if (!(await store())) {
    // Any order: the insert is the check (the session's row lock makes the answer that is there final).
    return (await given())!;
  }
  publishAfterCommit(ctx, { sessionId, type: 'ANSWERED' });
  return { code: 'OK', remainingSeconds: remainingOf(session, now) };
}

function parseSessionId(value: unknown): string {
  const parsed = sessionIdSchema.safeParse(value);
  // A malformed id is as unknown as another candidate's: no hint either way.
  if (!parsed.success) throw new DomainError('SESSION_NOT_FOUND');
  return parsed.data;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const sameAnswer = (a: AnswerValue, b: AnswerValue) => canonical(a) === canonical(b);

// ---------------------------------------------------------------------------------------------
// Finishing and closing
// ---------------------------------------------------------------------------------------------

/** POST /portal-web/me/sessions/{sessionId}/finish: closes the part; a closed one answers the journey as it is. */
export async function finishSession(
  ctx: RequestContext,
  sessionParam: unknown,
  body: unknown,
  now = new Date(),
): Promise<Journey> {
  const participant = await requireActiveParticipant(ctx, now);
  const sessionId = parseSessionId(sessionParam);
  const session = await lockOwnSession(ctx, participant, sessionId);
  const { clientId } = parseInput(ctx, finishBody, body ?? {});
  if (session.status === 'INPROGRESS') {
    if (session.clientId !== clientId) throw new DomainError('STEP_NOT_AVAILABLE');
    const expired = isExpired(session, now);
    const snapshot = await snapshotFor(ctx.db, sessionId);
    if (!expired && ['DISC', 'COMPETENCE', 'RELIABILITY'].includes(snapshot.componentType)) {
      // An untimed questionnaire is scored whole: every group or statement answered.
      const answers = await answersOf(ctx.db, sessionId);
      if (nextUnanswered(snapshot, new Set(answers.map((a) => a.questionId))) !== null)
        throw new DomainError('BAD_INPUT', {}, { answers: { key: 'required', params: {} } });
    }
    await closeSession(ctx.db, session, expired ? 'INTERRUPTED_TIMEOUT' : 'FINISHED', now, closingOf(ctx));
    publishAfterCommit(ctx, { sessionId, type: 'ENDED' });
  }
  return journeyOf(ctx, now);
}

/** Who a closing is for: the language of the confirmation e-mail, and how work after commit runs. */
interface Closing {
  locale: Locale;
  config: Pick<Config, 'publicUrl' | 'smtpUrl'>;
  afterCommit: (work: AfterCommitWork) => void;
  /**
   * Tells the checked process a trust result arrived (candidateChanged). The expiry sweep has no
   * request to publish from, and needs none: the trust questionnaire has no time limit.
   */
  trustCarried?: (carried: CarriedTrust) => void;
  /** Where the recruiters' screens hear that the candidate finished a step. */
  realtime: Realtime;
}
const closingOf = (ctx: RequestContext): Closing => ({
  locale: ctx.locale,
  config: ctx.config,
  afterCommit: ctx.afterCommit,
  trustCarried: (carried) => publishTrustChanges(ctx, [carried]),
  realtime: ctx.realtime,
});

/**
 * Closes one part (the caller holds its row lock). When it was the component's last open part, the
 * component is scored in the same transaction and STEP_FINISHED recorded; when it was the last
 * step, the candidate is sent the confirmation and the recruiters are notified after commit.
 */
async function closeSession(
  db: Database,
  session: Pick<SessionRow, 'id' | 'processPersonId' | 'componentType' | 'deadlineAt'>,
  status: 'FINISHED' | 'INTERRUPTED_TIMEOUT',
  now: Date,
  closing: Closing,
): Promise<void> {
  // One closing at a time per candidate (the scoring engine locks the same row): of two parts closing
  // at once, the second sees the first closed, so the journey's end is seen exactly once.
  const [owner] = await db
    .select({ processId: processPersons.processId })
    .from(processPersons)
    .where(eq(processPersons.id, session.processPersonId))
    .for('update');
  if (!owner) return;
  const finishedAt = status === 'INTERRUPTED_TIMEOUT' && session.deadlineAt ? session.deadlineAt : now;
  const [changed] = await db
    .update(evaluationSessions)
    .set({ status, finishedAt })
    .where(and(eq(evaluationSessions.id, session.id), eq(evaluationSessions.status, 'INPROGRESS')))
    .returning({ id: evaluationSessions.id });
  if (!changed) return;
  const plan = await loadProcessPlan(db, owner.processId, closing.locale);
  const states = await stepStates(db, session.processPersonId, plan);
  const state = states.find((s) => s.step.component === session.componentType);
  if (!state || state.parts.some((part) => part.status !== 'FINISHED')) return;

  const closed = await Promise.all(
    state.parts.map(async (part) => {
      const answers = await answersOf(db, part.session!.id);
      return {
        snapshot: snapshotOf(part.session!),
        timedOut: part.session!.status === 'INTERRUPTED_TIMEOUT',
        answers: new Map(
          answers.map((a) => [a.questionId, { answer: a.answer as AnswerValue, seconds: a.seconds }] as const),
        ),
      };
    }),
  );
  const input = scoringInput(closed);
  const carried = input ? await recordComponentResult(db, session.processPersonId, input, now) : null;
  if (carried) closing.trustCarried?.(carried);
  publishRealtime(closing, 'candidateChanged', owner.processId, {
    processId: owner.processId,
    processPersonId: session.processPersonId,
    reason: 'STATUS',
  });
  await recordActivities(db, [
    {
      processPersonId: session.processPersonId,
      name: 'STEP_FINISHED',
      userId: null,
      data: { componentType: session.componentType, timedOut: closed.some((part) => part.timedOut) },
    },
  ]);
  if (currentOf(states) === null) await completeEvaluation(db, session.processPersonId, closing);
}

/**
 * The candidate finished every step (the closing of their last open part, once: see closeSession):
 * the confirmation e-mail and, after commit, the recruiters' notification. The scoring engine
 * writes the FINISHED timeline entry.
 */
async function completeEvaluation(
  db: Database,
  processPersonId: number,
  { locale, config, afterCommit }: Closing,
): Promise<void> {
  const [person] = await db
    .select({
      email: persons.email,
      firstName: persons.firstName,
      companyId: processPersons.companyId,
      processName: sql<string>`(select p.name from processes p where p.id = ${processPersons.processId})`,
      companyName: sql<string>`(select c.commercial_name from companies c where c.id = ${processPersons.companyId})`,
    })
    .from(processPersons)
    .innerJoin(persons, eq(persons.id, processPersons.personId))
    .where(eq(processPersons.id, processPersonId));
  const ids = person?.email
    ? await queueMails(db, [
        evaluationFinishedMail(locale, {
          companyId: person.companyId,
          to: person.email,
          name: person.firstName,
          processName: person.processName,
          companyName: person.companyName,
        }),
      ])
    : [];
  afterCommit(async (root) => {
    await deliverLater(root, ids, config.smtpUrl);
    await notifyEvaluationFinished(root, processPersonId, config);
  });
}

/** Parts of this candidate whose deadline passed close now (the "next touch"), in the request's transaction. */
async function closeExpiredOf(ctx: RequestContext, processPersonId: number, now: Date): Promise<void> {
  const expired = await ctx.db
    .select()
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.processPersonId, processPersonId),
        eq(evaluationSessions.status, 'INPROGRESS'),
        lte(evaluationSessions.deadlineAt, now),
      ),
    )
    .for('update');
  for (const session of expired) {
    await closeSession(ctx.db, session, 'INTERRUPTED_TIMEOUT', now, closingOf(ctx));
    publishAfterCommit(ctx, { sessionId: session.id, type: 'ENDED' });
  }
}

/**
 * Closes parts whose deadline passed, each in its own transaction on the owner connection: the
 * sweep (a candidate who walked away still gets a result) and the live channel's TIMEOUT. Returns
 * how many it closed.
 */
export async function closeExpiredSessions(
  root: Database,
  events: SessionEvents,
  realtime: Realtime,
  config: Pick<Config, 'publicUrl' | 'smtpUrl'>,
  now = new Date(),
  sessionIds?: string[],
): Promise<number> {
  const due = await root
    .select({ id: evaluationSessions.id })
    .from(evaluationSessions)
    .where(
      and(
        eq(evaluationSessions.status, 'INPROGRESS'),
        lte(evaluationSessions.deadlineAt, now),
        sessionIds ? inArray(evaluationSessions.id, sessionIds) : undefined,
      ),
    )
    .limit(500);
  let closed = 0;
  for (const { id } of due) {
    const later: AfterCommitWork[] = [];
    const done = await root.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [session] = await db.select().from(evaluationSessions).where(eq(evaluationSessions.id, id)).for('update');
      if (!session || !isExpired(session, now)) return false;
      // The candidate's language is not known here: Spanish, the portal's default.
      await closeSession(db, session, 'INTERRUPTED_TIMEOUT', now, {
        locale: 'es',
        config,
        afterCommit: (work) => void later.push(work),
        realtime,
      });
      return true;
    });
    if (!done) continue;
    closed += 1;
    events.publish({ sessionId: id, type: 'ENDED' });
    for (const work of later) await work(root).catch(() => undefined);
  }
  return closed;
}

/**
 * After a step finished outside a step session (the CV form, portal module, after its STEP_FINISHED):
 * when it was the candidate's last step, the journey's end as closeSession sees it. The caller holds
 * the candidate's row (the scoring engine locked it), so a part closing at once sees one end only.
 */
export async function completeIfLastStep(
  ctx: RequestContext,
  processId: number,
  processPersonId: number,
): Promise<void> {
  const plan = await loadProcessPlan(ctx.db, processId, ctx.locale);
  const states = await stepStates(ctx.db, processPersonId, plan);
  // A knock-out ends the application as surely as the last step: the candidate and the recruiters are told.
  if (currentOf(states) === null || (await knockedOut(ctx.db, processPersonId)))
    await completeEvaluation(ctx.db, processPersonId, closingOf(ctx));
}

function publishAfterCommit(ctx: RequestContext, event: Parameters<SessionEvents['publish']>[0]) {
  ctx.afterCommit(async () => ctx.sessionEvents.publish(event));
}
