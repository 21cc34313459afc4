import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { LIVE_CHANNEL, type LaunchDraft, type MonitorMessage, type PublicQuestion } from '@terna/domain';
import { queryRows, type Database } from '../../apps/server/src/db/client.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, ScenarioSet } from '../harness/scenario.js';

/**
 * Issue 17: 200 candidates taking a knowledge test at once, each answering a question every 2 s over
 * real HTTP with their live channel open. Answer p95 <= 40 ms, no answer lost (rows counted), live
 * messages (REMAINING_TIME, ALIVE_REMAINING_TIME) on time within 1 s.
 */
const CANDIDATES = 200;
const ANSWER_EVERY_MS = 2_000;
const ANSWER_TARGET_P95_MS = 40;
const LATENESS_TARGET_MS = 1_000;
const QUESTIONS = 60;

interface Sitting {
  token: string;
  sessionId: string;
  questions: PublicQuestion[];
  stream?: AbortController;
}

async function setUp(env: BenchEnv, db: Database) {
  const companyId = env.scale.companyId;
  const [bank] = await queryRows<{ id: number }>(
    db,
    sql`insert into question_banks (company_id, name, language, purpose) values (${companyId}, 'Bench portal', 'es', 'KNOWLEDGE') returning id`,
  );
  await db.execute(sql`insert into bank_questions (bank_id, content, difficulty, "order", answers)
    select ${bank!.id}, 'Pregunta ' || i, 'MEDIUM', i,
      '[{"id":"a","content":"Uno","correct":true},{"id":"b","content":"Dos","correct":false},{"id":"c","content":"Tres","correct":false}]'::jsonb
    from generate_series(1, ${QUESTIONS}) as i`);
  const draft: LaunchDraft = {
    tests: {
      knowledge: [
        {
          questionBankId: bank!.id,
          name: 'Bench',
          difficulty: 'MEDIUM',
          questionCount: QUESTIONS,
          time: 30,
          timeControl: true,
          weight: 100,
        },
      ],
    },
  };
  const [process] = await queryRows<{ id: number }>(
    db,
    sql`insert into processes (company_id, name, status, type_company_plan, environment_type, start_date, end_date,
        launched_at, launch_draft)
      values (${companyId}, 'BENCH PORTAL ANSWERS', 'LAUNCHED', 'PROCESS', 'EMAIL', now() - interval '1 day',
        now() + interval '1 day', now(),
        ${JSON.stringify(draft)}::jsonb)
      returning id`,
  );
  const [opportunity] = await queryRows<{ id: number }>(
    db,
    sql`insert into job_opportunities (process_id, name) values (${process!.id}, 'Bench') returning id`,
  );
  await db.execute(sql`insert into job_components (job_opportunity_id, component_type, "order", weight)
    values (${opportunity!.id}, 'KNOWLEDGE_TEST', 1, 100)`);
  const people = await queryRows<{ process_person_id: number; person_id: number }>(
    db,
    sql`with people as (
        insert into persons (first_name, last_name, email, gender)
        select 'Bench', 'Candidato ' || i, 'bench-portal-' || i || '-' || ${process!.id} || '@example.test', 'UNDEFINED'
        from generate_series(1, ${CANDIDATES}) as i returning id
      ), participations as (
        insert into process_persons (process_id, person_id, company_id)
        select ${process!.id}, id, ${companyId} from people returning id, person_id
      ), consents as (
        insert into candidate_consents (process_person_id, company_id, notice_version, data_processing)
        select id, ${companyId}, '1', true from participations
      )
      select id as process_person_id, person_id from participations`,
  );
  return { processId: process!.id, bankId: bank!.id, people };
}

async function tearDown(db: Database, processId: number, bankId: number) {
  await db.execute(
    sql`delete from persons where id in (select person_id from process_persons where process_id = ${processId})`,
  );
  await db.execute(sql`delete from processes where id = ${processId}`);
  await db.execute(sql`delete from question_banks where id = ${bankId}`);
}

