import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { ScoringInput, TakenKnowledgeTest } from '@terna/domain';
import { queryRows, type Database } from '../../apps/server/src/db/client.js';
import { recordComponentResult } from '../../apps/server/src/modules/scoring/index.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, ScenarioSet } from '../harness/scenario.js';

/** Issue 17: scoring a finished candidate. */
const SCORING_TARGET_P95_MS = 50;
const QUESTIONS = 20;

class Rollback extends Error {}

/** A knowledge test of 20 questions with `right` of them answered correctly. */
function knowledge(right: number): ScoringInput {
  const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
    id: `q${i}`,
    content: `Pregunta ${i + 1}`,
    difficulty: 'MEDIUM' as const,
    options: [
      { id: 'a', label: 'Correcta', correct: true },
      { id: 'b', label: 'Incorrecta', correct: false },
    ],
  }));
  const test: TakenKnowledgeTest = {
    questionBankId: 1,
    name: 'Bench',
    difficulty: 'MEDIUM',
    weight: 100,
    questions,
    answers: questions.map((q, i) => ({ questionId: q.id, optionId: i < right ? 'a' : 'b' })),
    timedOut: false,
  };
  return { componentType: 'KNOWLEDGE_TEST', tests: [test] };
}

/**
 * recordComponentResult for the last component of a candidate of the 100,000-candidate process, so
 * the candidate finishes (ENDED, a random knowledge score) and takes a place in the ranking, moving
 * the ones behind it. Each call runs in a transaction rolled back after it is timed (the other
 * components' results are written first, untimed), so the process is left as it was.
 */
async function scoringRun(env: BenchEnv): Promise<CustomResult> {
  const samples = env.quick ? 30 : 100;
  const db = env.handle.db as Database;
  const processId = env.scale.largest.id;
  const components = await queryRows<{ component_type: string }>(
    db,
    sql`select jc.component_type from job_components jc join job_opportunities jo on jo.id = jc.job_opportunity_id
      where jo.process_id = ${processId}`,
  );
  if (!components.some((c) => c.component_type === 'KNOWLEDGE_TEST'))
    throw new Error('the largest scale process has no knowledge test');
  const candidates = await queryRows<{ id: number }>(
    db,
    sql`select id from process_persons where process_id = ${processId} and evaluations_status in ('OPEN', 'INPROGRESS')
      order by id limit ${samples}`,
  );
  const [ended] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from process_persons where process_id = ${processId} and evaluations_status = 'ENDED'`,
  );
  const times: number[] = [];
  const shifted: number[] = [];
  for (const [i, candidate] of candidates.entries()) {
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from component_results where process_person_id = ${candidate.id}`);
        await tx.execute(sql`insert into component_results (process_person_id, component_type, status, value, is_completed)
          select ${candidate.id}, component_type, 'SUCCESS', 90, true from job_components jc
            join job_opportunities jo on jo.id = jc.job_opportunity_id
          where jo.process_id = ${processId} and component_type <> 'KNOWLEDGE_TEST'`);
        const before = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from candidate_list_changes`,
        );
        const started = performance.now();
        await recordComponentResult(
          tx as unknown as Database,
          candidate.id,
          knowledge((i * 7) % (QUESTIONS + 1)),
          new Date(),
        );
        times.push(performance.now() - started);
        const after = await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from candidate_list_changes`,
        );
        shifted.push(after[0]!.count - before[0]!.count);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  times.sort((a, b) => a - b);
  shifted.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    operation: `scoring: recordComponentResult finishing a candidate (${env.scale.largest.candidates} candidates, ${ended?.count ?? 0} ranked, ${times.length} samples)`,
    passed: p95 <= SCORING_TARGET_P95_MS,
    targetP95Ms: SCORING_TARGET_P95_MS,
    samples: times.length,
    p50Ms: Math.round(percentile(times, 50) * 100) / 100,
    p95Ms: Math.round(p95 * 100) / 100,
    maxMs: Math.round((times.at(-1) ?? 0) * 100) / 100,
    rowsMarkedP50: percentile(shifted, 50),
    rowsMarkedMax: shifted.at(-1) ?? 0,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

export default function scoringScenarios(): ScenarioSet {
  return { custom: [{ name: 'scoring: recordComponentResult', run: scoringRun }] };
}
