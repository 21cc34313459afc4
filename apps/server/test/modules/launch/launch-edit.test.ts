import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, positions, processes } from '../../../src/db/schema/index.js';
import {
  datesFor,
  dayFromToday,
  DISC_AND_INTERVIEW,
  fullJobProfile,
  INTERVIEW,
  launchApi,
  must,
} from '../../support/launch-api.js';
import { codeOf, processApi } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * Editing a launched process through saveLaunchStep (issue 16, "Edit and relaunch"): what candidates
 * have not met may change, the rest is refused with the field and the reason, and nothing is written.
 * Then relaunching: the clone's name rule and its prefilled draft.
 */
let t: TestApp;
let api: ReturnType<typeof launchApi>;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp();
  api = launchApi(t);
  owner = await t.buildMember({ role: 'RECRUITER' });
  await t.buildPlan(owner.company.id, 'CREDIT', 100);
});
afterAll(() => t?.close());

const row = async (id: number) => (await t.db.select().from(processes).where(eq(processes.id, id)))[0]!;
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

async function launched(name = unique('EDITABLE')) {
  const id = await api.readyDraft(owner.token, name, 20);
  must(await api.launch(owner.token, id));
  return id;
}

async function candidate(processId: number, status: 'OPEN' | 'INPROGRESS' | 'ENDED', interview?: string) {
  const person = await t.buildProcessPerson({ processId, evaluationsStatus: status });
  if (interview) {
    await t.buildComponentResult({
      processPersonId: person.processPersonId,
      componentType: 'INTERVIEW',
      status: interview,
    });
  }
}

/** Saves a refused edit and checks the refusal names the field and the reason, and nothing changed. */
async function expectRefused(id: number, step: string, data: unknown, message: string) {
  const before = await row(id);
  const body = await api.save(owner.token, id, step, data);
  expect(codeOf(body)).toBe('EDIT_NOT_ALLOWED');
  expect(body.errors![0]!.message).toBe(message);
  expect(await row(id)).toEqual(before);
}

describe('editing a launched process', () => {
  it('shows no locked field before anyone started, and the end-date window', async () => {
    const id = await launched();
    const draft = must(await api.get(owner.token, id)).getLaunchDraft;
    expect(draft.lockedFields).toEqual([]);
    expect(draft.editRules).toEqual({ minEndDate: dayFromToday(0), maxEndDate: dayFromToday(21) });
    const edited = must(await api.save(owner.token, id, 'CURRICULUM', { languageList: [] })).saveLaunchStep;
    expect(edited.status).toBe('LAUNCHED');
  });

  it('changes the description always, even once candidates finished', async () => {
    const id = await launched();
    await candidate(id, 'ENDED', 'SUCCESS');
    const profile = {
      ...fullJobProfile((await row(id)).name),
      description: 'Nueva descripción del cargo, con más detalle del día a día.',
    };
    const saved = must(await api.save(owner.token, id, 'JOB_PROFILE', profile)).saveLaunchStep;
    expect(saved.jobProfile).toMatchObject({ description: profile.description });
    expect(saved.lockedFields.map((f) => f.field)).toContain('curriculum');
  });

  it('locks the curriculum, tests and the rest of the profile once a candidate started, with the reason', async () => {
    const id = await launched();
    await candidate(id, 'INPROGRESS');
    const draft = must(await api.get(owner.token, id)).getLaunchDraft;
    expect(draft.lockedFields).toContainEqual({
      field: 'tests',
      reason: 'CANDIDATES_STARTED',
      message: 'algunos candidatos ya empezaron sus evaluaciones.',
    });
    await expectRefused(
      id,
      'TESTS',
      { disc: false, knowledge: [] },
      'No se puede cambiar las pruebas: algunos candidatos ya empezaron sus evaluaciones.',
    );
    await expectRefused(
      id,
      'JOB_PROFILE',
      fullJobProfile('Otro nombre de proceso'),
      'No se puede cambiar el perfil del cargo: algunos candidatos ya empezaron sus evaluaciones.',
    );
    // Weights may still change while nobody finished.
    const weights = {
      components: DISC_AND_INTERVIEW.components.map((c, i) => ({ ...c, weight: i === 0 ? 30 : 70 })),
    };
    must(await api.save(owner.token, id, 'COMPONENTS', weights));
    const monitor = must(await processApi(t).monitor(owner.token, id)).getProcessMonitor;
    expect(monitor.jobOpportunity!.components.map((c) => c.weight)).toEqual([30, 70]);
  });

  it('refuses weights once someone finished, and interview questions once someone answered', async () => {
    const id = await launched();
    must(
      await api.save(owner.token, id, 'INTERVIEW', {
        ...INTERVIEW,
        questions: [{ content: '¿Qué te motiva?', order: 1 }],
      }),
    );
    await candidate(id, 'ENDED', 'PENDING_GRADE');
    await expectRefused(
      id,
      'COMPONENTS',
      { components: DISC_AND_INTERVIEW.components.map((c, i) => ({ ...c, weight: i === 0 ? 10 : 90 })) },
      'No se puede cambiar los pesos de los componentes: algunos candidatos ya terminaron el proceso.',
    );
    await expectRefused(
      id,
      'INTERVIEW',
      INTERVIEW,
      'No se puede cambiar la entrevista: algunos candidatos ya respondieron la entrevista.',
    );
  });

  it('moves the end date within today and the paid tier; the start date not once it came', async () => {
    const id = await launched();
    const dates = (await api.get(owner.token, id)).data!.getLaunchDraft.dates as ReturnType<typeof datesFor>;
    must(await api.save(owner.token, id, 'DATES', { ...dates, endDate: dayFromToday(15) }));
    await expectRefused(
      id,
      'DATES',
      { ...dates, endDate: dayFromToday(30) },
      'No se puede cambiar la fecha de fin: para una fecha posterior usa la opción Extender.',
    );
    // The start came: the stored start is yesterday.
    const yesterday = dayFromToday(-1);
    const process = await row(id);
    await t.db
      .update(processes)
      .set({
        startDate: new Date(Date.now() - 86_400_000),
        launchDraft: {
          ...(process.launchDraft as object),
          dates: { ...dates, startDate: yesterday, endDate: dayFromToday(15) },
        },
      })
      .where(eq(processes.id, id));
    const started = { ...dates, startDate: yesterday, endDate: dayFromToday(15) };
    must(await api.save(owner.token, id, 'DATES', { ...started, isPublic: true }));
    await expectRefused(
      id,
      'DATES',
      { ...started, startDate: dayFromToday(2) },
      'No se puede cambiar la fecha de inicio: el proceso ya empezó.',
    );
  });

  it('refuses a viewer, and edits of a closed process on a PROCESS plan', async () => {
    const id = await launched();
    const viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
    expect(codeOf(await api.save(viewer.token, id, 'TESTS', { disc: true, knowledge: [] }))).toBe('FORBIDDEN');
    const etalent = await t.buildMember();
    await t.buildPlan(etalent.company.id, 'PROCESS', 0);
    const closed = await t.buildProcess({ companyId: etalent.company.id, status: 'CLOSED', withJobOpportunity: true });
    expect(codeOf(await api.save(etalent.token, closed.id, 'TESTS', { disc: true }))).toBe('PROCESS_STATUS_INVALID');
  });
});

