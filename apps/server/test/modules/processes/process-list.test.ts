import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessStatus, ProductType } from '@terna/domain';
import { uniqueTag } from '../../support/factories.js';
import { codeOf, processApi, type Facet, type ProcessPage, type ProcessSearch } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * getProcessPaginated on a company whose every process the test built, so each expectation
 * (ids, order, totals, facet counts) is computed here from the fixture, not read back from the server.
 */
const DAY_MS = 86_400_000;

interface Fixture {
  id: number;
  name: string;
  positionName: string | null;
  status: ProcessStatus;
  ownerId: number;
  productType: ProductType;
  confidential: boolean;
  archived: boolean;
  parentId: number | null;
  createdAt: Date;
  hired: boolean;
}

let t: TestApp;
let api: ReturnType<typeof processApi>;
let a: Member;
let b: Member;
let viewerToken: string;
let jose: { id: number; name: string };
let ana: { id: number; name: string };
let camila: { id: number; name: string };
const fixtures: Fixture[] = [];
const byName = new Map<string, Fixture>();
let bProcessId: number;
let bNames: string[];
const tag = uniqueTag();
const mariaEmail = `Maria.Gomez.${tag}@Example.test`;
const mariaIdentification = `17100${tag}`;

beforeAll(async () => {
  t = await createTestApp();
  api = processApi(t);
  const companyA = await t.buildCompany({ commercialName: `Andina ${tag}` });
  a = await t.buildMember({ role: 'OWNER', company: companyA });
  camila = { id: a.user.id, name: `${a.user.firstName} ${a.user.lastName}` };
  const joseUser = await t.buildUser({
    companyId: companyA.id,
    role: 'RECRUITER',
    firstName: 'José',
    lastName: `Núñez ${tag}`,
  });
  const anaUser = await t.buildUser({
    companyId: companyA.id,
    role: 'RECRUITER',
    firstName: 'Ana',
    lastName: `Pérez ${tag}`,
  });
  jose = { id: joseUser.id, name: `José Núñez ${tag}` };
  ana = { id: anaUser.id, name: `Ana Pérez ${tag}` };
  const viewer = await t.buildUser({ companyId: companyA.id, role: 'VIEWER' });
  viewerToken = await t.login(viewer.email);

  const now = Date.now();
  const add = async (
    spec: Omit<Fixture, 'id' | 'createdAt' | 'hired' | 'parentId'> & {
      daysAgo: number;
      parentId?: number;
      hired?: boolean;
    },
  ) => {
    const createdAt = new Date(now - spec.daysAgo * DAY_MS);
    const process = await t.buildProcess({
      companyId: companyA.id,
      name: spec.name,
      ...(spec.positionName ? { positionName: spec.positionName } : {}),
      status: spec.status,
      ownerId: spec.ownerId,
      productType: spec.productType,
      confidential: spec.confidential,
      archived: spec.archived,
      parentId: spec.parentId ?? null,
      typeCompanyPlan: spec.parentId ? 'RELIABILITY' : 'PROCESS',
      createdAt,
    });
    const fixture: Fixture = {
      ...spec,
      id: process.id,
      createdAt,
      parentId: spec.parentId ?? null,
      hired: spec.hired ?? false,
    };
    fixtures.push(fixture);
    byName.set(spec.name, fixture);
    if (fixture.hired) {
      const candidate = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
      await t.buildHire({ processPersonId: candidate.processPersonId, userId: spec.ownerId });
    }
    return fixture;
  };
  const base = { confidential: false, archived: false, positionName: null };
  const p1 = await add({
    ...base,
    name: 'ANALISTA DE CRÉDITOS',
    positionName: 'Analista Financiero',
    status: 'LAUNCHED',
    ownerId: jose.id,
    productType: 'CAP',
    daysAgo: 10,
    hired: true,
  });
  await add({
    ...base,
    name: 'DESARROLLADOR BACKEND',
    positionName: 'Ingeniería de Software',
    status: 'DRAFT',
    ownerId: camila.id,
    productType: 'KNOWLEDGE',
    confidential: true,
    daysAgo: 9,
  });
  const p3 = await add({
    ...base,
    name: 'GERENTE DE VENTAS',
    positionName: 'Ventas',
    status: 'LAUNCHED',
    ownerId: ana.id,
    productType: 'CAP',
    daysAgo: 8,
  });
  // The trust sub-process is newer than everything: listed, it would come first.
  await add({
    ...base,
    name: 'GERENTE DE VENTAS (CONFIABILIDAD)',
    status: 'LAUNCHED',
    ownerId: ana.id,
    productType: 'CAP',
    daysAgo: 1,
    parentId: p3.id,
  });
  await add({
    ...base,
    name: 'ASISTENTE CONTABLE',
    status: 'CLOSED',
    ownerId: jose.id,
    productType: 'CURRICULUM',
    daysAgo: 40,
  });
  await add({
    ...base,
    name: 'ARCHIVADO DE PRUEBA',
    status: 'LAUNCHED',
    ownerId: camila.id,
    productType: 'CAP',
    archived: true,
    daysAgo: 5,
  });
  await add({
    ...base,
    name: 'DISEÑADOR GRÁFICO',
    status: 'CANCELED',
    ownerId: camila.id,
    productType: 'INTERVIEW',
    confidential: true,
    daysAgo: 3,
  });
  await add({
    ...base,
    name: 'CONTADOR PÚBLICO',
    status: 'LAUNCHED',
    ownerId: camila.id,
    productType: 'CAP',
    daysAgo: 2,
  });
  await add({
    ...base,
    name: 'AUXILIAR DE BODEGA',
    status: 'CLOSED',
    ownerId: ana.id,
    productType: 'DISC',
    daysAgo: 20,
    hired: true,
  });
  await add({
    ...base,
    name: 'AUXILIAR ARCHIVADO',
    status: 'CLOSED',
    ownerId: jose.id,
    productType: 'CURRICULUM',
    archived: true,
    daysAgo: 15,
  });

  await t.buildProcessPerson({
    processId: p1.id,
    person: { firstName: 'María', lastName: 'Gómez', email: mariaEmail, identification: mariaIdentification },
  });
  await t.buildProcessPerson({
    processId: p3.id,
    person: { firstName: 'Pedro', lastName: 'Ñandú', email: null, identification: null },
  });

  // Company B: look-alike names, a candidate of the same name; none of it may reach A.
  const companyB = await t.buildCompany({ commercialName: `Bravo ${tag}` });
  b = await t.buildMember({ role: 'OWNER', company: companyB });
  const bProcess = await t.buildProcess({
    companyId: companyB.id,
    name: `CRÉDITOS BRAVO ${tag}`,
    ownerId: b.user.id,
    positionName: `Analista Bravo ${tag}`,
  });
  bProcessId = bProcess.id;
  await t.buildProcessPerson({
    processId: bProcess.id,
    person: { firstName: 'María', lastName: 'Gómez', email: `bravo-${tag}@example.test` },
  });
  bNames = [bProcess.name, `Analista Bravo ${tag}`, companyB.commercialName, b.user.firstName, b.user.lastName];
});
afterAll(() => t?.close());

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface Expectation {
  archived?: boolean;
  processStatus?: string[];
  owner?: number[];
  productType?: string[];
  /** Every other filter, as a predicate on the fixture. */
  where?: (p: Fixture) => boolean;
}

