import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISC_GROUPS, type LaunchDraft } from '@terna/domain';
import {
  activities,
  componentResults,
  evaluationSessions,
  mailOutbox,
  processPersons,
} from '../../../src/db/schema/index.js';
import { afterCommitSettled } from '../../../src/db/tenant.js';
import {
  answerCount,
  answerFor,
  buildCandidate,
  buildEvaluationProcess,
  buildKnowledgeBank,
  json,
  moveDeadline,
  portalApi,
  sessionCount,
  storeAnswers,
  type Candidate,
  type JourneyView,
  type StepSessionView,
} from '../../support/evaluation-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * The candidate's steps and sessions (docs/api/portal.md, decision 014): steps in order, a session
 * made once and resumed, answers stored once on the server's clock, takeover by the newest client,
 * and never a key in what the candidate's browser receives.
 */
let t: TestApp;
let api: ReturnType<typeof portalApi>;
let owner: Member;
let process: { id: number; companyId: number };
let bankId: number;

const COMPONENTS = [
  { componentType: 'DISC' as const, order: 1, weight: 40 },
  { componentType: 'KNOWLEDGE_TEST' as const, order: 2, weight: 60 },
];
const draftFor = (questionBankId: number, questionCount = 6): LaunchDraft => ({
  tests: {
    disc: true,
    knowledge: [
      {
        questionBankId,
        name: 'Conocimientos',
        difficulty: 'MEDIUM',
        questionCount,
        time: 10,
        timeControl: true,
        weight: 100,
      },
    ],
  },
});

beforeAll(async () => {
  t = await createTestApp();
  api = portalApi(t);
  owner = await t.buildMember();
  const bank = await buildKnowledgeBank(t.db, owner.company.id, 9);
  bankId = bank.id;
  process = await buildEvaluationProcess(t, owner.company.id, COMPONENTS, draftFor(bankId));
});
afterAll(() => t?.close());

/** A candidate who has taken the DISC already: answers stored as the API stores them, then finished through it. */
async function pastDisc(candidate: Candidate, clientId = 'tab-1'): Promise<void> {
  const disc = json<StepSessionView>(await api.start(candidate, 'DISC', clientId));
  await storeAnswers(
    t.db,
    disc.sessionId,
    process.companyId,
    disc.questions.map((question, i) => ({ questionId: question.id, answer: answerFor(question, i) })),
  );
  expect((await api.finish(candidate, disc.sessionId, clientId)).statusCode).toBe(200);
}

/** Answers one by one through the API, within the per-candidate burst limit. */
async function answerAll(
  candidate: Candidate,
  session: StepSessionView,
  clientId: string,
  keep: (r: { body: string }) => void,
) {
  for (const [i, question] of session.questions.entries()) {
    if (i > 0 && i % 15 === 0) await new Promise((resolve) => setTimeout(resolve, 1_050));
    // Option a is the bank's right answer (buildKnowledgeBank).
    const answer =
      question.kind === 'SINGLE_CHOICE' ? { kind: 'SINGLE_CHOICE', optionId: 'a' } : answerFor(question, i);
    const response = await api.answer(candidate, session.sessionId, clientId, question.id, answer);
    expect(response.json().code).toBe('OK');
    keep(response);
  }
}

