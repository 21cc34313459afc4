import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonStatus, ProcessStatus } from '@terna/domain';
import { auditLog, creditAccounts, processes, processPersons, processTags } from '../../../src/db/schema/index.js';
import {
  DEFAULT_COMPONENTS,
  uniqueTag,
  type BuildProcessInput,
  type BuiltPlan,
  type ProcessRow,
} from '../../support/factories.js';
import { codeOf, processApi, requestedEndDate, type ProcessView } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/** close, clone, archive and getProcessMonitor: the rules the server enforces, permissions and tenancy. */
const DAY_MS = 86_400_000;
const PUBLIC_URL = 'https://terna.example.test/app/';

let t: TestApp;
let api: ReturnType<typeof processApi>;
let owner: Member;
let recruiter: Member;
let viewer: Member;
let plan: BuiltPlan;
let b: Member;
let bPlan: BuiltPlan;
let bProcess: ProcessRow;
let both: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  api = processApi(t);
  owner = await t.buildMember({ role: 'OWNER' });
  recruiter = await t.buildMember({ role: 'RECRUITER', company: owner.company });
  viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
  plan = await t.buildPlan(owner.company.id, 'PROCESS', 50);

  b = await t.buildMember({ role: 'OWNER' });
  bPlan = await t.buildPlan(b.company.id, 'PROCESS', 50);
  bProcess = await t.buildProcess({
    companyId: b.company.id,
    name: `PROCESO SECRETO BRAVO ${uniqueTag()}`,
    ownerId: b.user.id,
    planConfigId: bPlan.planConfigId,
    startDate: new Date(Date.now() + 5 * DAY_MS),
    endDate: new Date(Date.now() + 5 * DAY_MS),
    withJobOpportunity: true,
  });
  await t.buildProcessPerson({ processId: bProcess.id });

  // A member of both companies who signs in to A (the company joined first).
  const user = await t.buildUser({ companyId: owner.company.id, role: 'RECRUITER' });
  await t.addMembership(user.id, b.company.id, 'OWNER');
  both = { token: await t.login(user.email), userId: user.id };
});
afterAll(() => t?.close());

const row = async (id: number) => (await t.db.select().from(processes).where(eq(processes.id, id)))[0]!;
const processCount = async (companyId: number) =>
  (await t.db.select({ n: count() }).from(processes).where(eq(processes.companyId, companyId)))[0]!.n;
const balanceOf = async (accountId: number) =>
  (await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!.availableBalance;
const auditFor = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'process'), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

function launched(extra: Partial<BuildProcessInput> = {}) {
  return t.buildProcess({
    companyId: owner.company.id,
    ownerId: owner.user.id,
    planConfigId: plan.planConfigId,
    ...extra,
  });
}

describe('close', () => {
  it('closes a LAUNCHED process: CLOSED, end date now, audited', async () => {
    const process = await launched();
    const before = Date.now();
    const body = await api.close(recruiter.token, process.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.close).toMatchObject({ id: process.id, statusName: 'CLOSED' });
    const stored = await row(process.id);
    expect(stored.status).toBe('CLOSED');
    expect(stored.endDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.endDate!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(body.data!.close.endDate!).getTime()).toBe(stored.endDate!.getTime());
    expect(await auditFor(process.id)).toMatchObject([
      { action: 'process.close', entityId: String(process.id), userId: recruiter.user.id, companyId: owner.company.id },
    ]);
  });

  it.each<ProcessStatus>(['DRAFT', 'CLOSED', 'CANCELED'])(
    'refuses a %s process with PROCESS_STATUS_INVALID and changes nothing',
    async (status) => {
      const process = await launched({ status });
      const body = await api.close(owner.token, process.id);
      expect(codeOf(body)).toBe('PROCESS_STATUS_INVALID');
      expect(body.errors![0]!.message).toBe('El proceso no está en un estado que permita esta acción.');
      expect(await row(process.id)).toEqual(process);
      expect(await auditFor(process.id)).toEqual([]);
    },
  );
});