/** The page and facets the server should answer, computed from the fixture. */
function expected(filters: Expectation) {
  const scope = fixtures.filter(
    (p) => p.parentId === null && p.archived === (filters.archived ?? false) && (filters.where?.(p) ?? true),
  );
  const byStatus = (p: Fixture) => !filters.processStatus?.length || filters.processStatus.includes(p.status);
  const byOwner = (p: Fixture) => !filters.owner?.length || filters.owner.includes(p.ownerId);
  const byProduct = (p: Fixture) => !filters.productType?.length || filters.productType.includes(p.productType);
  const count = (rows: Fixture[], key: (p: Fixture) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts].map(([k, docCount]) => ({ key: k, docCount }));
  };
  const rows = scope.filter((p) => byStatus(p) && byOwner(p) && byProduct(p));
  return {
    ids: rows.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id).map((p) => p.id),
    status: count(
      scope.filter((p) => byOwner(p) && byProduct(p)),
      (p) => p.status,
    ),
    owner: count(
      scope.filter((p) => byStatus(p) && byProduct(p)),
      (p) => String(p.ownerId),
    ),
    productType: count(
      scope.filter((p) => byStatus(p) && byOwner(p)),
      (p) => p.productType,
    ),
  };
}

const sortedFacets = (facets: Pick<Facet, 'key' | 'docCount'>[]) =>
  facets.map(({ key, docCount }) => ({ key, docCount })).sort((x, y) => x.key.localeCompare(y.key));

async function listOk(search: ProcessSearch, token = a.token): Promise<ProcessPage> {
  const body = await api.list(token, { size: 100, ...search });
  expect(body.errors).toBeUndefined();
  return body.data!.getProcessPaginated;
}

