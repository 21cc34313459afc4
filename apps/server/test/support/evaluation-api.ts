import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AnswerValue, LaunchDraft, PublicQuestion } from '@terna/domain';
import type { Database } from '../../src/db/client.js';
import {
  bankQuestions,
  candidateConsents,
  evaluationAnswers,
  evaluationSessions,
  processes,
  questionBanks,
} from '../../src/db/schema/index.js';
import type { BuildComponentInput } from './factories.js';
import type { TestApp } from './test-app.js';

/** The portal's journey and session calls, as the candidate's browser makes them. */

/** What the candidate's browser reads: the portal's own shapes. */
export type { Journey as JourneyView, StepSession as StepSessionView } from '@terna/domain';

export interface Candidate {
  processPersonId: number;
  personId: number;
  token: string;
}

/** A knowledge bank of the company with `count` questions of 4 options each (option `a` right). */
export async function buildKnowledgeBank(db: Database, companyId: number, count: number, name = 'Banco de prueba') {
  const [bank] = await db
    .insert(questionBanks)
    .values({ companyId, name, language: 'es', purpose: 'KNOWLEDGE' })
    .returning();
  await db.insert(bankQuestions).values(
    Array.from({ length: count }, (_, i) => ({
      bankId: bank!.id,
      content: `Pregunta ${i + 1}`,
      difficulty: (['EASY', 'MEDIUM', 'HARD'] as const)[i % 3],
      order: i + 1,
      answers: ['a', 'b', 'c', 'd'].map((id) => ({ id, content: `Opción ${id}`, correct: id === 'a' })),
    })),
  );
  return bank!;
}

/** A launched process with these components and this launch draft. */
export async function buildEvaluationProcess(
  t: TestApp,
  companyId: number,
  components: BuildComponentInput[],
  draft: LaunchDraft,
) {
  const process = await t.buildProcess({ companyId, withJobOpportunity: { components } });
  await t.db.update(processes).set({ launchDraft: draft }).where(eq(processes.id, process.id));
  return process;
}

/** A candidate of the process with a portal token; consented unless told otherwise. */
export async function buildCandidate(
  t: TestApp,
  process: { id: number; companyId: number },
  options: { consent?: boolean } = {},
): Promise<Candidate> {
  const built = await t.buildProcessPerson({ processId: process.id });
  if (options.consent !== false)
    await t.db.insert(candidateConsents).values({
      processPersonId: built.processPersonId,
      companyId: process.companyId,
      noticeVersion: '1',
      dataProcessing: true,
    });
  const { token } = await t.services.candidateTokens.issue({
    processPersonId: built.processPersonId,
    processId: process.id,
    personId: built.personId,
    companyId: process.companyId,
  });
  return { processPersonId: built.processPersonId, personId: built.personId, token };
}

export function portalApi(t: TestApp) {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress?: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  return {
    journey: (c: Candidate) => call(c.token, 'GET', '/portal-web/me'),
    start: (c: Candidate, component: string, clientId: string, part?: string) =>
      call(c.token, 'POST', `/portal-web/me/steps/${component}/start`, { clientId, ...(part ? { part } : {}) }),
    answer: (c: Candidate, sessionId: string, clientId: string, questionId: string, answer: unknown) =>
      call(c.token, 'POST', `/portal-web/me/sessions/${sessionId}/answers`, { clientId, questionId, answer }),
    finish: (c: Candidate, sessionId: string, clientId: string) =>
      call(c.token, 'POST', `/portal-web/me/sessions/${sessionId}/finish`, { clientId }),
  };
}

export const json = <T>(response: LightMyRequestResponse): T => response.json() as T;

/** An answer the question accepts: the first option(s), the middle of the scale, a short text. */
export function answerFor(question: PublicQuestion, pick = 0): AnswerValue {
  switch (question.kind) {
    case 'DISC_GROUP':
      return {
        kind: 'DISC_GROUP',
        most: question.options[pick % 4]!.id,
        least: question.options[(pick + 1) % 4]!.id,
      };
    case 'LIKERT':
      return { kind: 'LIKERT', value: ((pick % 5) + 1) as 1 | 2 | 3 | 4 | 5 };
    case 'SINGLE_CHOICE':
      return { kind: 'SINGLE_CHOICE', optionId: question.options[pick % question.options.length]!.id };
    case 'OPEN_TEXT':
      return { kind: 'OPEN_TEXT', text: `Respuesta ${pick}` };
  }
}

export async function answerCount(db: Database, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(evaluationAnswers)
    .where(eq(evaluationAnswers.sessionId, sessionId));
  return row?.n ?? 0;
}

export async function sessionCount(db: Database, processPersonId: number, component: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(evaluationSessions)
    .where(
      sql`${evaluationSessions.processPersonId} = ${processPersonId} and ${evaluationSessions.componentType} = ${component}`,
    );
  return row?.n ?? 0;
}

/** Moves a session's deadline (the test's way of letting time pass). */
export async function moveDeadline(db: Database, sessionId: string, deadline: Date): Promise<void> {
  await db.update(evaluationSessions).set({ deadlineAt: deadline }).where(eq(evaluationSessions.id, sessionId));
}

/** Answers stored straight, as the answer route stores them (for a step the test only needs behind it). */
export async function storeAnswers(
  db: Database,
  sessionId: string,
  companyId: number,
  answers: { questionId: string; answer: AnswerValue }[],
): Promise<void> {
  await db.insert(evaluationAnswers).values(answers.map((a) => ({ ...a, sessionId, companyId, seconds: 5 })));
}