describe('the journey', () => {
  it('lists the steps before consent without their content, and with it after', async () => {
    const candidate = await buildCandidate(t, process, { consent: false });
    const before = json<JourneyView>(await api.journey(candidate));
    expect(before.consent).toEqual({ accepted: false, version: null });
    expect(before.steps.map((s) => [s.component, s.status, s.parts.length])).toEqual([
      ['DISC', 'PENDING', 0],
      ['KNOWLEDGE_TEST', 'PENDING', 0],
    ]);
    expect((await api.start(candidate, 'DISC', 'tab-1')).json().code).toBe('CONSENT_REQUIRED');

    const consented = await buildCandidate(t, process);
    const journey = json<JourneyView>(await api.journey(consented));
    expect(journey.consent).toEqual({ accepted: true, version: '1' });
    expect(journey.currentStep).toBe('DISC');
    expect(journey.finished).toBe(false);
    expect(journey.steps[0]!.parts).toEqual([
      {
        part: 'main',
        name: '',
        status: 'PENDING',
        timeLimitSeconds: null,
        questionCount: DISC_GROUPS.length,
        answeredCount: 0,
      },
    ]);
    expect(journey.steps[1]!.parts).toEqual([
      {
        part: String(bankId),
        name: 'Conocimientos',
        status: 'PENDING',
        timeLimitSeconds: 600,
        questionCount: 6,
        answeredCount: 0,
      },
    ]);
  });

  it('marks a step whose content cannot be built unavailable and lets the next steps through', async () => {
    const orphan = await buildEvaluationProcess(t, owner.company.id, COMPONENTS, draftFor(2_000_000_000));
    const candidate = await buildCandidate(t, orphan);
    await pastDisc(candidate);
    const journey = json<JourneyView>(await api.journey(candidate));
    expect(journey.steps[1]).toMatchObject({ component: 'KNOWLEDGE_TEST', unavailable: true, parts: [] });
    expect(journey.currentStep).toBeNull();
    expect(journey.finished).toBe(true);
    const refused = await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'STEP_NOT_AVAILABLE']);
  });
});

describe('starting a step', () => {
  it('refuses a step while an earlier one is unfinished, and any step after a knock-out', async () => {
    const candidate = await buildCandidate(t, process);
    const early = await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1');
    expect([early.statusCode, early.json().code]).toEqual([409, 'STEP_NOT_AVAILABLE']);
    expect(await sessionCount(t.db, candidate.processPersonId, 'KNOWLEDGE_TEST')).toBe(0);
    for (const component of ['CURRICULUM', 'RELIABILITY', 'NOPE']) {
      expect((await api.start(candidate, component, 'tab-1')).json().code).toBe('STEP_NOT_AVAILABLE');
    }

    // Under a component's minimum the candidate goes on: only a knock-out ends the application.
    const belowMinimum = await buildCandidate(t, process);
    await t.db
      .update(processPersons)
      .set({ evaluationsStatus: 'DISQUALIFIED' })
      .where(eq(processPersons.id, belowMinimum.processPersonId));
    expect((await api.start(belowMinimum, 'DISC', 'tab-1')).statusCode).toBe(200);

    const knockedOut = await buildCandidate(t, process);
    await t.db
      .update(processPersons)
      .set({ evaluationsStatus: 'DISQUALIFIED' })
      .where(eq(processPersons.id, knockedOut.processPersonId));
    await t.db.insert(componentResults).values({
      processPersonId: knockedOut.processPersonId,
      componentType: 'CURRICULUM',
      status: 'REJECT',
      value: '20',
      isCompleted: true,
      details: { scoreList: [], discriminated: true },
    });
    expect((await api.start(knockedOut, 'DISC', 'tab-1')).json().code).toBe('STEP_NOT_AVAILABLE');
    // Its journey is over: no step is offered.
    expect(json<{ finished: boolean; currentStep: string | null }>(await api.journey(knockedOut))).toMatchObject({
      finished: true,
      currentStep: null,
    });
  });

  it('makes one session of 20 parallel starts, records STEP_STARTED once, and resumes it', async () => {
    const candidate = await buildCandidate(t, process);
    const starts = await Promise.all(Array.from({ length: 20 }, () => api.start(candidate, 'DISC', 'tab-1')));
    expect(starts.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(starts.map((r) => json<StepSessionView>(r).sessionId));
    expect(ids.size).toBe(1);
    expect(await sessionCount(t.db, candidate.processPersonId, 'DISC')).toBe(1);
    const started = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.processPersonId, candidate.processPersonId), eq(activities.name, 'STEP_STARTED')));
    expect(started.map((a) => a.data)).toEqual([{ componentType: 'DISC' }]);

    const first = json<StepSessionView>(starts[0]!);
    expect(first.questions).toHaveLength(DISC_GROUPS.length);
    expect(first.remainingSeconds).toBeNull();
    expect(first.nextQuestionId).toBe(first.questions[0]!.id);
    await api.answer(candidate, first.sessionId, 'tab-1', first.questions[0]!.id, answerFor(first.questions[0]!));
    const resumed = json<StepSessionView>(await api.start(candidate, 'DISC', 'tab-1'));
    expect(resumed.questions).toEqual(first.questions);
    expect(resumed.answered).toEqual([{ questionId: first.questions[0]!.id, answer: answerFor(first.questions[0]!) }]);
    expect(resumed.nextQuestionId).toBe(first.questions[1]!.id);
  });

  it('shuffles per candidate', async () => {
    const [a, b] = [await buildCandidate(t, process), await buildCandidate(t, process)];
    const first = json<StepSessionView>(await api.start(a, 'DISC', 'x'));
    const second = json<StepSessionView>(await api.start(b, 'DISC', 'x'));
    expect(first.questions.map((q) => q.id)).not.toEqual(second.questions.map((q) => q.id));
  });
});