describe('clone (relaunch)', () => {
  const GOOD_NAME = 'ANALISTA DE CRÉDITOS (COPIA)';
  // A clone refuses a name an open process of the company has: each successful clone gets its own.
  let clones = 0;
  const freshName = () => `ANALISTA DE CRÉDITOS ${++clones} (COPIA)`;

  it.each<[string, Partial<BuildProcessInput>]>([
    ['a DRAFT process', { status: 'DRAFT' }],
    ['a trust (RELIABILITY) process', { typeCompanyPlan: 'RELIABILITY', environmentType: 'CONTROLLED' }],
  ])('refuses %s with CLONE_NOT_ALLOWED and creates nothing', async (_, extra) => {
    const process = await launched(extra);
    const before = await processCount(owner.company.id);
    const body = await api.clone(owner.token, process.id, { name: GOOD_NAME, timeZone: 'America/Bogota' });
    expect(codeOf(body)).toBe('CLONE_NOT_ALLOWED');
    expect(await processCount(owner.company.id)).toBe(before);
    expect(await auditFor(process.id)).toEqual([]);
  });

  it.each([
    ['', 'Campo obligatorio'],
    ['CORTO', 'La entrada no debe ser menor a 10 caratéres'],
    ['NUEVE CAR', 'La entrada no debe ser menor a 10 caratéres'],
    ['A'.repeat(151), 'La entrada no debe ser mayor a 150 caratéres'],
    ['NOMBRE CON $ SIMBOLO', 'El campo ingresado no es válido.'],
    ['NOMBRE_CON_GUION_BAJO', 'El campo ingresado no es válido.'],
    ['NOMBRE  CON DOBLE ESPACIO', 'El campo ingresado no es válido.'],
    [' NOMBRE CON ESPACIO DELANTE', 'El campo ingresado no es válido.'],
    ['NOMBRE CON ESPACIO DETRÁS ', 'El campo ingresado no es válido.'],
  ])('refuses the name %j with BAD_INPUT and the Spanish field message', async (name, message) => {
    const process = await launched();
    const before = await processCount(owner.company.id);
    const body = await api.clone(owner.token, process.id, { name, timeZone: 'America/Bogota' });
    expect(codeOf(body)).toBe('BAD_INPUT');
    expect(body.errors![0]!.extensions!.fields).toEqual({ name: message });
    expect(await processCount(owner.company.id)).toBe(before);
  });

  it('speaks English when asked to', async () => {
    const process = await launched();
    const body = await t.gql(
      owner.token,
      `mutation($id: Int!) { clone(id: $id, relaunchProcessCreateDto: { name: "CORTO", timeZone: "UTC" }) }`,
      { id: process.id },
      { 'accept-language': 'en' },
    );
    expect(body.errors![0]!.extensions!.fields).toEqual({ name: 'The input must not be shorter than 10 characters' });
  });

  it.each(['Mars/Olympus', '', 'America/Not_A_City'])('refuses the time zone %j with BAD_INPUT', async (timeZone) => {
    const process = await launched();
    const before = await processCount(owner.company.id);
    const body = await api.clone(owner.token, process.id, { name: GOOD_NAME, timeZone });
    expect(codeOf(body)).toBe('BAD_INPUT');
    expect(Object.keys(body.errors![0]!.extensions!.fields!)).toEqual(['timeZone']);
    expect(await processCount(owner.company.id)).toBe(before);
  });

  it('accepts every IANA time zone Intl knows, aliases included', async () => {
    for (const timeZone of ['America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Europe/Kyiv', 'Etc/UTC']) {
      const process = await launched();
      const body = await api.clone(owner.token, process.id, { name: freshName(), timeZone });
      expect(body.errors, timeZone).toBeUndefined();
    }
  });

  it.each(['ABCDEFGHIJ', 'Ñandú (copia) - 2', 'X'.repeat(150), 'CAMBIO DE GERENTE ÁÉÍÓÚ ñ 123'])(
    'accepts the name %j',
    async (name) => {
      const process = await launched();
      const body = await api.clone(owner.token, process.id, { name, timeZone: 'UTC' });
      expect(body.errors).toBeUndefined();
      expect((await row(body.data!.clone)).name).toBe(name);
    },
  );

  it.each<ProcessStatus>(['LAUNCHED', 'CLOSED', 'CANCELED'])(
    'copies a %s process into a new DRAFT: same job opportunity and tags, no candidates, owned by the caller',
    async (status) => {
      const tags = [
        { code: 'FINALISTA', label: 'Finalista', color: '#00AA00' },
        { code: 'REVISAR', label: 'Revisar', color: '#FFAA00' },
      ];
      const source = await launched({
        status,
        positionName: 'Analista Financiero',
        productType: 'KNOWLEDGE',
        confidential: true,
        environmentType: 'CONTROLLED',
        withJobOpportunity: { name: 'Analista senior', components: DEFAULT_COMPONENTS },
        tags,
        timeZone: 'America/Bogota',
      });
      for (const evaluationsStatus of ['OPEN', 'ENDED'] as const)
        await t.buildProcessPerson({ processId: source.id, evaluationsStatus });
      const sourceView = (await api.monitor(owner.token, source.id)).data!.getProcessMonitor;

      const name = freshName();
      const body = await api.clone(recruiter.token, source.id, { name, timeZone: 'America/Lima' });
      expect(body.errors).toBeUndefined();
      const newId = body.data!.clone;
      expect(newId).not.toBe(source.id);

      const copy = (await api.monitor(owner.token, newId)).data!.getProcessMonitor;
      expect(copy).toMatchObject({
        id: newId,
        companyId: owner.company.id,
        processName: name,
        statusName: 'DRAFT',
        ownerId: recruiter.user.id,
        ownerName: `${recruiter.user.firstName} ${recruiter.user.lastName}`,
        timeZone: 'America/Lima',
        positionName: 'Analista Financiero',
        productTypeName: 'KNOWLEDGE',
        typeCompanyPlan: 'PROCESS',
        environmentTypeName: 'CONTROLLED',
        confidential: true,
        archived: false,
        complete: true,
        numberOfPeople: 0,
        pendingPeopleQuantity: 0,
        hiredQuantity: 0,
        personSummary: [],
        children: [],
        parent: null,
        url: null,
      });
      expect(copy.jobOpportunity!.id).not.toBe(sourceView.jobOpportunity!.id);
      // The copy's job profile is a position of its own, named like the source's.
      expect(copy.jobOpportunity!.positionId).not.toBe(sourceView.jobOpportunity!.positionId);
      expect({ ...copy.jobOpportunity, id: 0, positionId: 0 }).toEqual({
        ...sourceView.jobOpportunity,
        id: 0,
        positionId: 0,
      });
      expect(copy.jobOpportunity!.components).toHaveLength(DEFAULT_COMPONENTS.length);

      const copiedTags = await t.db
        .select({ code: processTags.code, label: processTags.label, color: processTags.color })
        .from(processTags)
        .where(eq(processTags.processId, newId));
      expect(copiedTags.sort((x, y) => x.code.localeCompare(y.code))).toEqual(tags);
      expect(
        (await t.db.select({ n: count() }).from(processPersons).where(eq(processPersons.processId, newId)))[0]!.n,
      ).toBe(0);

      // The source is untouched.
      expect(await row(source.id)).toEqual(source);
      expect((await api.monitor(owner.token, source.id)).data!.getProcessMonitor.numberOfPeople).toBe(2);
      expect(await auditFor(newId)).toMatchObject([
        {
          action: 'process.clone',
          entityId: String(newId),
          userId: recruiter.user.id,
          companyId: owner.company.id,
          data: { from: source.id },
        },
      ]);
    },
  );

  it('refuses a name an open process of the company has with PROCESS_NAME_TAKEN, in any case', async () => {
    const open = await launched({ name: 'JEFE DE TIENDA NORTE' });
    const source = await launched({ status: 'CLOSED' });
    const before = await processCount(owner.company.id);
    const body = await api.clone(owner.token, source.id, { name: 'Jefe de tienda norte', timeZone: 'UTC' });
    expect(codeOf(body)).toBe('PROCESS_NAME_TAKEN');
    expect(body.errors![0]!.message).toBe('Ya tienes un proceso abierto con el nombre Jefe de tienda norte.');
    expect(await processCount(owner.company.id)).toBe(before);
    // A closed process's name is free again.
    await api.close(owner.token, open.id);
    expect(
      (await api.clone(owner.token, source.id, { name: 'JEFE DE TIENDA NORTE', timeZone: 'UTC' })).errors,
    ).toBeUndefined();
  });

  it('20 clones to the same name at once: exactly one is made, the rest get PROCESS_NAME_TAKEN', async () => {
    const source = await launched({ status: 'CLOSED' });
    const name = `COPIA SIMULTANEA ${uniqueTag()}`.toUpperCase();
    const before = await processCount(owner.company.id);
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => api.clone(owner.token, source.id, { name, timeZone: 'UTC' })),
    );
    expect(bodies.filter((body) => body.errors === undefined)).toHaveLength(1);
    expect(bodies.map(codeOf).filter((code) => code === 'PROCESS_NAME_TAKEN')).toHaveLength(19);
    expect(await processCount(owner.company.id)).toBe(before + 1);
  });

  it('extending a closed process whose name an open process now has is refused, debiting nothing', async () => {
    const name = `JEFE DE ALMACEN ${uniqueTag()}`.toUpperCase();
    const closed = await launched({
      name,
      status: 'CLOSED',
      startDate: new Date(Date.now() - 10 * DAY_MS),
      endDate: new Date(Date.now() - DAY_MS),
    });
    expect(
      (await api.clone(owner.token, closed.id, { name: name.toLowerCase(), timeZone: 'UTC' })).errors,
    ).toBeUndefined();
    const balance = await balanceOf(plan.accountId);
    const body = await api.extendTo(owner.token, closed.id, requestedEndDate(closed.endDate!, 20));
    expect(codeOf(body)).toBe('PROCESS_NAME_TAKEN');
    expect((await row(closed.id)).status).toBe('CLOSED');
    expect(await balanceOf(plan.accountId)).toBe(balance);
  });

  it('copies a process without a job opportunity into an incomplete draft', async () => {
    const source = await launched();
    const body = await api.clone(owner.token, source.id, { name: freshName(), timeZone: 'UTC' });
    const copy = (await api.monitor(owner.token, body.data!.clone)).data!.getProcessMonitor;
    expect(copy).toMatchObject({ statusName: 'DRAFT', complete: false, jobOpportunity: null, timeZone: 'UTC' });
  });
});