/** Reads a live channel, noting when each message arrives. */
async function listen(
  address: string,
  sitting: Sitting,
  received: { message: MonitorMessage; arrivedAt: number }[],
): Promise<void> {
  sitting.stream = new AbortController();
  const response = await fetch(`${address}/portal-web/me/sessions/${sitting.sessionId}/live?clientId=bench`, {
    headers: { authorization: `Bearer ${sitting.token}` },
    signal: sitting.stream.signal,
  });
  if (!response.body) throw new Error(`live channel: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const arrivedAt = Date.now();
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const line = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (line.startsWith('data: '))
            received.push({ message: JSON.parse(line.slice(6)) as MonitorMessage, arrivedAt });
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
}

async function portalAnswersRun(env: BenchEnv): Promise<CustomResult> {
  const db = env.handle.db as Database;
  const runMs = env.quick ? 20_000 : 60_000;
  const { processId, bankId, people } = await setUp(env, db);
  try {
    const sittings: Sitting[] = await Promise.all(
      people.map(async (person) => {
        const { token } = await env.candidateTokens.issue({
          processPersonId: person.process_person_id,
          processId,
          personId: person.person_id,
          companyId: env.scale.companyId,
        });
        const response = await fetch(`${env.address}/portal-web/me/steps/KNOWLEDGE_TEST/start`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: 'bench' }),
        });
        if (!response.ok) throw new Error(`start: ${response.status} ${await response.text()}`);
        const session = (await response.json()) as { sessionId: string; questions: PublicQuestion[] };
        return { token, sessionId: session.sessionId, questions: session.questions };
      }),
    );
    // A whole minute of time left falls 10 s into the run, so every stream has a REMAINING_TIME to time.
    await db.execute(sql`update evaluation_sessions set deadline_at = now() + interval '250 seconds'
      where process_person_id in (select id from process_persons where process_id = ${processId})`);
    const received: { message: MonitorMessage; arrivedAt: number }[][] = sittings.map(() => []);
    await Promise.all(sittings.map((sitting, i) => listen(env.address, sitting, received[i]!)));

    const times: number[] = [];
    let ok = 0;
    let refused = 0;
    const endAt = Date.now() + runMs;
    await Promise.all(
      sittings.map(async (sitting, i) => {
        // Candidates answer at their own moments within each 2 s.
        await new Promise((resolve) => setTimeout(resolve, (i * ANSWER_EVERY_MS) / CANDIDATES));
        for (const question of sitting.questions) {
          if (Date.now() >= endAt) return;
          const next = Date.now() + ANSWER_EVERY_MS;
          const optionId = question.kind === 'SINGLE_CHOICE' ? question.options[0]!.id : null;
          const started = performance.now();
          const response = await fetch(`${env.address}/portal-web/me/sessions/${sitting.sessionId}/answers`, {
            method: 'POST',
            headers: { authorization: `Bearer ${sitting.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              clientId: 'bench',
              questionId: question.id,
              answer: { kind: 'SINGLE_CHOICE', optionId },
            }),
          });
          const body = (await response.json()) as { code?: string };
          times.push(performance.now() - started);
          if (response.ok && body.code === 'OK') ok += 1;
          else refused += 1;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        }
      }),
    );
    for (const sitting of sittings) sitting.stream?.abort();

    const [stored] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from evaluation_answers a join evaluation_sessions s on s.id = a.session_id
        join process_persons pp on pp.id = s.process_person_id where pp.process_id = ${processId}`,
    );
    // Lateness: arrival against when the server's clock said the message was due.
    const lateness: number[] = [];
    let remainingMessages = 0;
    let heartbeats = 0;
    for (const stream of received) {
      const hello = stream.find((r) => r.message.type === 'CONNECTION_ESTABLISHED');
      if (!hello) continue;
      const deadline = new Date(hello.message.at).getTime() + hello.message.remainingSeconds! * 1000;
      let beat = 0;
      for (const { message, arrivedAt } of stream) {
        if (message.type === 'REMAINING_TIME') {
          remainingMessages += 1;
          lateness.push(arrivedAt - (deadline - message.remainingSeconds! * 1000));
        } else if (message.type === 'ALIVE_REMAINING_TIME') {
          heartbeats += 1;
          beat += 1;
          lateness.push(arrivedAt - (hello.arrivedAt + beat * LIVE_CHANNEL.heartbeatSeconds * 1000));
        }
      }
    }
    times.sort((a, b) => a - b);
    lateness.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const lost = ok - (stored?.count ?? 0);
    const lateP95 = lateness.length ? percentile(lateness, 95) : Number.POSITIVE_INFINITY;
    const lateMax = lateness.at(-1) ?? Number.POSITIVE_INFINITY;
    return {
      operation: `portal answers: ${CANDIDATES} candidates, one answer each ${ANSWER_EVERY_MS / 1000} s for ${runMs / 1000} s, live channels open`,
      passed: p95 <= ANSWER_TARGET_P95_MS && lost === 0 && refused === 0 && lateMax <= LATENESS_TARGET_MS,
      targetP95Ms: ANSWER_TARGET_P95_MS,
      answers: times.length,
      p50Ms: Math.round(percentile(times, 50) * 100) / 100,
      p95Ms: Math.round(p95 * 100) / 100,
      maxMs: Math.round((times.at(-1) ?? 0) * 100) / 100,
      refused,
      lostAnswers: lost,
      liveMessagesTimed: lateness.length,
      remainingTimeMessages: remainingMessages,
      heartbeats,
      livenessTargetMs: LATENESS_TARGET_MS,
      lateP95Ms: Math.round(lateP95),
      lateMaxMs: Math.round(lateMax),
      loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    };
  } finally {
    await tearDown(db, processId, bankId);
  }
}

export default function portalAnswersScenarios(): ScenarioSet {
  return { custom: [{ name: 'portal-answers: 200 candidates answering', run: portalAnswersRun }] };
}
