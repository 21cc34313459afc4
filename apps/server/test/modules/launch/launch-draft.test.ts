import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, departments, jobOpportunities, positions, processes } from '../../../src/db/schema/index.js';
import {
  datesFor,
  dayFromToday,
  DISC_AND_INTERVIEW,
  fullJobProfile,
  INTERVIEW,
  launchApi,
  must,
} from '../../support/launch-api.js';
import { codeOf, PROCESS_FIELDS, processApi, type ProcessView } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * The wizard's draft (decision 013): product choice, profile choice, each step's save checked by
 * its draft schema, and the projection that makes the monitor and summary show wizard-made processes.
 */
let t: TestApp;
let api: ReturnType<typeof launchApi>;
let owner: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp();
  api = launchApi(t);
  owner = await t.buildMember({ role: 'RECRUITER' });
  await t.buildPlan(owner.company.id, 'CREDIT', 10);
  await t.buildPlan(owner.company.id, 'PROCESS', 0);
  stranger = await t.buildMember();
  await t.buildPlan(stranger.company.id, 'CREDIT', 10);
});
afterAll(() => t?.close());

const row = async (id: number) => (await t.db.select().from(processes).where(eq(processes.id, id)))[0]!;
const EN = { 'accept-language': 'en' };

async function blankDraft(kind: 'basic' | 'full' = 'full') {
  const started = must(await api.start(owner.token, 'CREDIT', 'CONTROLLED', kind === 'full')).startProcessDraft;
  return must(await api.choose(owner.token, started.id)).chooseProcessProfile;
}

describe('product choice', () => {
  it('lists each launchable plan’s products and auto-selects nothing with two plan types', async () => {
    const { launchProducts } = must(await api.products(owner.token));
    expect(launchProducts.products.map((p) => p.kind)).toEqual([
      'CONTROLLED_BASIC',
      'CONTROLLED_FULL',
      'STANDARD',
      'ETALENT',
    ]);
    expect(launchProducts.products[0]).toMatchObject({ availableCredits: 10, available: true });
    expect(launchProducts.autoSelectedPlanType).toBeNull();
  });

  it('starts a DRAFT of the chosen kind with its steps, and refuses a product the plans do not offer', async () => {
    const basic = must(await api.start(owner.token, 'CREDIT', 'CONTROLLED', false)).startProcessDraft;
    expect(basic).toMatchObject({ status: 'DRAFT', kind: 'CONTROLLED_BASIC', hasProfile: false, draftStep: null });
    expect(basic.steps).not.toContain('CURRICULUM');
    expect(codeOf(await api.start(owner.token, 'PROCESS', 'CONTROLLED', true))).toBe('PRODUCT_NOT_AVAILABLE');
    expect(codeOf(await api.start(owner.token, 'RELIABILITY', 'CONTROLLED', true))).toBe('PRODUCT_NOT_AVAILABLE');
  });
});