describe('answering', () => {
  it('takes DISC groups in order only, stores each once, and tells a changed answer apart', async () => {
    const candidate = await buildCandidate(t, process);
    const session = json<StepSessionView>(await api.start(candidate, 'DISC', 'tab-1'));
    const [q0, q1] = session.questions as [StepSessionView['questions'][0], StepSessionView['questions'][0]];

    const ahead = json<{ code: string }>(await api.answer(candidate, session.sessionId, 'tab-1', q1.id, answerFor(q1)));
    expect(ahead.code).toBe('INVALID_STATUS');
    expect(await answerCount(t.db, session.sessionId)).toBe(0);

    expect(
      json<{ code: string }>(await api.answer(candidate, session.sessionId, 'tab-1', q0.id, answerFor(q0))).code,
    ).toBe('OK');
    expect(
      json<{ code: string }>(await api.answer(candidate, session.sessionId, 'tab-1', q0.id, answerFor(q0))).code,
    ).toBe('OK');
    const changed = await api.answer(candidate, session.sessionId, 'tab-1', q0.id, answerFor(q0, 2));
    expect(json<{ code: string }>(changed).code).toBe('OPTIMIZED_QUESTION');
    expect(await answerCount(t.db, session.sessionId)).toBe(1);
    const resumed = json<StepSessionView>(await api.start(candidate, 'DISC', 'tab-1'));
    expect(resumed.answered[0]!.answer).toEqual(answerFor(q0));
  });

  it('refuses, storing nothing, answers that do not fit the question', async () => {
    const candidate = await buildCandidate(t, process);
    const session = json<StepSessionView>(await api.start(candidate, 'DISC', 'tab-1'));
    const q0 = session.questions[0];
    if (q0?.kind !== 'DISC_GROUP') throw new Error('a DISC group expected');
    const bad = [
      { questionId: 'not-a-question', answer: answerFor(q0) },
      { questionId: q0.id, answer: { kind: 'LIKERT', value: 3 } },
      { questionId: q0.id, answer: { kind: 'DISC_GROUP', most: 'not-an-option', least: q0.options[1]!.id } },
      { questionId: q0.id, answer: { kind: 'DISC_GROUP', most: q0.options[0]!.id, least: q0.options[0]!.id } },
      { questionId: q0.id, answer: { kind: 'OPEN_TEXT', text: 'a\u0000b' } },
      { questionId: q0.id, answer: null },
    ];
    for (const { questionId, answer } of bad) {
      const response = await api.answer(candidate, session.sessionId, 'tab-1', questionId, answer);
      expect([response.statusCode, response.json().code]).toEqual([400, 'BAD_INPUT']);
    }
    expect(await answerCount(t.db, session.sessionId)).toBe(0);
  });

  it("answers another candidate's session, or none, as not found", async () => {
    const [mine, theirs] = [await buildCandidate(t, process), await buildCandidate(t, process)];
    const session = json<StepSessionView>(await api.start(theirs, 'DISC', 'tab-1'));
    const q0 = session.questions[0]!;
    for (const id of [session.sessionId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await api.answer(mine, id, 'tab-1', q0.id, answerFor(q0));
      expect([response.statusCode, response.json().code]).toEqual([404, 'SESSION_NOT_FOUND']);
      expect((await api.finish(mine, id, 'tab-1')).statusCode).toBe(404);
    }
    expect(await answerCount(t.db, session.sessionId)).toBe(0);
  });

  it('gives the session to the newest client: the earlier one is refused', async () => {
    const candidate = await buildCandidate(t, process);
    const first = json<StepSessionView>(await api.start(candidate, 'DISC', 'phone'));
    const second = json<StepSessionView>(await api.start(candidate, 'DISC', 'laptop'));
    expect(second.sessionId).toBe(first.sessionId);
    const q0 = first.questions[0]!;
    expect(
      json<{ code: string }>(await api.answer(candidate, first.sessionId, 'phone', q0.id, answerFor(q0))).code,
    ).toBe('INVALID_STATUS');
    expect(await answerCount(t.db, first.sessionId)).toBe(0);
    expect(
      json<{ code: string }>(await api.answer(candidate, first.sessionId, 'laptop', q0.id, answerFor(q0))).code,
    ).toBe('OK');
  });

  it('refuses finishing a questionnaire with groups left, then finishes it and moves on', async () => {
    const candidate = await buildCandidate(t, process);
    const session = json<StepSessionView>(await api.start(candidate, 'DISC', 'tab-1'));
    const early = await api.finish(candidate, session.sessionId, 'tab-1');
    expect([early.statusCode, early.json().code]).toEqual([400, 'BAD_INPUT']);
    await pastDisc(candidate);
    const journey = json<JourneyView>(await api.journey(candidate));
    expect(journey.steps[0]!.status).toBe('FINISHED');
    expect(journey.currentStep).toBe('KNOWLEDGE_TEST');
    const closed = await api.answer(
      candidate,
      session.sessionId,
      'tab-1',
      session.questions[0]!.id,
      answerFor(session.questions[0]!, 3),
    );
    expect(json<{ code: string }>(closed).code).toBe('INVALID_STATUS');
    const finished = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.processPersonId, candidate.processPersonId), eq(activities.name, 'STEP_FINISHED')));
    expect(finished.map((a) => (a.data as { componentType: string }).componentType)).toEqual(['DISC']);
  });
});