describe('relaunching (clone)', () => {
  it('refuses a name an open process of the company has, and copies the draft without dates', async () => {
    const name = unique('PROCESO ORIGINAL');
    const id = await launched(name);
    await processApi(t).close(owner.token, id);
    const other = await launched(unique('PROCESO ABIERTO'));
    const taken = await processApi(t).clone(owner.token, id, {
      name: (await row(other)).name,
      timeZone: 'America/Bogota',
    });
    expect(codeOf(taken)).toBe('PROCESS_NAME_TAKEN');
    expect(taken.errors![0]!.message).toContain((await row(other)).name);

    const copyName = unique('PROCESO RELANZADO');
    const copyId = must(
      await processApi(t).clone(owner.token, id, { name: copyName, timeZone: 'America/Bogota' }),
    ).clone;
    const copy = must(await api.get(owner.token, copyId)).getLaunchDraft;
    expect(copy).toMatchObject({ status: 'DRAFT', dates: null, hasProfile: true });
    expect(copy.jobProfile).toMatchObject({ name: copyName, positionName: 'Ejecutivo comercial' });
    expect(new Set(copy.issues.map((issue) => issue.step))).toEqual(new Set(['DATES']));
    const [source, cloned] = [await row(id), await row(copyId)];
    expect(cloned.positionId).not.toBe(source.positionId);
    const [position] = await t.db.select().from(positions).where(eq(positions.id, cloned.positionId!));
    expect(position!.profile).toMatchObject({ jobProfile: { positionName: 'Ejecutivo comercial' } });

    must(await api.save(owner.token, copyId, 'DATES', datesFor(20)));
    expect(must(await api.launch(owner.token, copyId)).launchProcess.process.statusName).toBe('LAUNCHED');
    const again = await processApi(t).clone(owner.token, id, { name: copyName, timeZone: 'America/Bogota' });
    expect(codeOf(again)).toBe('PROCESS_NAME_TAKEN');
  });
});