describe('archive', () => {
  const listIds = async (archived: boolean) =>
    (await api.list(owner.token, { archived, size: 100 })).data!.getProcessPaginated.data.map((p) => p.id);

  it('archives and unarchives: the process leaves the default list and comes back', async () => {
    const process = await launched();
    expect(await listIds(false)).toContain(process.id);

    const archived = await api.archive(recruiter.token, process.id, true);
    expect(archived.errors).toBeUndefined();
    expect(archived.data!.archive).toMatchObject({ id: process.id, archived: true, statusName: 'LAUNCHED' });
    expect((await row(process.id)).archived).toBe(true);
    expect(await listIds(false)).not.toContain(process.id);
    expect(await listIds(true)).toContain(process.id);

    const back = await api.archive(recruiter.token, process.id, false);
    expect(back.data!.archive.archived).toBe(false);
    expect(await listIds(false)).toContain(process.id);
    expect(await listIds(true)).not.toContain(process.id);

    expect(await auditFor(process.id)).toMatchObject([
      {
        action: 'process.archive',
        entityId: String(process.id),
        userId: recruiter.user.id,
        companyId: owner.company.id,
      },
      {
        action: 'process.unarchive',
        entityId: String(process.id),
        userId: recruiter.user.id,
        companyId: owner.company.id,
      },
    ]);
  });

  it.each<ProcessStatus>(['DRAFT', 'CLOSED', 'CANCELED'])(
    'archives a %s process too (always allowed)',
    async (status) => {
      const process = await launched({ status });
      const body = await api.archive(owner.token, process.id, true);
      expect(body.data!.archive).toMatchObject({ archived: true, statusName: status });
    },
  );
});