describe('the knowledge test', () => {
  it('takes answers in any order, with the time the server holds', async () => {
    const candidate = await buildCandidate(t, process);
    await pastDisc(candidate);
    const session = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    expect(session.part).toBe(String(bankId));
    expect(session.questions).toHaveLength(6);
    expect(session.remainingSeconds).toBeGreaterThan(595);
    expect(new Date(session.deadline!).getTime() - new Date(session.serverTime).getTime()).toBe(600_000);
    const last = session.questions.at(-1)!;
    const answered = json<{ code: string; remainingSeconds: number }>(
      await api.answer(candidate, session.sessionId, 'tab-1', last.id, { kind: 'SINGLE_CHOICE', optionId: null }),
    );
    expect(answered.code).toBe('OK');
    expect(answered.remainingSeconds).toBeGreaterThan(590);
  });

  it('stores one row of 20 parallel identical answers and one of 20 different ones', async () => {
    const candidate = await buildCandidate(t, process);
    await pastDisc(candidate);
    const session = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    const [q0, q1] = session.questions as [StepSessionView['questions'][0], StepSessionView['questions'][0]];

    const same = await Promise.all(
      Array.from({ length: 20 }, () => api.answer(candidate, session.sessionId, 'tab-1', q0.id, answerFor(q0))),
    );
    expect(same.map((r) => r.json().code)).toEqual(Array(20).fill('OK'));
    expect(await answerCount(t.db, session.sessionId)).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the burst limit's window
    const different = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.answer(candidate, session.sessionId, 'tab-1', q1.id, answerFor(q1, i))),
    );
    const stored = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1')).answered.find(
      (a) => a.questionId === q1.id,
    )!.answer;
    // One answer won; the requests that sent that same answer are replays (OK), every other one changed it.
    expect(different.map((r) => r.json().code)).toEqual(
      different.map((_, i) =>
        JSON.stringify(answerFor(q1, i)) === JSON.stringify(stored) ? 'OK' : 'OPTIMIZED_QUESTION',
      ),
    );
    expect(await answerCount(t.db, session.sessionId)).toBe(2);
  });

  it('refuses an answer past the deadline with OUT_OF_TIME and closes the part', async () => {
    const candidate = await buildCandidate(t, process);
    await pastDisc(candidate);
    const session = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    const [q0, q1] = session.questions as [StepSessionView['questions'][0], StepSessionView['questions'][0]];
    expect(
      json<{ code: string }>(await api.answer(candidate, session.sessionId, 'tab-1', q0.id, answerFor(q0))).code,
    ).toBe('OK');
    await moveDeadline(t.db, session.sessionId, new Date(Date.now() - 1_000));

    const late = json<{ code: string; remainingSeconds: number }>(
      await api.answer(candidate, session.sessionId, 'tab-1', q1.id, answerFor(q1)),
    );
    expect(late).toEqual({ code: 'OUT_OF_TIME', remainingSeconds: 0 });
    expect(await answerCount(t.db, session.sessionId)).toBe(1);
    const [row] = await t.db.select().from(evaluationSessions).where(eq(evaluationSessions.id, session.sessionId));
    expect(row!.status).toBe('INTERRUPTED_TIMEOUT');
    expect(
      json<{ code: string }>(await api.answer(candidate, session.sessionId, 'tab-1', q1.id, answerFor(q1))).code,
    ).toBe('OUT_OF_TIME');
    const journey = json<JourneyView>(await api.journey(candidate));
    expect(journey.finished).toBe(true);
    expect(journey.steps[1]!.parts[0]).toMatchObject({ status: 'FINISHED', answeredCount: 1 });
  });

  it('closes a part whose deadline passed at the next call, and sends the confirmation once', async () => {
    const candidate = await buildCandidate(t, process);
    await pastDisc(candidate);
    const session = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    await moveDeadline(t.db, session.sessionId, new Date(Date.now() - 1_000));
    const journey = json<JourneyView>(await api.journey(candidate));
    expect(journey.finished).toBe(true);
    await api.journey(candidate);
    await afterCommitSettled();
    const person = await t.db.query.persons.findFirst({ where: (p, { eq: is }) => is(p.id, candidate.personId) });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person!.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Recibimos tu evaluación');
  });
});