describe('relaunching a process made before the wizard', () => {
  it('opens the copy in the wizard prefilled from the source rows, asking only for new dates', async () => {
    const plan = await t.buildPlan(owner.company.id, 'PROCESS', 0);
    const source = await t.buildProcess({
      companyId: owner.company.id,
      planConfigId: plan.planConfigId,
      name: unique('PROCESO CERRADO ANTERIOR'),
      typeCompanyPlan: 'PROCESS',
      status: 'CLOSED',
      withJobOpportunity: { name: 'Analista contable' },
    });
    const description = 'Buscamos un analista contable con experiencia en cierres mensuales y conciliaciones.';
    await t.db
      .update(processes)
      .set({
        notificationInfo: {
          name: 'Analista contable',
          description,
          country: 'Colombia',
          locationName: 'Bogotá',
          jobTemporality: 'FULL_TIME',
          currencyName: 'USD',
        },
      })
      .where(eq(processes.id, source.id));

    const copyName = unique('ANALISTA RELANZADO');
    const copyId = must(await processApi(t).clone(owner.token, source.id, { name: copyName, timeZone: 'UTC' })).clone;
    const copy = must(await api.get(owner.token, copyId)).getLaunchDraft;
    expect(copy).toMatchObject({ status: 'DRAFT', dates: null, hasProfile: true });
    expect(copy.jobProfile).toMatchObject({
      name: copyName,
      positionName: 'Analista contable',
      countryCode: 'CO',
      description,
      publicationInfoName: 'Analista contable',
    });
    const steps = new Set(copy.issues.map((issue) => issue.step));
    expect(steps.has('DATES')).toBe(true);
    expect(steps.has('JOB_PROFILE')).toBe(false);
  });
});

describe('the wizard names a process by the clone rule', () => {
  it('refuses renaming to a name an open process has (in any case), and keeps its own name', async () => {
    const other = await launched(unique('PROCESO VECINO'));
    const id = await launched();
    const before = await row(id);
    const body = await api.save(owner.token, id, 'JOB_PROFILE', fullJobProfile((await row(other)).name.toLowerCase()));
    expect(codeOf(body)).toBe('PROCESS_NAME_TAKEN');
    expect(await row(id)).toEqual(before);
    // Saving the profile again under its own name is no rename.
    must(await api.save(owner.token, id, 'JOB_PROFILE', fullJobProfile(before.name)));
  });

  it('20 drafts named alike at once: exactly one takes the name', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(must(await api.start(owner.token)).startProcessDraft.id);
    const name = unique('NOMBRE DISPUTADO');
    const bodies = await Promise.all(ids.map((id) => api.save(owner.token, id, 'JOB_PROFILE', fullJobProfile(name))));
    expect(bodies.filter((body) => body.errors === undefined)).toHaveLength(1);
    expect(bodies.map(codeOf).filter((code) => code === 'PROCESS_NAME_TAKEN')).toHaveLength(19);
  }, 60_000);
});

describe('a process made before the wizard', () => {
  it('opens for editing with a draft rebuilt from its rows, and an edit stores the whole draft', async () => {
    const plan = await t.buildPlan(owner.company.id, 'PROCESS', 0);
    const process = await t.buildProcess({
      companyId: owner.company.id,
      planConfigId: plan.planConfigId,
      name: unique('PROCESO ANTERIOR'),
      typeCompanyPlan: 'PROCESS',
      withJobOpportunity: { name: 'Analista contable' },
    });
    const [bogota] = await t.db.select().from(places).where(eq(places.name, 'Bogotá'));
    await t.db
      .update(processes)
      .set({
        notificationInfo: {
          name: 'Analista contable',
          description: 'Buscamos un analista contable con experiencia en cierres mensuales y conciliaciones.',
          country: 'Colombia',
          locationName: 'Bogotá',
          jobTemporality: 'FULL_TIME',
          fromSalary: 1500,
          toSalary: 2500,
          currencyName: 'USD',
        },
      })
      .where(eq(processes.id, process.id));

    const draft = must(await api.get(owner.token, process.id)).getLaunchDraft;
    expect(draft.jobProfile).toMatchObject({
      name: process.name,
      positionName: 'Analista contable',
      countryCode: 'CO',
      placeId: bogota!.uuid,
      salaryFrom: 1500,
      publicationInfoName: 'Analista contable',
    });
    expect(draft.issues.filter((issue) => issue.step === 'job-profile')).toEqual([]);
    expect((await row(process.id)).launchDraft).toBeNull();

    const description = 'Buscamos un analista contable para cierres mensuales, conciliaciones e impuestos.';
    const saved = must(
      await api.save(owner.token, process.id, 'JOB_PROFILE', { ...draft.jobProfile, description }),
    ).saveLaunchStep;
    expect(saved.jobProfile).toMatchObject({ description, countryCode: 'CO' });
    expect((await row(process.id)).launchDraft).toMatchObject({
      jobProfile: { description },
      dates: { isPublic: false },
    });
  });
});
