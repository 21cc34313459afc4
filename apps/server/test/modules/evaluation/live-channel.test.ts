import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL, type LaunchDraft, type MonitorMessage } from '@terna/domain';
import { evaluationSessions, processes } from '../../../src/db/schema/index.js';
import { nextRemainingDelay } from '../../../src/modules/evaluation/live.js';
import {
  buildCandidate,
  buildEvaluationProcess,
  buildKnowledgeBank,
  json,
  moveDeadline,
  portalApi,
  type Candidate,
  type StepSessionView,
} from '../../support/evaluation-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * The live channel (decision 014): server-sent events over a real socket, read with fetch as the
 * portal reads them, with the bearer token in the header.
 */
let t: TestApp;
let api: ReturnType<typeof portalApi>;
let owner: Member;
let base: string;
let process: { id: number; companyId: number };

const draftFor = (questionBankId: number): LaunchDraft => ({
  tests: {
    knowledge: [
      {
        questionBankId,
        name: 'Conocimientos',
        difficulty: 'MEDIUM',
        questionCount: 5,
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
  const bank = await buildKnowledgeBank(t.db, owner.company.id, 6);
  process = await buildEvaluationProcess(
    t,
    owner.company.id,
    [{ componentType: 'KNOWLEDGE_TEST', order: 1, weight: 100 }],
    draftFor(bank.id),
  );
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t?.close());

interface Live {
  status: number;
  headers: Headers;
  messages: MonitorMessage[];
  /** Resolves with the first message of `type` (fails the test after `ms`). */
  next(type: MonitorMessage['type'], ms?: number): Promise<MonitorMessage>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openLive(candidate: Candidate, sessionId: string, clientId: string): Promise<Live> {
  const abort = new AbortController();
  const response = await fetch(`${base}/portal-web/me/sessions/${sessionId}/live?clientId=${clientId}`, {
    headers: { authorization: `Bearer ${candidate.token}` },
    signal: abort.signal,
  });
  const messages: MonitorMessage[] = [];
  const waiters: (() => void)[] = [];
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) messages.push(JSON.parse(data.slice(6)) as MonitorMessage);
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted by the test
    }
    for (const wake of waiters.splice(0)) wake();
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  const next = async (type: MonitorMessage['type'], ms = 5_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = messages.find((m) => m.type === type);
      if (found) return found;
      if (finished || Date.now() > deadline)
        throw new Error(`no ${type} (got ${messages.map((m) => m.type).join(', ')})`);
      await Promise.race([
        new Promise<void>((resolve) => waiters.push(resolve)),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    messages,
    next,
    ended,
    close: () => abort.abort(),
  };
}

async function openSession(clientId = 'tab-1') {
  const candidate = await buildCandidate(t, process);
  const session = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', clientId));
  return { candidate, session };
}

describe('the live channel', () => {
  it('streams CONNECTION_ESTABLISHED with the time left, uncached', async () => {
    const { candidate, session } = await openSession();
    const live = await openLive(candidate, session.sessionId, 'tab-1');
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('cache-control')).toContain('no-cache');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    const hello = await live.next('CONNECTION_ESTABLISHED');
    expect(hello.remainingSeconds).toBeGreaterThan(595);
    expect(hello.remainingSeconds).toBeLessThanOrEqual(600);
    expect(Math.abs(new Date(hello.at).getTime() - Date.now())).toBeLessThan(2_000);
    live.close();
  });

  it('tells the first client ANOTHER_USER when a second one starts the session', async () => {
    const { candidate, session } = await openSession('phone');
    const live = await openLive(candidate, session.sessionId, 'phone');
    await live.next('CONNECTION_ESTABLISHED');
    await api.start(candidate, 'KNOWLEDGE_TEST', 'laptop');
    const told = await live.next('ANOTHER_USER');
    expect(told.remainingSeconds).toBeGreaterThan(590);
    await live.ended;
    // The stale client reconnecting is told again, at once.
    const again = await openLive(candidate, session.sessionId, 'phone');
    await again.next('ANOTHER_USER');
    await again.ended;
  });

  it("answers another candidate's session with FORBIDDEN_SESSION, and no token with 401", async () => {
    const { session } = await openSession();
    const stranger = await buildCandidate(t, process);
    const live = await openLive(stranger, session.sessionId, 'tab-1');
    await live.next('FORBIDDEN_SESSION');
    await live.ended;
    expect(live.messages.map((m) => m.type)).toEqual(['FORBIDDEN_SESSION']);
    const anonymous = await fetch(`${base}/portal-web/me/sessions/${session.sessionId}/live?clientId=x`);
    expect(anonymous.status).toBe(401);
  });

  it('pushes TIMEOUT at the deadline and closes the part', async () => {
    const { candidate, session } = await openSession();
    await moveDeadline(t.db, session.sessionId, new Date(Date.now() + 1_500));
    const live = await openLive(candidate, session.sessionId, 'tab-1');
    expect((await live.next('CONNECTION_ESTABLISHED')).remainingSeconds).toBeLessThanOrEqual(2);
    const timeout = await live.next('TIMEOUT', 4_000);
    expect(timeout.remainingSeconds).toBe(0);
    await live.ended;
    for (let i = 0; i < 20; i++) {
      const [row] = await t.db.select().from(evaluationSessions).where(eq(evaluationSessions.id, session.sessionId));
      if (row!.status === 'INTERRUPTED_TIMEOUT') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the part was not closed at its deadline');
  });

  it('pushes EVALUATION_POSTPONED when the recruiter reopens the component', async () => {
    const { candidate, session } = await openSession();
    const live = await openLive(candidate, session.sessionId, 'tab-1');
    await live.next('CONNECTION_ESTABLISHED');
    const reopened = await t.gql(
      owner.token,
      `mutation($processId: Int!, $personId: Int!) {
        reactivateComponent(processId: $processId, personId: $personId, positionComponentType: KNOWLEDGE_TEST) { id }
      }`,
      { processId: process.id, personId: candidate.personId },
    );
    expect(reopened.errors).toBeUndefined();
    await live.next('EVALUATION_POSTPONED');
    await live.ended;
    // The part is taken again from the start, in a new attempt with its own order.
    const retake = json<StepSessionView>(await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1'));
    expect(retake.sessionId).not.toBe(session.sessionId);
    expect(retake.answered).toEqual([]);
  });

  it('pushes CLOSED when the process closes (seen at the next heartbeat)', async () => {
    const { candidate, session } = await openSession();
    const live = await openLive(candidate, session.sessionId, 'tab-1');
    await live.next('CONNECTION_ESTABLISHED');
    await t.db.update(processes).set({ status: 'CLOSED' }).where(eq(processes.id, process.id));
    try {
      const closed = await openLive(candidate, session.sessionId, 'tab-1');
      await closed.next('CLOSED');
      await closed.ended;
    } finally {
      await t.db.update(processes).set({ status: 'LAUNCHED' }).where(eq(processes.id, process.id));
    }
    live.close();
  });
});

describe('the REMAINING_TIME schedule', () => {
  const s = (seconds: number) => seconds * 1000;
  it('ticks on each whole minute left, then every 10 s in the last minute', () => {
    expect(nextRemainingDelay(s(600))).toBe(s(60));
    expect(nextRemainingDelay(s(599.5))).toBe(s(59.5));
    expect(nextRemainingDelay(s(125))).toBe(s(5));
    expect(nextRemainingDelay(s(61))).toBe(s(1));
    expect(nextRemainingDelay(s(60))).toBe(s(LIVE_CHANNEL.finalEverySeconds));
    expect(nextRemainingDelay(s(15))).toBe(s(5));
    expect(nextRemainingDelay(s(10))).toBeNull();
    expect(nextRemainingDelay(s(3))).toBeNull();
  });
});