const ids = (page: ProcessPage) => page.data.map((p) => p.id);
const idsOf = (...names: string[]) => names.map((name) => byName.get(name)!.id);

describe('getProcessPaginated: the default list', () => {
  it('lists top-level, unarchived processes newest first, with the total', async () => {
    const page = await listOk({});
    const want = expected({});
    expect(ids(page)).toEqual(want.ids);
    expect(page.total).toBe(want.ids.length);
    expect(ids(page)).toEqual(
      idsOf(
        'CONTADOR PÚBLICO',
        'DISEÑADOR GRÁFICO',
        'GERENTE DE VENTAS',
        'DESARROLLADOR BACKEND',
        'ANALISTA DE CRÉDITOS',
        'AUXILIAR DE BODEGA',
        'ASISTENTE CONTABLE',
      ),
    );
  });

  it('shows a trust sub-process only among the children of its parent', async () => {
    const page = await listOk({});
    const child = byName.get('GERENTE DE VENTAS (CONFIABILIDAD)')!;
    expect(ids(page)).not.toContain(child.id);
    const parent = page.data.find((p) => p.id === byName.get('GERENTE DE VENTAS')!.id)!;
    expect(parent.children).toEqual([child.id]);
    expect(page.data.filter((p) => p.id !== parent.id).every((p) => p.children.length === 0)).toBe(true);
  });

  it('pages by page and size, the total counting every page', async () => {
    const all = expected({}).ids;
    const seen: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await listOk({ page: pageNumber, size: 3 });
      expect(page).toMatchObject({ page: pageNumber, size: 3, total: all.length });
      expect(page.data.length).toBe(Math.min(3, all.length - (pageNumber - 1) * 3));
      seen.push(...ids(page));
    }
    expect(seen).toEqual(all);
    const beyond = await listOk({ page: 4, size: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('defaults to page 1 of 10', async () => {
    const body = await api.list(a.token);
    expect(body.data!.getProcessPaginated).toMatchObject({ page: 1, size: 10, total: expected({}).ids.length });
  });

  it('archived: true lists only the archived processes', async () => {
    const page = await listOk({ archived: true });
    expect(ids(page)).toEqual(idsOf('ARCHIVADO DE PRUEBA', 'AUXILIAR ARCHIVADO'));
    expect(page.total).toBe(2);
    expect(page.data.every((p) => p.archived)).toBe(true);
    expect(sortedFacets(page.filters.status)).toEqual(sortedFacets(expected({ archived: true }).status));
  });
});

describe('getProcessPaginated: filters', () => {
  it('processStatus keeps the chosen statuses', async () => {
    expect(ids(await listOk({ processStatus: ['LAUNCHED'] }))).toEqual(expected({ processStatus: ['LAUNCHED'] }).ids);
    const page = await listOk({ processStatus: ['LAUNCHED', 'CLOSED'] });
    expect(ids(page)).toEqual(
      idsOf(
        'CONTADOR PÚBLICO',
        'GERENTE DE VENTAS',
        'ANALISTA DE CRÉDITOS',
        'AUXILIAR DE BODEGA',
        'ASISTENTE CONTABLE',
      ),
    );
    expect(ids(page)).toEqual(expected({ processStatus: ['LAUNCHED', 'CLOSED'] }).ids);
    expect(page.data.every((p) => ['LAUNCHED', 'CLOSED'].includes(p.statusName))).toBe(true);
  });

  it.each([
    ['créditos', ['ANALISTA DE CRÉDITOS']],
    ['  CREDITOS  ', ['ANALISTA DE CRÉDITOS']],
    ['CrÉdItOs', ['ANALISTA DE CRÉDITOS']],
    ['financiero', ['ANALISTA DE CRÉDITOS']], // the position name
    ['ingenieria', ['DESARROLLADOR BACKEND']], // the position "Ingeniería de Software"
    ['disenador', ['DISEÑADOR GRÁFICO']],
    ['auxiliar', ['AUXILIAR DE BODEGA']], // the archived one stays out
    ['zzz-nothing', []],
  ])('wildcard %j matches process and position names, trimmed, ignoring case and accents', async (wildcard, names) => {
    const page = await listOk({ wildcard });
    expect(ids(page).sort()).toEqual(idsOf(...names).sort());
    expect(page.total).toBe(names.length);
  });

  it('a blank wildcard filters nothing', async () => {
    expect((await listOk({ wildcard: '   ' })).total).toBe(expected({}).ids.length);
  });

  it('treats % and _ in the wildcard as plain characters', async () => {
    expect((await listOk({ wildcard: '%' })).total).toBe(0);
    expect((await listOk({ wildcard: '_' })).total).toBe(0);
  });

  it('isConfidential keeps confidential or public processes', async () => {
    expect(ids(await listOk({ isConfidential: true }))).toEqual(idsOf('DISEÑADOR GRÁFICO', 'DESARROLLADOR BACKEND'));
    expect(ids(await listOk({ isConfidential: false }))).toEqual(expected({ where: (p) => !p.confidential }).ids);
  });

  it('owner keeps the processes of those owners', async () => {
    expect(ids(await listOk({ owner: [ana.id] }))).toEqual(idsOf('GERENTE DE VENTAS', 'AUXILIAR DE BODEGA'));
    expect(ids(await listOk({ owner: [ana.id, jose.id] }))).toEqual(expected({ owner: [ana.id, jose.id] }).ids);
  });

  it.each(['jose nunez', 'NÚÑEZ', ' José '])(
    'ownerName %j matches the owner full name ignoring case and accents',
    async (ownerName) => {
      expect(ids(await listOk({ ownerName }))).toEqual(idsOf('ANALISTA DE CRÉDITOS', 'ASISTENTE CONTABLE'));
    },
  );

  it('productType keeps those product types', async () => {
    expect(ids(await listOk({ productType: ['CAP'] }))).toEqual(
      idsOf('CONTADOR PÚBLICO', 'GERENTE DE VENTAS', 'ANALISTA DE CRÉDITOS'),
    );
    expect(ids(await listOk({ productType: ['DISC', 'KNOWLEDGE'] }))).toEqual(
      idsOf('DESARROLLADOR BACKEND', 'AUXILIAR DE BODEGA'),
    );
  });

  it('hired true keeps processes with a hire, false those without', async () => {
    expect(ids(await listOk({ hired: true }))).toEqual(idsOf('ANALISTA DE CRÉDITOS', 'AUXILIAR DE BODEGA'));
    expect(ids(await listOk({ hired: false }))).toEqual(expected({ where: (p) => !p.hired }).ids);
  });

  it.each([
    ['maria gomez', ['ANALISTA DE CRÉDITOS']],
    ['MARÍA GÓMEZ', ['ANALISTA DE CRÉDITOS']],
    ['gómez', ['ANALISTA DE CRÉDITOS']],
    ['nandu', ['GERENTE DE VENTAS']],
    ['nobody-at-all', []],
  ])('candidate %j matches a candidate name', async (candidate, names) => {
    expect(ids(await listOk({ candidate }))).toEqual(idsOf(...names));
  });

  it('candidate matches an e-mail (any case) or an identification, exactly', async () => {
    expect(ids(await listOk({ candidate: mariaEmail.toUpperCase() }))).toEqual(idsOf('ANALISTA DE CRÉDITOS'));
    expect(ids(await listOk({ candidate: ` ${mariaIdentification} ` }))).toEqual(idsOf('ANALISTA DE CRÉDITOS'));
  });

  it('dateAgo keeps processes created in the last N days', async () => {
    expect(ids(await listOk({ dateAgo: 7 }))).toEqual(idsOf('CONTADOR PÚBLICO', 'DISEÑADOR GRÁFICO'));
    const now = Date.now();
    expect(ids(await listOk({ dateAgo: 30 }))).toEqual(
      expected({ where: (p) => p.createdAt.getTime() >= now - 30 * DAY_MS }).ids,
    );
  });

  it('filters combine', async () => {
    const page = await listOk({
      processStatus: ['LAUNCHED', 'CLOSED'],
      owner: [jose.id, ana.id],
      productType: ['CAP'],
      isConfidential: false,
      dateAgo: 30,
    });
    expect(ids(page)).toEqual(idsOf('GERENTE DE VENTAS', 'ANALISTA DE CRÉDITOS'));
  });
});

describe('getProcessPaginated: facets', () => {
  const now = Date.now();
  const cases: [string, ProcessSearch, Expectation][] = [
    ['no filter', {}, {}],
    ['a status', { processStatus: ['LAUNCHED'] }, { processStatus: ['LAUNCHED'] }],
    ['an owner and a product type', { owner: [0], productType: ['CAP'] }, { owner: [0], productType: ['CAP'] }],
    [
      'every facet filter and a confidential one',
      {
        processStatus: ['LAUNCHED', 'CLOSED'],
        owner: [1, 2],
        productType: ['CAP', 'CURRICULUM'],
        isConfidential: false,
      },
      {
        processStatus: ['LAUNCHED', 'CLOSED'],
        owner: [1, 2],
        productType: ['CAP', 'CURRICULUM'],
        where: (p) => !p.confidential,
      },
    ],
    [
      'a wildcard and dateAgo',
      { wildcard: 'a', dateAgo: 30 },
      {
        where: (p) =>
          (fold(p.name).includes('a') || fold(p.positionName ?? '').includes('a')) &&
          p.createdAt.getTime() >= now - 30 * DAY_MS,
      },
    ],
    ['the archived ones', { archived: true }, { archived: true }],
  ];
  // Owner placeholders 0, 1, 2 stand for Camila, José and Ana (their ids exist only after beforeAll).
  const owners = () => [camila.id, jose.id, ana.id];
  const resolve = <T extends { owner?: number[] }>(input: T): T =>
    input.owner ? { ...input, owner: input.owner.map((i) => owners()[i]!) } : input;

  it.each(cases)('each facet counts with every filter but its own: %s', async (_, search, want) => {
    const page = await listOk(resolve(search));
    const expect_ = expected(resolve(want));
    expect(ids(page)).toEqual(expect_.ids);
    expect(page.total).toBe(expect_.ids.length);
    expect(sortedFacets(page.filters.status)).toEqual(sortedFacets(expect_.status));
    expect(sortedFacets(page.filters.owner)).toEqual(sortedFacets(expect_.owner));
    expect(sortedFacets(page.filters.productType)).toEqual(sortedFacets(expect_.productType));
  });

  it("the owner facet's label is the owner's full name", async () => {
    const page = await listOk({});
    const labels = Object.fromEntries(page.filters.owner.map((f) => [f.key, f.label]));
    expect(labels).toEqual({
      [String(camila.id)]: camila.name,
      [String(jose.id)]: jose.name,
      [String(ana.id)]: ana.name,
    });
  });

  it('facets leave out values with no process', async () => {
    const page = await listOk({ owner: [ana.id] });
    expect(page.filters.status.every((f) => f.docCount > 0)).toBe(true);
    expect(page.filters.status.map((f) => f.key).sort()).toEqual(['CLOSED', 'LAUNCHED']);
  });
});

describe('getProcessPaginated: input and access', () => {
  it.each([
    { size: 101 },
    { size: 0 },
    { page: 0 },
    { processStatus: ['OPEN'] },
    { productType: ['NOPE'] },
    { dateAgo: -1 },
  ])('refuses %j with BAD_INPUT', async (search) => {
    const body = await api.list(a.token, search);
    expect(codeOf(body)).toBe('BAD_INPUT');
    expect(body.data ?? null).toBeNull();
  });

  it('accepts size 100', async () => {
    expect((await listOk({ size: 100 })).size).toBe(100);
  });

  it('a viewer reads the same list', async () => {
    const page = await listOk({}, viewerToken);
    expect(ids(page)).toEqual(expected({}).ids);
  });

  it('without a token it answers UNAUTHENTICATED', async () => {
    const body = await t.gql(null, '{ getProcessPaginated { total } }');
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });

  it("a user of A sees nothing of B's processes, whatever the filter", async () => {
    for (const search of [
      {},
      { wildcard: 'créditos' },
      { candidate: 'maria gomez' },
      { owner: [b.user.id] },
      { archived: true },
    ] as ProcessSearch[]) {
      const body = await api.list(a.token, { size: 100, ...search });
      expect(ids(body.data!.getProcessPaginated)).not.toContain(bProcessId);
      const serialized = JSON.stringify(body);
      for (const name of bNames) expect(serialized, name).not.toContain(name);
    }
    expect((await listOk({ owner: [b.user.id] })).total).toBe(0);
  });

  it('the companyId argument is ignored: the company is the one the caller acts in', async () => {
    const body = await t.gql<{ getProcessPaginated: ProcessPage }>(
      a.token,
      `query($c: Int) { getProcessPaginated(companyId: $c, size: 100) { total data { id } } }`,
      {
        c: b.company.id,
      },
    );
    expect(body.data!.getProcessPaginated.total).toBe(expected({}).ids.length);
    expect(body.data!.getProcessPaginated.data.map((p) => p.id)).not.toContain(bProcessId);
  });

  it("and B sees only B's process", async () => {
    const page = await listOk({}, b.token);
    expect(ids(page)).toEqual([bProcessId]);
    const serialized = JSON.stringify(page);
    for (const name of [a.company.commercialName, 'ANALISTA DE CRÉDITOS', jose.name, camila.name, mariaEmail])
      expect(serialized, name).not.toContain(name);
  });
});
