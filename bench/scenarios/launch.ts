import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { todayIn } from '@terna/domain';
import {
  creditAccounts,
  creditTransactions,
  planConfigs,
  plans,
  processes,
} from '../../apps/server/src/db/schema/index.js';
import { percentile } from '../harness/load.js';
import type { BenchEnv, CustomResult, HttpScenario, ScenarioSet } from '../harness/scenario.js';

/**
 * The launch wizard (issue 16): each step's save (p95 ≤ 30 ms) on drafts of the scale company, and
 * launchProcess (p95 ≤ 80 ms) on fresh drafts of its CREDIT plan. Step saves reuse the same drafts
 * run after run (found by name); the launch run removes its processes, ledger rows and top-up after.
 */
const STEP_TARGET_P95_MS = 30;
const LAUNCH_TARGET_P95_MS = 80;
const SAVE_DRAFTS = 20;
const SAVE_PREFIX = 'BENCH WIZARD';
const LAUNCH_PREFIX = 'BENCH LAUNCH';
const DAY_MS = 86_400_000;

const day = (offset: number) => todayIn('America/Bogota', new Date(Date.now() + offset * DAY_MS));

const jobProfile = (name: string) => ({
  name,
  positionName: 'Ejecutivo comercial',
  positionId: null,
  countryCode: 'EC',
  placeId: 'quito',
  description: 'Buscamos un ejecutivo comercial con experiencia en ventas consultivas y manejo de cartera de clientes.',
  confidential: false,
  jobTemporality: 'FULL_TIME',
  salaryFrom: 900,
  salaryTo: 1400,
  currencyCode: 'USD',
  agencyId: null,
  departmentId: null,
  publicationInfoName: 'Ejecutivo comercial Quito',
  videoUrl: null,
});

