import { todayIn } from '@terna/domain';
import type { GraphqlBody, TestApp } from './test-app.js';

/** The LaunchDraft fields the launch tests read, through GraphQL only. */
export const DRAFT_FIELDS = `
  id name status kind typeCompanyPlan environmentType fullProfile timeZone draftStep steps hasProfile launchedAt publicLink
  jobProfile curriculum competences tests interview components trustFeatures dates
  issues { step field message messageKey }
  cost { credits processes days }
  availableCredits processesLeft
  editRules { minEndDate maxEndDate }
  lockedFields { field reason message }
`;

export interface DraftView {
  id: number;
  name: string;
  status: string;
  kind: string;
  typeCompanyPlan: string;
  draftStep: string | null;
  steps: string[];
  hasProfile: boolean;
  launchedAt: string | null;
  publicLink: string | null;
  jobProfile: Record<string, unknown> | null;
  curriculum: Record<string, unknown> | null;
  competences: Record<string, unknown> | null;
  tests: Record<string, unknown> | null;
  interview: Record<string, unknown> | null;
  components: { components: { componentType: string; weight: number; minValueToPass: number; order: number }[] } | null;
  trustFeatures: Record<string, unknown> | null;
  dates: Record<string, unknown> | null;
  issues: { step: string; field: string; message: string; messageKey: string }[];
  cost: { credits: number; processes: number; days: number } | null;
  availableCredits: number | null;
  processesLeft: number | null;
  editRules: { minEndDate: string; maxEndDate: string | null } | null;
  lockedFields: { field: string; reason: string; message: string }[];
}

export interface LaunchResultView {
  process: { id: number; statusName: string; launchedAt: string | null; totalConsume: number; processName: string };
  publicLink: string;
  balanceAfter: number | null;
  processesLeft: number | null;
  alreadyLaunched: boolean;
}

const DAY_MS = 86_400_000;
/** A day `offset` days from today in Bogotá (the processes' default zone), as yyyy-MM-dd. */
export const dayFromToday = (offset: number) => todayIn('America/Bogota', new Date(Date.now() + offset * DAY_MS));

/** A job profile that passes the launch schema. */
export const fullJobProfile = (name: string) => ({
  name,
  positionName: 'Ejecutivo comercial',
  positionId: null,
  countryCode: 'CO',
  placeId: 'bogota-uuid',
  description: 'Buscamos un ejecutivo comercial con experiencia en ventas consultivas y manejo de cartera.',
  confidential: false,
  jobTemporality: 'FULL_TIME',
  salaryFrom: 2_000_000,
  salaryTo: 3_000_000,
  currencyCode: 'COP',
  agencyId: null,
  departmentId: null,
  publicationInfoName: 'Ejecutivo comercial Bogotá',
  videoUrl: null,
});

/** The components the launch tests choose: DISC and the interview, half each. */
export const DISC_AND_INTERVIEW = {
  components: [
    { componentType: 'DISC', weight: 50, minValueToPass: 0, order: 1 },
    { componentType: 'INTERVIEW', weight: 50, minValueToPass: 0, order: 2 },
  ],
};
export const INTERVIEW = {
  questionBankId: null,
  defaultQuestions: true,
  answerTime: 120,
  questions: [{ content: '¿Por qué quieres trabajar con nosotros?', order: 1 }],
};
export const datesFor = (days: number, startOffset = 1) => ({
  startDate: dayFromToday(startOffset),
  endDate: dayFromToday(startOffset + days),
  publicationSite: [],
  isPublic: false,
});

export function launchApi(t: Pick<TestApp, 'gql'>) {
  const api = {
    products: (token: string) =>
      t.gql<{
        launchProducts: {
          autoSelectedPlanType: string | null;
          products: {
            kind: string;
            typeCompanyPlan: string;
            planConfigId: number;
            availableCredits: number | null;
            processesLeft: number | null;
            productActive: boolean;
            available: boolean;
          }[];
        };
      }>(
        token,
        `{ launchProducts { autoSelectedPlanType products { kind typeCompanyPlan planConfigId availableCredits processesLeft productActive available } } }`,
      ),
    start: (token: string, typeCompanyPlan = 'CREDIT', environmentType = 'CONTROLLED', fullProfile = true) =>
      t.gql<{ startProcessDraft: DraftView }>(
        token,
        `mutation($p: CompanyPlanType!, $e: EnvironmentType!, $f: Boolean!) {
          startProcessDraft(typeCompanyPlan: $p, environmentType: $e, fullProfile: $f) { ${DRAFT_FIELDS} } }`,
        { p: typeCompanyPlan, e: environmentType, f: fullProfile },
      ),
    choose: (token: string, processId: number, from: { fromProcessId?: number; templateCode?: string } = {}) =>
      t.gql<{ chooseProcessProfile: DraftView }>(
        token,
        `mutation($id: Int!, $from: Int, $code: String) {
          chooseProcessProfile(processId: $id, fromProcessId: $from, templateCode: $code) { ${DRAFT_FIELDS} } }`,
        { id: processId, from: from.fromProcessId ?? null, code: from.templateCode ?? null },
      ),
    get: (token: string, processId: number, headers: Record<string, string> = {}) =>
      t.gql<{ getLaunchDraft: DraftView }>(
        token,
        `query($id: Int!) { getLaunchDraft(processId: $id) { ${DRAFT_FIELDS} } }`,
        { id: processId },
        headers,
      ),
    save: (token: string, processId: number, step: string, data: unknown, headers: Record<string, string> = {}) =>
      t.gql<{ saveLaunchStep: DraftView }>(
        token,
        `mutation($id: Int!, $step: LaunchStep!, $data: JSONObject!) {
          saveLaunchStep(processId: $id, step: $step, data: $data) { ${DRAFT_FIELDS} } }`,
        { id: processId, step, data },
        headers,
      ),
    launch: (token: string, id: number, idempotencyKey?: string) =>
      t.gql<{ launchProcess: LaunchResultView }>(
        token,
        `mutation($id: Int!, $key: String) { launchProcess(id: $id, idempotencyKey: $key) {
          process { id statusName launchedAt totalConsume processName } publicLink balanceAfter processesLeft alreadyLaunched } }`,
        { id, key: idempotencyKey ?? null },
      ),
    /** A draft on the company's plan with a blank profile and every step a launch needs, `days` long. */
    async readyDraft(token: string, name: string, days = 20, typeCompanyPlan = 'CREDIT'): Promise<number> {
      const environment = typeCompanyPlan === 'PROCESS' ? 'EMAIL' : 'CONTROLLED';
      const started = must(await api.start(token, typeCompanyPlan, environment, true)).startProcessDraft;
      must(await api.choose(token, started.id));
      if (typeCompanyPlan === 'RELIABILITY') {
        must(await api.save(token, started.id, 'JOB_PROFILE', fullJobProfile(name)));
        must(await api.save(token, started.id, 'TRUST_FEATURES', { checks: ['DRUGS'] }));
      } else {
        must(await api.save(token, started.id, 'JOB_PROFILE', fullJobProfile(name)));
        must(await api.save(token, started.id, 'TESTS', { disc: true, knowledge: [] }));
        must(await api.save(token, started.id, 'INTERVIEW', INTERVIEW));
        must(await api.save(token, started.id, 'COMPONENTS', DISC_AND_INTERVIEW));
      }
      must(await api.save(token, started.id, 'DATES', datesFor(days)));
      return started.id;
    },
  };
  return api;
}

/** The data of a body that must have no errors (fails the test with the errors otherwise). */
export function must<T>(body: GraphqlBody<T>): T {
  if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}