describe('permissions', () => {
  const extendDto = (process: ProcessRow) => requestedEndDate(process.endDate!, 20);

  it('a VIEWER gets FORBIDDEN for close, clone, extend and archive, and nothing changes', async () => {
    const process = await launched({
      startDate: new Date(Date.now() + 5 * DAY_MS),
      endDate: new Date(Date.now() + 5 * DAY_MS),
      withJobOpportunity: true,
    });
    const count0 = await processCount(owner.company.id);
    const balance0 = await balanceOf(plan.accountId);
    for (const body of [
      await api.close(viewer.token, process.id),
      await api.clone(viewer.token, process.id, { name: 'COPIA DEL VIEWER', timeZone: 'UTC' }),
      await api.extendTo(viewer.token, process.id, extendDto(process)),
      await api.archive(viewer.token, process.id, true),
    ]) {
      expect(codeOf(body)).toBe('FORBIDDEN');
      expect(body.data ?? null).toBeNull();
    }
    expect(await row(process.id)).toEqual(process);
    expect(await processCount(owner.company.id)).toBe(count0);
    expect(await balanceOf(plan.accountId)).toBe(balance0);
    expect(await auditFor(process.id)).toEqual([]);
  });

  it('a VIEWER still reads the monitor', async () => {
    const process = await launched();
    const body = await api.monitor(viewer.token, process.id);
    expect(body.data!.getProcessMonitor.id).toBe(process.id);
  });

  it('a RECRUITER may close, clone, extend and archive, each audited', async () => {
    const toClose = await launched();
    const toExtend = await launched({
      startDate: new Date(Date.now() + 5 * DAY_MS),
      endDate: new Date(Date.now() + 5 * DAY_MS),
    });
    const results = {
      close: await api.close(recruiter.token, toClose.id),
      clone: await api.clone(recruiter.token, toClose.id, { name: 'COPIA DEL RECLUTADOR', timeZone: 'UTC' }),
      extend: await api.extendTo(recruiter.token, toExtend.id, extendDto(toExtend)),
      archive: await api.archive(recruiter.token, toExtend.id, true),
    };
    for (const [name, body] of Object.entries(results)) expect(body.errors, name).toBeUndefined();
    const audited = [
      ...(await auditFor(toClose.id)),
      ...(await auditFor(results.clone.data!.clone)),
      ...(await auditFor(toExtend.id)),
    ].map(({ action, entityId, userId, companyId }) => ({ action, entityId, userId, companyId }));
    const by = { userId: recruiter.user.id, companyId: owner.company.id };
    expect(audited).toEqual([
      { action: 'process.close', entityId: String(toClose.id), ...by },
      { action: 'process.clone', entityId: String(results.clone.data!.clone), ...by },
      { action: 'process.extend', entityId: String(toExtend.id), ...by },
      { action: 'process.archive', entityId: String(toExtend.id), ...by },
    ]);
  });

  it('without a token every operation answers UNAUTHENTICATED', async () => {
    const body = await t.gql(null, 'mutation { close(id: 1) { id } }');
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });
});