/** A form per step, as the wizard sends it on "Siguiente". */
const STEPS: Record<string, (name: string) => Record<string, unknown>> = {
  JOB_PROFILE: jobProfile,
  CURRICULUM: () => ({
    personalInfo: { ageFrom: 20, ageTo: 45, relocation: false, cityList: ['Quito', 'Guayaquil'] },
    salary: { salaryFrom: 900, salaryTo: 1400, includeDefined: true, currencyId: 'USD' },
    education: { studyAreaList: ['Administración'], institutionList: [], degreeId: 3, status: 'COMPLETED' },
    experience: {
      areaList: ['Ventas'],
      subAreaList: ['Ventas corporativas'],
      industryList: ['Retail'],
      jobTitleList: ['Ejecutivo comercial'],
      yearsFrom: 2,
      yearsTo: 10,
    },
    skillList: [{ skill: 'Negociación', level: 'HIGH' }],
    languageList: [
      { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' },
      { languageId: 'en', level: 'PROFESSIONAL_WORKING' },
    ],
    sectionList: [
      { section: 'EDUCATION', weight: 35 },
      { section: 'EXPERIENCE', weight: 30 },
      { section: 'SALARY', weight: 20 },
      { section: 'LANGUAGE', weight: 5 },
      { section: 'PERSONAL_INFO', weight: 5 },
      { section: 'SKILL', weight: 5 },
    ],
    questionList: [
      {
        type: 'YES_NO',
        content: '¿Tienes licencia de conducir vigente?',
        order: 1,
        discriminatory: true,
        answerList: [
          { content: 'Sí', correct: true },
          { content: 'No', correct: false },
        ],
      },
    ],
  }),
  COMPETENCES: () => ({
    competences: [
      { id: 'COMM', name: 'Comunicación', weight: 34, difficulty: 'MEDIUM' },
      { id: 'NEGO', name: 'Negociación', weight: 33, difficulty: 'HARD' },
      { id: 'TEAM', name: 'Trabajo en equipo', weight: 33, difficulty: 'EASY' },
    ],
  }),
  TESTS: () => ({
    disc: true,
    knowledge: [
      {
        questionBankId: 1,
        name: 'Ventas',
        difficulty: 'MEDIUM',
        questionCount: 15,
        time: 20,
        timeControl: true,
        weight: 100,
      },
    ],
  }),
  INTERVIEW: () => ({
    questionBankId: null,
    defaultQuestions: true,
    answerTime: 120,
    questions: [
      { content: '¿Por qué quieres trabajar con nosotros?', order: 1 },
      { content: 'Cuéntanos de una venta difícil que cerraste.', order: 2 },
    ],
  }),
  COMPONENTS: () => ({
    components: [
      { componentType: 'DISC', weight: 20, minValueToPass: 0, order: 1 },
      { componentType: 'CURRICULUM', weight: 20, minValueToPass: 0, order: 2 },
      { componentType: 'COMPETENCE', weight: 20, minValueToPass: 0, order: 3 },
      { componentType: 'KNOWLEDGE_TEST', weight: 20, minValueToPass: 0, order: 4 },
      { componentType: 'INTERVIEW', weight: 20, minValueToPass: 50, order: 5 },
    ],
  }),
  DATES: () => ({ startDate: day(1), endDate: day(21), publicationSite: [], isPublic: false }),
};

const SAVE = `mutation SaveLaunchStep($processId: Int!, $step: LaunchStep!, $data: JSONObject!) {
  saveLaunchStep(processId: $processId, step: $step, data: $data) { id draftStep issues { step field } cost { credits } } }`;
const START = `mutation { startProcessDraft(typeCompanyPlan: CREDIT, environmentType: CONTROLLED, fullProfile: true) { id } }`;
const CHOOSE = `mutation($id: Int!) { chooseProcessProfile(processId: $id) { id } }`;
const LAUNCH = `mutation LaunchProcess($id: Int!) { launchProcess(id: $id) { process { id statusName } balanceAfter } }`;

/** A complete draft of the scale company named `name`, made through the API as the wizard makes it. */
async function wizardDraft(env: BenchEnv, name: string): Promise<number> {
  const { startProcessDraft } = await env.graphql<{ startProcessDraft: { id: number } }>('scale', START);
  const id = startProcessDraft.id;
  await env.graphql('scale', CHOOSE, { id });
  for (const [step, form] of Object.entries(STEPS)) {
    await env.graphql('scale', SAVE, { processId: id, step, data: form(name) });
  }
  return id;
}

/** The drafts the step saves run on: made once, found by name on later runs. */
async function saveDrafts(env: BenchEnv): Promise<{ id: number; name: string }[]> {
  const existing = await env.handle.db
    .select({ id: processes.id, name: processes.name })
    .from(processes)
    .where(
      and(
        eq(processes.companyId, env.scale.companyId),
        eq(processes.status, 'DRAFT'),
        like(processes.name, `${SAVE_PREFIX} %`),
      ),
    )
    .orderBy(processes.id);
  for (let i = existing.length; i < SAVE_DRAFTS; i += 1) {
    const name = `${SAVE_PREFIX} ${i + 1}`;
    existing.push({ id: await wizardDraft(env, name), name });
  }
  return existing.slice(0, SAVE_DRAFTS);
}

async function creditAccountOf(env: BenchEnv) {
  const [account] = await env.handle.db
    .select({ id: creditAccounts.id, balance: creditAccounts.availableBalance })
    .from(creditAccounts)
    .innerJoin(planConfigs, eq(planConfigs.id, creditAccounts.planConfigId))
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .where(
      and(
        eq(creditAccounts.companyId, env.scale.companyId),
        eq(plans.type, 'CREDIT'),
        eq(planConfigs.planStatus, 'ACTIVE'),
      ),
    )
    .orderBy(planConfigs.id)
    .limit(1);
  if (!account) throw new Error('the scale company has no active CREDIT plan');
  return account;
}

/**
 * launchProcess on fresh drafts, one client, each launch timed through HTTP. The account gets the
 * credits first; afterwards the processes, their ledger rows and the top-up go and the balance is put back.
 */
async function launchRun(env: BenchEnv): Promise<CustomResult> {
  const samples = env.quick ? 30 : 100;
  const account = await creditAccountOf(env);
  const ids: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) ids.push(await wizardDraft(env, `${LAUNCH_PREFIX} ${Date.now()} ${i}`));
    await env.handle.db
      .update(creditAccounts)
      .set({ availableBalance: sql`${creditAccounts.availableBalance} + ${samples}` })
      .where(eq(creditAccounts.id, account.id));
    const times: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      const response = await fetch(`${env.address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${env.callers.scale.token}` },
        body: JSON.stringify({ query: LAUNCH, variables: { id } }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      times.push(performance.now() - started);
      if (body.errors) throw new Error(`launchProcess ${id}: ${JSON.stringify(body.errors)}`);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    return {
      operation: `launch: launchProcess (CREDIT plan, 20 days, ${samples} fresh drafts, one client)`,
      passed: p95 <= LAUNCH_TARGET_P95_MS,
      targetP95Ms: LAUNCH_TARGET_P95_MS,
      samples,
      p50Ms: Math.round(percentile(times, 50) * 100) / 100,
      p95Ms: Math.round(p95 * 100) / 100,
      maxMs: Math.round((times.at(-1) ?? 0) * 100) / 100,
      loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    };
  } finally {
    if (ids.length) {
      await env.handle.db.delete(creditTransactions).where(inArray(creditTransactions.processId, ids));
      await env.handle.db.delete(processes).where(inArray(processes.id, ids));
    }
    await env.handle.db
      .update(creditAccounts)
      .set({ availableBalance: account.balance })
      .where(eq(creditAccounts.id, account.id));
  }
}

export default async function launchScenarios(env: BenchEnv): Promise<ScenarioSet> {
  const drafts = await saveDrafts(env);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${env.callers.scale.token}` };
  const http: HttpScenario[] = Object.entries(STEPS).map(([step, form]) => ({
    name: `saveLaunchStep ${step} (${SAVE_DRAFTS} drafts in turn)`,
    as: 'scale',
    requests: {
      headers,
      bodies: drafts.map((draft) =>
        JSON.stringify({
          operationName: 'SaveLaunchStep',
          query: SAVE,
          variables: { processId: draft.id, step, data: form(draft.name) },
        }),
      ),
    },
    targets: { p95Ms: STEP_TARGET_P95_MS },
  }));
  return { http, custom: [{ name: 'launch: launchProcess', run: launchRun }] };
}