describe('profile choice', () => {
  it('blank: Spanish native and English intermediate, the default section weights, components by kind', async () => {
    const full = await blankDraft('full');
    expect(full.hasProfile).toBe(true);
    expect(full.curriculum).toMatchObject({
      languageList: [
        { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' },
        { languageId: 'en', level: 'PROFESSIONAL_WORKING' },
      ],
      sectionList: [
        { section: 'EDUCATION', weight: 35 },
        { section: 'EXPERIENCE', weight: 30 },
        { section: 'LANGUAGE', weight: 5 },
        { section: 'PERSONAL_INFO', weight: 5 },
        { section: 'SALARY', weight: 20 },
        { section: 'SKILL', weight: 5 },
      ],
    });
    expect(full.components!.components.map((c) => [c.componentType, c.weight])).toEqual([
      ['DISC', 20],
      ['CURRICULUM', 20],
      ['COMPETENCE', 20],
      ['KNOWLEDGE_TEST', 20],
      ['INTERVIEW', 20],
    ]);
    const basic = await blankDraft('basic');
    expect(basic.components!.components.map((c) => c.weight)).toEqual([25, 25, 25, 25]);
    expect(basic.curriculum).toBeNull();
    const monitor = must(await processApi(t).monitor(owner.token, full.id)).getProcessMonitor;
    expect(monitor.complete).toBe(true);
    expect(monitor.jobOpportunity!.components).toHaveLength(5);
  });

  it('template: fills the draft from the shipped template; an unknown code is not found', async () => {
    const templates = must(
      await t.gql<{ profileTemplates: { code: string; name: string }[] }>(
        owner.token,
        '{ profileTemplates { code name area description } }',
        {},
        EN,
      ),
    );
    expect(templates.profileTemplates).toContainEqual(
      expect.objectContaining({ code: 'SALES_EXECUTIVE', name: 'Sales executive' }),
    );
    const started = must(await api.start(owner.token)).startProcessDraft;
    const chosen = must(
      await api.choose(owner.token, started.id, { templateCode: 'SALES_EXECUTIVE' }),
    ).chooseProcessProfile;
    expect(chosen.jobProfile).toMatchObject({ positionName: 'Ejecutivo de ventas' });
    expect((chosen.interview as { questions: unknown[] }).questions).toHaveLength(5);
    expect(codeOf(await api.choose(owner.token, started.id, { templateCode: 'astronaut' }))).toBe('NOT_FOUND');
  });

  it('from an earlier process: its draft, or its job opportunity; another company’s process is not found', async () => {
    const seeded = await t.buildProcess({
      companyId: owner.company.id,
      status: 'CLOSED',
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      withJobOpportunity: {
        name: 'Analista contable',
        components: [
          { componentType: 'DISC', order: 1, weight: 40 },
          { componentType: 'INTERVIEW', order: 2, weight: 60 },
        ],
      },
    });
    const started = must(await api.start(owner.token)).startProcessDraft;
    const copied = must(await api.choose(owner.token, started.id, { fromProcessId: seeded.id })).chooseProcessProfile;
    expect(copied.jobProfile).toMatchObject({ positionName: 'Analista contable' });
    expect(copied.components!.components.map((c) => [c.componentType, c.weight])).toEqual([
      ['DISC', 40],
      ['INTERVIEW', 60],
    ]);
    expect(copied.dates).toBeNull();

    const foreign = await t.buildProcess({ companyId: stranger.company.id, withJobOpportunity: true });
    expect(codeOf(await api.choose(owner.token, started.id, { fromProcessId: foreign.id }))).toBe('NOT_FOUND');
  });
});

describe('saving a step', () => {
  it('refuses bad input with translated field messages and changes nothing', async () => {
    const draft = await blankDraft();
    must(await api.save(owner.token, draft.id, 'JOB_PROFILE', fullJobProfile('Ejecutivo de ventas')));
    const before = await row(draft.id);
    const bad = { ...fullJobProfile('ab'), description: 'corta', salaryFrom: 5, salaryTo: 1 };
    const es = await api.save(owner.token, draft.id, 'JOB_PROFILE', bad);
    expect(codeOf(es)).toBe('BAD_INPUT');
    expect(es.errors![0]!.extensions!.fields).toMatchObject({
      name: 'La entrada no debe ser menor a 3 caratéres',
      description: 'La entrada no debe ser menor a 30 caratéres',
      salaryTo: 'El valor desde no puede ser mayor que el valor hasta',
    });
    const en = await api.save(owner.token, draft.id, 'JOB_PROFILE', bad, EN);
    expect(en.errors![0]!.extensions!.fields).toMatchObject({
      name: 'The input must not be shorter than 3 characters',
    });
    const blocked = await api.save(owner.token, draft.id, 'JOB_PROFILE', { name: 'Vendedor idiota' });
    expect(codeOf(blocked)).toBe('BAD_INPUT');
    expect(await row(draft.id)).toEqual(before);
  });

  it('stores emoji, refuses a lone surrogate, an oversized text, an array and a step of another kind', async () => {
    const draft = await blankDraft('basic');
    const saved = must(await api.save(owner.token, draft.id, 'JOB_PROFILE', { name: 'Cajero 🚀 turno noche' }));
    expect(saved.saveLaunchStep.jobProfile).toMatchObject({ name: 'Cajero 🚀 turno noche' });
    expect((await row(draft.id)).name).toBe('Cajero 🚀 turno noche');
    expect(codeOf(await api.save(owner.token, draft.id, 'JOB_PROFILE', { name: 'Cajero \ud83d turno' }))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await api.save(owner.token, draft.id, 'JOB_PROFILE', { description: 'x'.repeat(5001) }))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await api.save(owner.token, draft.id, 'JOB_PROFILE', { name: 'x'.repeat(100_000) }))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await api.save(owner.token, draft.id, 'TESTS', [] as unknown))).toBe('BAD_INPUT');
    expect(codeOf(await api.save(owner.token, draft.id, 'CURRICULUM', { languageList: [] }))).toBe('BAD_INPUT');
    expect((await row(draft.id)).name).toBe('Cajero 🚀 turno noche');
  });

  it('judges the start date on the process’s calendar and keeps the step to resume at', async () => {
    const draft = await blankDraft();
    const past = await api.save(owner.token, draft.id, 'DATES', { ...datesFor(20), startDate: dayFromToday(-2) });
    expect(past.errors![0]!.extensions!.fields).toMatchObject({ startDate: expect.stringContaining('pasado') });
    const saved = must(await api.save(owner.token, draft.id, 'DATES', datesFor(25))).saveLaunchStep;
    expect(saved).toMatchObject({ draftStep: 'DATES', cost: { credits: 2, processes: 0, days: 25 } });
  });

  it('projects the draft: the monitor and the summary show the wizard-made process', async () => {
    const draft = await blankDraft();
    must(
      await api.save(owner.token, draft.id, 'JOB_PROFILE', {
        ...fullJobProfile('Asesor comercial Medellín'),
        confidential: true,
      }),
    );
    must(await api.save(owner.token, draft.id, 'COMPONENTS', DISC_AND_INTERVIEW));
    must(await api.save(owner.token, draft.id, 'INTERVIEW', INTERVIEW));
    must(await api.save(owner.token, draft.id, 'DATES', datesFor(20)));
    for (const view of [
      must(await processApi(t).monitor(owner.token, draft.id)).getProcessMonitor,
      must(
        await t.gql<{ processSummary: ProcessView }>(
          owner.token,
          `query($id: Int!) { processSummary(processId: $id) { ${PROCESS_FIELDS} } }`,
          { id: draft.id },
        ),
      ).processSummary,
    ]) {
      expect(view).toMatchObject({
        processName: 'Asesor comercial Medellín',
        confidential: true,
        statusName: 'DRAFT',
        positionName: 'Ejecutivo comercial',
        complete: true,
      });
      expect(view.jobOpportunity!.components.map((c) => [c.componentType, c.weight])).toEqual([
        ['DISC', 50],
        ['INTERVIEW', 50],
      ]);
      expect(view.startDate).not.toBeNull();
    }
    const [opportunity] = await t.db.select().from(jobOpportunities).where(eq(jobOpportunities.processId, draft.id));
    expect(opportunity!.interview).toEqual({ questions: [{ order: 1, content: INTERVIEW.questions[0]!.content }] });
    const [position] = await t.db.select().from(positions).where(eq(positions.id, opportunity!.positionId!));
    expect(position!.profile).toMatchObject({ jobProfile: { positionName: 'Ejecutivo comercial' }, dates: null });
  });

  it('lists what is missing with the step to fix it, translated', async () => {
    const draft = await blankDraft();
    const { getLaunchDraft } = must(await api.get(owner.token, draft.id, EN));
    expect(getLaunchDraft.issues).toContainEqual({
      step: 'JOB_PROFILE',
      field: 'name',
      message: 'Required field',
      messageKey: 'validation.required',
    });
    expect(getLaunchDraft.issues.some((issue) => issue.step === 'DATES')).toBe(true);
  });

  it('createProcessDraft and saveProfileCompetences save the spec’s shapes', async () => {
    const draft = await blankDraft();
    const created = must(
      await t.gql<{ createProcessDraft: { name: string; dates: Record<string, unknown>; components: unknown } }>(
        owner.token,
        `mutation($id: Int!, $start: Date, $end: Date) { createProcessDraft(processId: $id, name: "Auxiliar de bodega",
          publicationInfoName: "Auxiliar de bodega Cali", components: [{ componentType: DISC, weight: 100, minValueToPass: 0, order: 1 }],
          startDate: $start, endDate: $end, publicationSite: ["00001"]) { name dates components } }`,
        { id: draft.id, start: dayFromToday(1), end: dayFromToday(21) },
      ),
    ).createProcessDraft;
    expect(created).toMatchObject({
      name: 'Auxiliar de bodega',
      dates: { startDate: dayFromToday(1), endDate: dayFromToday(21), publicationSite: ['00001'] },
      components: { components: [{ componentType: 'DISC', weight: 100 }] },
    });
    const competences = must(
      await t.gql<{
        saveProfileCompetences: { competences: { competences: unknown[]; coveredFactorVersion: number } };
      }>(
        owner.token,
        `mutation($id: Int!, $c: [JSONObject!]!) { saveProfileCompetences(processId: $id, competences: $c, coveredFactorVersion: 2) { competences } }`,
        {
          id: draft.id,
          c: [
            { id: 'COMM', name: 'Comunicación', weight: 60, difficulty: 'MEDIUM' },
            { id: 'TEAM', name: 'Trabajo en equipo', weight: 40, difficulty: 'EASY' },
          ],
        },
      ),
    ).saveProfileCompetences;
    expect(competences.competences).toMatchObject({
      coveredFactorVersion: 2,
      competences: [{ id: 'COMM' }, { id: 'TEAM' }],
    });
  });

  it('refuses a viewer and another company', async () => {
    const draft = await blankDraft();
    const viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
    expect(codeOf(await api.get(viewer.token, draft.id))).toBe('FORBIDDEN');
    expect(codeOf(await api.save(viewer.token, draft.id, 'TESTS', { disc: true }))).toBe('FORBIDDEN');
    expect(codeOf(await api.save(stranger.token, draft.id, 'TESTS', { disc: true }))).toBe('NOT_FOUND');
    expect(codeOf(await api.choose(stranger.token, draft.id))).toBe('NOT_FOUND');
  });
});