describe('tenancy', () => {
  const operations = (token: string, id: number) => ({
    getProcessMonitor: () => api.monitor(token, id),
    processSummary: () => api.summary(token, id),
    getProcess: () => api.get(token, id),
    close: () => api.close(token, id),
    clone: () => api.clone(token, id, { name: 'COPIA DE OTRA EMPRESA', timeZone: 'UTC' }),
    extend: () => api.extendTo(token, id, requestedEndDate(bProcess.endDate!, 20)),
    archive: () => api.archive(token, id, true),
  });

  it.each(['getProcessMonitor', 'processSummary', 'getProcess', 'close', 'clone', 'extend', 'archive'] as const)(
    "%s with another company's process answers NOT_FOUND and changes nothing",
    async (operation) => {
      const bCount = await processCount(b.company.id);
      const body = await operations(owner.token, bProcess.id)[operation]();
      expect(codeOf(body)).toBe('NOT_FOUND');
      expect(body.data ?? null).toBeNull();
      expect(JSON.stringify(body)).not.toContain(bProcess.name);
      expect(await row(bProcess.id)).toEqual(bProcess);
      expect(await processCount(b.company.id)).toBe(bCount);
      expect(await balanceOf(bPlan.accountId)).toBe(50);
      expect(await auditFor(bProcess.id)).toEqual([]);
    },
  );

  it.each(['getProcessMonitor', 'close', 'archive'] as const)(
    '%s with an id that does not exist answers NOT_FOUND',
    async (operation) => {
      expect(codeOf(await operations(owner.token, 2_000_000_000)[operation]())).toBe('NOT_FOUND');
    },
  );

  it('a member of both companies acting in A gets PROCESS_NOT_OWNED for a process of B', async () => {
    const current = await t.gql<{ myCompanies: { id: number; current: boolean }[] }>(
      both.token,
      '{ myCompanies { id current } }',
    );
    expect(current.data!.myCompanies.find((c) => c.current)!.id).toBe(owner.company.id);

    for (const operation of ['getProcessMonitor', 'close'] as const) {
      const body = await operations(both.token, bProcess.id)[operation]();
      expect(codeOf(body), operation).toBe('PROCESS_NOT_OWNED');
      expect(body.errors![0]!.message).toBe('Este proceso pertenece a otra de tus empresas.');
      expect(JSON.stringify(body)).not.toContain(bProcess.name);
    }
    expect(await row(bProcess.id)).toEqual(bProcess);
  });

  it('and the other mutations tell the same, changing nothing', async () => {
    for (const operation of ['archive', 'extend', 'clone'] as const) {
      expect(codeOf(await operations(both.token, bProcess.id)[operation]()), operation).toBe('PROCESS_NOT_OWNED');
    }
    expect(await row(bProcess.id)).toEqual(bProcess);
    expect(await balanceOf(bPlan.accountId)).toBe(50);
  });

  it('the same user acting in B sees it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/switch-company',
      payload: { companyId: b.company.id },
      headers: { authorization: `Bearer ${both.token}` },
    });
    expect(response.statusCode).toBe(200);
    const token = (response.json() as { data: { accessToken: string } }).data.accessToken;
    expect((await api.monitor(token, bProcess.id)).data!.getProcessMonitor.processName).toBe(bProcess.name);
  });
});

