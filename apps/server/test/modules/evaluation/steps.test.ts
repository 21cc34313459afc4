import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMPETENCE_ITEMS } from '@terna/domain';
import { componentResults } from '../../../src/db/schema/index.js';
import {
  answerFor,
  buildCandidate,
  buildEvaluationProcess,
  json,
  portalApi,
  type JourneyView,
  type StepSessionView,
} from '../../support/evaluation-api.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** The competence questionnaire and the interview: one question at a time, then scored or left to grade. */
let t: TestApp;
let api: ReturnType<typeof portalApi>;
let process: { id: number; companyId: number };
const CODE = 'CUSTOMER_ORIENTATION';

beforeAll(async () => {
  t = await createTestApp();
  api = portalApi(t);
  const company = await t.buildCompany();
  process = await buildEvaluationProcess(
    t,
    company.id,
    [
      { componentType: 'COMPETENCE', order: 1, weight: 50 },
      { componentType: 'INTERVIEW', order: 2, weight: 50 },
    ],
    {
      competences: { competences: [{ id: CODE, name: 'Orientación al cliente', weight: 100, difficulty: 'MEDIUM' }] },
      interview: {
        questionBankId: null,
        defaultQuestions: false,
        answerTime: 60,
        questions: [
          { id: 'why', content: '¿Por qué quieres este cargo?', order: 1 },
          { id: 'team', content: 'Cuéntanos de un trabajo en equipo.', order: 2 },
        ],
      },
    },
  );
});
afterAll(() => t?.close());

it('asks the chosen competences one statement at a time, then the timed interview, and leaves it to grade', async () => {
  const candidate = await buildCandidate(t, process);
  const journey = json<JourneyView>(await api.journey(candidate));
  expect(journey.steps.map((s) => [s.component, s.parts[0]!.questionCount, s.parts[0]!.timeLimitSeconds])).toEqual([
    ['COMPETENCE', COMPETENCE_ITEMS.filter((item) => item.competence === CODE).length, null],
    ['INTERVIEW', 2, 120],
  ]);

  const competence = json<StepSessionView>(await api.start(candidate, 'COMPETENCE', 'tab-1'));
  expect(competence.questions.every((q) => q.kind === 'LIKERT')).toBe(true);
  const [first, second] = competence.questions;
  expect(
    json<{ code: string }>(await api.answer(candidate, competence.sessionId, 'tab-1', second!.id, answerFor(second!)))
      .code,
  ).toBe('INVALID_STATUS');
  for (const [i, question] of competence.questions.entries())
    expect(
      json<{ code: string }>(
        await api.answer(candidate, competence.sessionId, 'tab-1', question.id, answerFor(question, i)),
      ).code,
    ).toBe('OK');
  expect(first).toBeDefined();
  expect((await api.finish(candidate, competence.sessionId, 'tab-1')).statusCode).toBe(200);

  const interview = json<StepSessionView>(await api.start(candidate, 'INTERVIEW', 'tab-1'));
  expect(interview.questions.map((q) => q.id)).toEqual(['why', 'team']);
  expect(interview.remainingSeconds).toBeGreaterThan(115);
  expect(interview.questions[0]).toMatchObject({ kind: 'OPEN_TEXT', answerTimeSeconds: 60 });
  const text = { kind: 'OPEN_TEXT', text: 'Porque me gusta servir a los clientes.' };
  expect(json<{ code: string }>(await api.answer(candidate, interview.sessionId, 'tab-1', 'why', text)).code).toBe(
    'OK',
  );
  // The second question left blank: the interview is finished with what was answered.
  const done = json<JourneyView>(await api.finish(candidate, interview.sessionId, 'tab-1'));
  expect(done.finished).toBe(true);
  const [graded] = await t.db
    .select()
    .from(componentResults)
    .where(
      and(
        eq(componentResults.processPersonId, candidate.processPersonId),
        eq(componentResults.componentType, 'INTERVIEW'),
      ),
    );
  expect(graded!.status).toBe('PENDING_GRADE');
  const [scored] = await t.db
    .select()
    .from(componentResults)
    .where(
      and(
        eq(componentResults.processPersonId, candidate.processPersonId),
        eq(componentResults.componentType, 'COMPETENCE'),
      ),
    );
  expect(scored!.value).not.toBeNull();
});
