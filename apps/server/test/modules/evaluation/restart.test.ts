import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.js';
import { buildCandidate, buildEvaluationProcess, buildKnowledgeBank, portalApi } from '../../support/evaluation-api.js';
import { createFactories } from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';
import type { StepSessionView } from '../../support/evaluation-api.js';

/**
 * Every answer is a row committed before the answer is acknowledged: a server restart mid-test
 * (the process and its database closed, both opened again on the same data directory) loses none,
 * and the candidate resumes with the same questions and the time the server's clock has left.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'terna-restart-'));
const jwtSecret = 'restart-test-secret-0123456789abcdef';
let database: DatabaseHandle | undefined;
let built: BuiltApp | undefined;

async function start(): Promise<TestApp> {
  database = await openDatabase({ dataDir });
  built = await buildApp({
    database,
    config: { dataDir, demoData: false, webDist: join(dataDir, 'no-web-dist'), jwtSecret },
  });
  // What the portal helpers use of a test app.
  return { ...createFactories(database.db), app: built.app, db: database.db, services: built.services } as TestApp;
}

async function stop(): Promise<void> {
  await built?.app.close();
  await database?.close();
  built = undefined;
  database = undefined;
}

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Migrating a file-backed embedded database twice takes most of the default 30 s when CI runs other
// suites beside it (seen once at 30 s); the test's own assertions take well under a second.
const RESTART_TEST_TIMEOUT_MS = 90_000;

it(
  'resumes a knowledge test after a restart with the same questions, the answers kept and less time left',
  async () => {
    let t = await start();
    const company = await t.buildCompany();
    const bank = await buildKnowledgeBank(t.db, company.id, 8);
    const process = await buildEvaluationProcess(
      t,
      company.id,
      [{ componentType: 'KNOWLEDGE_TEST', order: 1, weight: 100 }],
      {
        tests: {
          knowledge: [
            {
              questionBankId: bank.id,
              name: 'Conocimientos',
              difficulty: 'MEDIUM',
              questionCount: 8,
              time: 10,
              timeControl: true,
              weight: 100,
            },
          ],
        },
      },
    );
    const candidate = await buildCandidate(t, process);
    let api = portalApi(t);
    const before = (await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1')).json<StepSessionView>();
    const half = before.questions.slice(0, 4);
    for (const question of half) {
      const answer = {
        kind: 'SINGLE_CHOICE',
        optionId: question.kind === 'SINGLE_CHOICE' ? question.options[0]!.id : null,
      };
      expect((await api.answer(candidate, before.sessionId, 'tab-1', question.id, answer)).json().code).toBe('OK');
    }

    await stop();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    t = await start();
    api = portalApi(t);

    const after = (await api.start(candidate, 'KNOWLEDGE_TEST', 'tab-1')).json<StepSessionView>();
    expect(after.sessionId).toBe(before.sessionId);
    expect(after.questions).toEqual(before.questions);
    expect(after.answered.map((a) => a.questionId)).toEqual(half.map((q) => q.id));
    expect(after.deadline).toBe(before.deadline);
    expect(after.remainingSeconds!).toBeLessThan(before.remainingSeconds!);
    const next = after.questions[4]!;
    const answer = { kind: 'SINGLE_CHOICE', optionId: next.kind === 'SINGLE_CHOICE' ? next.options[0]!.id : null };
    expect((await api.answer(candidate, after.sessionId, 'tab-1', next.id, answer)).json().code).toBe('OK');
  },
  RESTART_TEST_TIMEOUT_MS,
);