describe('getProcessMonitor', () => {
  const STATUSES: Record<PersonStatus, number> = { OPEN: 3, INPROGRESS: 2, ENDED: 4, DISQUALIFIED: 1 };
  let parent: ProcessRow;
  let child: ProcessRow;
  let view: ProcessView;

  beforeAll(async () => {
    parent = await launched({
      name: 'SUPERVISOR DE PLANTA',
      positionName: 'Supervisor',
      environmentType: 'CONTROLLED',
      confidential: true,
      ownerId: recruiter.user.id,
      productType: 'CAP',
      totalConsume: 2,
      withJobOpportunity: true,
      startDate: new Date(Date.now() - 3 * DAY_MS),
      endDate: new Date(Date.now() + 17 * DAY_MS),
    });
    child = await launched({
      name: 'SUPERVISOR DE PLANTA (CONFIABILIDAD)',
      parentId: parent.id,
      typeCompanyPlan: 'RELIABILITY',
      environmentType: 'CONTROLLED',
    });
    const hiredIds: number[] = [];
    for (const [status, n] of Object.entries(STATUSES) as [PersonStatus, number][]) {
      for (let i = 0; i < n; i += 1) {
        const candidate = await t.buildProcessPerson({ processId: parent.id, evaluationsStatus: status });
        if (status === 'ENDED' && hiredIds.length < 2) hiredIds.push(candidate.processPersonId);
      }
    }
    for (const processPersonId of hiredIds) await t.buildHire({ processPersonId, userId: recruiter.user.id });
    // Candidates elsewhere must not count: the trust child's, another process's and another company's.
    await t.buildProcessPerson({ processId: child.id, evaluationsStatus: 'OPEN' });
    const other = await launched();
    const hiredElsewhere = await t.buildProcessPerson({ processId: other.id, evaluationsStatus: 'ENDED' });
    await t.buildHire({ processPersonId: hiredElsewhere.processPersonId });
    const body = await api.monitor(owner.token, parent.id);
    expect(body.errors).toBeUndefined();
    view = body.data!.getProcessMonitor;
  });

  it('returns the process fields of spec 1 section 3', () => {
    expect(view).toMatchObject({
      id: parent.id,
      companyId: owner.company.id,
      companyName: owner.company.commercialName,
      complete: true,
      confidential: true,
      archived: false,
      fullProfile: true,
      statusName: 'LAUNCHED',
      processName: 'SUPERVISOR DE PLANTA',
      positionName: 'Supervisor',
      productTypeName: 'CAP',
      ownerId: recruiter.user.id,
      ownerName: `${recruiter.user.firstName} ${recruiter.user.lastName}`,
      typeCompanyPlan: 'PROCESS',
      environmentTypeName: 'CONTROLLED',
      totalConsume: 2,
      usedCredits: 2,
      startDate: parent.startDate!.toISOString(),
      endDate: parent.endDate!.toISOString(),
      launchedAt: parent.launchedAt!.toISOString(),
      endPublicationDate: null,
    });
    expect(view.typeCompanyPlanName).toBe('E-talent');
  });

  it("names the plan kind in the caller's language", async () => {
    const query = `query($id: Int!) { getProcessMonitor(processId: $id) { typeCompanyPlanName } }`;
    const credit = await launched({ typeCompanyPlan: 'CREDIT' });
    const es = await t.gql<{ getProcessMonitor: { typeCompanyPlanName: string } }>(owner.token, query, {
      id: credit.id,
    });
    const en = await t.gql<{ getProcessMonitor: { typeCompanyPlanName: string } }>(
      owner.token,
      query,
      { id: credit.id },
      { 'accept-language': 'en' },
    );
    expect([es.data!.getProcessMonitor.typeCompanyPlanName, en.data!.getProcessMonitor.typeCompanyPlanName]).toEqual([
      'Créditos',
      'Credits',
    ]);
  });

  it('personSummary counts each status of its own candidates', () => {
    const want = Object.entries(STATUSES).map(([key, docCount]) => ({ key, docCount }));
    const byKey = (x: { key: string }, y: { key: string }) => x.key.localeCompare(y.key);
    expect([...view.personSummary].sort(byKey)).toEqual(want.sort(byKey));
    expect(view.numberOfPeople).toBe(10);
    expect(view.pendingPeopleQuantity).toBe(STATUSES.OPEN + STATUSES.INPROGRESS);
  });

  it('hiredQuantity counts its active hires', () => {
    expect(view.hiredQuantity).toBe(2);
    expect(view.hasContractedUsers).toBe(true);
  });

  it('children and parent link a trust sub-process to its process', async () => {
    expect(view.children).toEqual([child.id]);
    expect(view.parent).toBeNull();
    const childView = (await api.monitor(owner.token, child.id)).data!.getProcessMonitor;
    expect(childView).toMatchObject({
      id: child.id,
      parent: parent.id,
      children: [],
      numberOfPeople: 1,
      typeCompanyPlan: 'RELIABILITY',
    });
  });

  it('url is the candidate link of a controlled, non-draft process', async () => {
    expect(view.url).toBe(`https://terna.example.test/app/evaluacion/${parent.id}`);
    expect(view.trustUrl).toBe(`https://terna.example.test/app/evaluacion/${child.id}`);
    const closed = await launched({ environmentType: 'CONTROLLED', status: 'CLOSED' });
    expect((await api.monitor(owner.token, closed.id)).data!.getProcessMonitor.url).toMatch(
      new RegExp(`/evaluacion/${closed.id}$`),
    );
    const draft = await launched({ environmentType: 'CONTROLLED', status: 'DRAFT' });
    const email = await launched({ environmentType: 'EMAIL' });
    for (const id of [draft.id, email.id]) {
      expect((await api.monitor(owner.token, id)).data!.getProcessMonitor).toMatchObject({ url: null, trustUrl: null });
    }
  });

  it('getProcess and processSummary answer the same process', async () => {
    expect((await api.get(owner.token, parent.id)).data!.getProcess).toEqual({ id: parent.id, statusName: 'LAUNCHED' });
    expect((await api.summary(owner.token, parent.id)).data!.processSummary).toEqual({
      id: parent.id,
      statusName: 'LAUNCHED',
    });
  });

  describe('extensible', () => {
    const fresh = { startDate: new Date(Date.now() + 5 * DAY_MS), endDate: new Date(Date.now() + 5 * DAY_MS) };
    const extensible = async (id: number) => (await api.monitor(owner.token, id)).data!.getProcessMonitor.extensible;

    it('is true for a LAUNCHED or CLOSED process of the PROCESS plan with credits and room under the cap', async () => {
      expect(await extensible((await launched(fresh)).id)).toBe(true);
      expect(await extensible((await launched({ ...fresh, status: 'CLOSED' })).id)).toBe(true);
      expect(view.extensible).toBe(true);
    });

    it('is false for a draft, a canceled process, another plan, or a process at the credit cap', async () => {
      expect(await extensible((await launched({ ...fresh, status: 'DRAFT' })).id)).toBe(false);
      expect(await extensible((await launched({ ...fresh, status: 'CANCELED' })).id)).toBe(false);
      const creditPlan = await t.buildPlan(owner.company.id, 'CREDIT', 50);
      expect(
        await extensible(
          (await launched({ ...fresh, typeCompanyPlan: 'CREDIT', planConfigId: creditPlan.planConfigId })).id,
        ),
      ).toBe(false);
      // 60 days long: 3 credits consumed, the cap without Long_Duration_Processes.
      expect(
        await extensible(
          (
            await launched({
              startDate: new Date(Date.now() - 30 * DAY_MS),
              endDate: new Date(Date.now() + 30 * DAY_MS),
            })
          ).id,
        ),
      ).toBe(false);
    });

    it('is false without credits on the plan', async () => {
      const poor = await t.buildMember({ role: 'OWNER' });
      const poorPlan = await t.buildPlan(poor.company.id, 'PROCESS', 0);
      const process = await t.buildProcess({
        companyId: poor.company.id,
        planConfigId: poorPlan.planConfigId,
        ...fresh,
      });
      expect((await api.monitor(poor.token, process.id)).data!.getProcessMonitor.extensible).toBe(false);
    });
  });
});