describe('the answer rate limit', () => {
  it('refuses a candidate past the burst with 429 and Retry-After, storing nothing more', async () => {
    const candidate = await buildCandidate(t, process);
    await pastDisc(candidate);
    const session = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    const q0 = session.questions[0]!;
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => api.answer(candidate, session.sessionId, 'tab-1', q0.id, answerFor(q0))),
    );
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(refused[0]!.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await answerCount(t.db, session.sessionId)).toBe(1);
  });
});

describe('keys', () => {
  it('never sends a key, a factor or a reverse flag in a full DISC and knowledge run', async () => {
    const candidate = await buildCandidate(t, process);
    const bodies: string[] = [];
    const keep = <T extends { body: string }>(response: T) => (bodies.push(response.body), response);
    bodies.push(keep(await api.journey(candidate)).body);
    const disc = json<StepSessionView>(keep(await api.start(candidate, 'DISC', 'tab-1')));
    await answerAll(candidate, disc, 'tab-1', keep);
    keep(await api.finish(candidate, disc.sessionId, 'tab-1'));
    const test = json<StepSessionView>(keep(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1')));
    await answerAll(candidate, test, 'tab-1', keep);
    keep(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    keep(await api.finish(candidate, test.sessionId, 'tab-1'));
    for (const body of bodies) {
      expect(body).not.toMatch(/"correct"|"factor"|"reverse"/);
    }
    expect(json<JourneyView>(await api.journey(candidate)).finished).toBe(true);
    const results = await t.db
      .select()
      .from(componentResults)
      .where(eq(componentResults.processPersonId, candidate.processPersonId));
    // Every question answered with option a, the right one: the test scores full marks.
    expect(results.find((r) => r.componentType === 'KNOWLEDGE_TEST')).toMatchObject({
      status: 'SUCCESS',
      value: '100.00',
    });
    expect(results.find((r) => r.componentType === 'DISC')?.value).not.toBeNull();
  });
});