describe('the JSONObject scalar', () => {
  const inline = (literal: string, id: number) =>
    t.gql<{ saveLaunchStep: { tests: unknown } }>(
      owner.token,
      `mutation { saveLaunchStep(processId: ${id}, step: TESTS, data: ${literal}) { tests } }`,
    );

  it('takes an object as a variable or written in the query', async () => {
    const draft = await blankDraft();
    expect(must(await inline('{ disc: false, knowledge: [] }', draft.id)).saveLaunchStep.tests).toEqual({
      disc: false,
      knowledge: [],
    });
  });

  it('refuses arrays, strings, numbers and null with BAD_INPUT', async () => {
    const draft = await blankDraft();
    for (const value of [[{ disc: true }], 'disc', 42, true]) {
      expect(codeOf(await api.save(owner.token, draft.id, 'TESTS', value)), JSON.stringify(value)).toBe('BAD_INPUT');
    }
    for (const literal of ['[1, 2]', '"disc"', '7']) {
      expect(codeOf(await inline(literal, draft.id)), literal).toBe('BAD_INPUT');
    }
    expect((await api.save(owner.token, draft.id, 'TESTS', null)).errors).toHaveLength(1);
  });
});

describe('agency and department', () => {
  it('keeps the company’s own, and answers another company’s as not found without writing', async () => {
    const [agency] = await t.db
      .insert(agencies)
      .values({ companyId: owner.company.id, name: 'Agencia norte' })
      .returning();
    const [department] = await t.db
      .insert(departments)
      .values({ companyId: owner.company.id, agencyId: agency!.id, name: 'Ventas' })
      .returning();
    const [foreign] = await t.db.insert(agencies).values({ companyId: stranger.company.id, name: 'Ajena' }).returning();
    const draft = await blankDraft();
    const profile = {
      ...fullJobProfile('Asesor de la agencia norte'),
      agencyId: agency!.id,
      departmentId: department!.id,
    };
    must(await api.save(owner.token, draft.id, 'JOB_PROFILE', profile));
    expect(await row(draft.id)).toMatchObject({ agencyId: agency!.id, departmentId: department!.id });
    const before = await row(draft.id);
    const refused = await api.save(owner.token, draft.id, 'JOB_PROFILE', { ...profile, agencyId: foreign!.id });
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(await row(draft.id)).toEqual(before);
  });
});
