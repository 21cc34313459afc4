import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  auditLog,
  companies,
  companyContacts,
  departments,
  memberships,
} from '../../../src/db/schema/index.js';
import { fileUpload, pdfFile, pngFile } from '../../support/file-fixtures.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

/** The company service of spec 2 section 7.3: every path, its `{ data }` answer, its refusals. */
const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

interface Answer<T = unknown> {
  status: number;
  data: T;
  code?: string;
  fields?: Record<string, unknown>;
}

async function call<T = Record<string, unknown>>(
  member: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    headers: { ...(member && { authorization: `Bearer ${member.token}` }), 'accept-language': 'es' },
  });
  const body = response.json() as { data: T; code?: string; fields?: Record<string, unknown> };
  return { status: response.statusCode, data: body.data, code: body.code, fields: body.fields };
}

const companyBody = (overrides: Record<string, unknown> = {}) => ({
  commercialName: 'Andina Comercial',
  companyName: 'Andina Comercial S.A.',
  countryCode: 'EC',
  address: 'Av. Amazonas 123, Quito',
  description: 'Tiendas de barrio en la sierra.',
  requireCorporateEmail: true,
  discValidityDays: 90,
  candidateRetentionMonths: 18,
  ...overrides,
});

const contactCount = async (companyId: number) =>
  (await t.db.select().from(companyContacts).where(eq(companyContacts.companyId, companyId))).length;
const auditActions = async (companyId: number) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.companyId, companyId))).map(
    (row) => row.action,
  );

let strangerAgencyId: number;
let strangerDepartmentId: number;
let strangerMailId: number;

beforeAll(async () => {
  const [agency] = await t.db
    .insert(agencies)
    .values({ companyId: stranger.company.id, name: 'Sede ajena' })
    .returning();
  strangerAgencyId = agency!.id;
  const [department] = await t.db
    .insert(departments)
    .values({ companyId: stranger.company.id, agencyId: agency!.id, name: 'Depto ajeno' })
    .returning();
  strangerDepartmentId = department!.id;
  const [mail] = await t.db
    .insert(companyContacts)
    .values({ companyId: stranger.company.id, kind: 'EMAIL', value: 'ajeno@otra.test' })
    .returning();
  strangerMailId = mail!.id;
});

describe('GET and PUT /client/companies', () => {
  it('answers the caller’s company with its settings, contacts and agencies as { data }, to any member', async () => {
    const answer = await call<Record<string, unknown>>(viewer, 'GET', '/client/companies');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      id: owner.company.id,
      commercialName: owner.company.commercialName,
      countryCode: 'MX',
      requireCorporateEmail: false,
      discValidityDays: 180,
      candidateRetentionMonths: 24,
      mails: [],
      phones: [],
      agencies: [],
    });
    expect((await call(null, 'GET', '/client/companies')).status).toBe(401);
  });

  it('saves the company data and audits it; GET reads it back', async () => {
    const answer = await call(owner, 'PUT', '/client/companies', companyBody());
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject(companyBody());
    expect((await call(recruiter, 'GET', '/client/companies')).data).toMatchObject(companyBody());
    expect(await auditActions(owner.company.id)).toContain('company.update');
  });

  it('leaves a field out of the body as it is', async () => {
    const answer = await call(owner, 'PUT', '/client/companies', { discValidityDays: 120 });
    expect(answer).toMatchObject({ status: 200, data: companyBody({ discValidityDays: 120 }) });
    await call(owner, 'PUT', '/client/companies', { discValidityDays: 90 });
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const before = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    for (const [field, value] of [
      ['commercialName', '   '],
      ['countryCode', 'ZZ'],
      ['countryCode', 'ecuador'],
      ['discValidityDays', 0],
      ['discValidityDays', 1.5],
      ['candidateRetentionMonths', 0],
      ['candidateRetentionMonths', 121],
      ['requireCorporateEmail', 'yes'],
      ['description', 'x'.repeat(2001)],
    ] as const) {
      const answer = await call(owner, 'PUT', '/client/companies', companyBody({ [field]: value }));
      expect(answer, `${field} = ${String(value)}`).toMatchObject({ status: 400, code: 'BAD_INPUT' });
      expect(Object.keys(answer.fields ?? {})).toContain(field);
    }
    expect(await t.db.select().from(companies).where(eq(companies.id, owner.company.id))).toEqual(before);
  });

  it('is refused to members without company.full', async () => {
    for (const member of [recruiter, viewer]) {
      expect(await call(member, 'PUT', '/client/companies', companyBody({ commercialName: 'Tomada' }))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('the logos', () => {
  it('uploads the logo and the job-board logo; GET shows both', async () => {
    for (const [url, field] of [
      ['/client/companies/logo', 'logoUrl'],
      ['/client/companies/job-board-logo', 'logoUrl'],
    ] as const) {
      const upload = fileUpload('logo.png', pngFile(), 'image/png');
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: upload.payload,
        headers: { ...upload.headers, authorization: `Bearer ${owner.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { data: Record<string, string> }).data[field]).toMatch(/^\/files\//);
    }
    const { data } = await call<{ logoUrl: string; jobBoardLogoUrl: string }>(owner, 'GET', '/client/companies');
    expect(data.logoUrl).toMatch(/^\/files\//);
    expect(data.jobBoardLogoUrl).toMatch(/^\/files\//);
    expect(data.jobBoardLogoUrl).not.toBe(data.logoUrl);
  });

  it('refuses a file that is not an image by its content, whatever its name says', async () => {
    const upload = fileUpload('logo.png', pdfFile(), 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/client/companies/logo',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the company’s e-mails and phones', () => {
  const mails = (companyId: number) => `/client/companies/${companyId}/mails`;
  const phones = (companyId: number) => `/client/companies/${companyId}/phones`;

  it('adds and removes an e-mail, answering { data } and auditing both', async () => {
    const added = await call<{ id: number; value: string }>(owner, 'POST', mails(owner.company.id), {
      value: ' RRHH@Andina.test ',
    });
    expect(added).toMatchObject({ status: 200, data: { value: 'rrhh@andina.test' } });
    expect((await call(owner, 'GET', '/client/companies')).data).toMatchObject({
      mails: [{ id: added.data.id, value: 'rrhh@andina.test' }],
    });
    const removed = await call(owner, 'DELETE', `${mails(owner.company.id)}/${added.data.id}`);
    expect(removed).toMatchObject({ status: 200, data: { id: added.data.id } });
    expect(await auditActions(owner.company.id)).toEqual(
      expect.arrayContaining(['company.mail.add', 'company.mail.remove']),
    );
    expect((await call(owner, 'DELETE', `${mails(owner.company.id)}/${added.data.id}`)).status).toBe(404);
  });

  it('parses a phone with the company’s country into E.164 and refuses one that does not parse', async () => {
    // The company is in Ecuador since the PUT above.
    const added = await call(owner, 'POST', phones(owner.company.id), { value: '099 123 4567' });
    expect(added).toMatchObject({ status: 200, data: { value: '+593991234567' } });
    const before = await contactCount(owner.company.id);
    for (const value of ['12', 'teléfono', '+1 555 0100 99999']) {
      const refused = await call(owner, 'POST', phones(owner.company.id), { value });
      expect(refused, value).toMatchObject({ status: 400, code: 'PHONE_INVALID' });
    }
    expect(await call(owner, 'POST', phones(owner.company.id), { value: '+593 99 123 4567' })).toMatchObject({
      status: 409,
      code: 'CONTACT_EXISTS',
    });
    expect(await call(owner, 'POST', phones(owner.company.id), {})).toMatchObject({ status: 400, code: 'BAD_INPUT' });
    expect(await call(owner, 'POST', mails(owner.company.id), { value: 'no es correo' })).toMatchObject({
      status: 400,
      code: 'BAD_INPUT',
    });
    expect(await contactCount(owner.company.id)).toBe(before);
    const { data } = await call<{ phones: { id: number }[] }>(owner, 'GET', '/client/companies');
    const removed = await call(owner, 'DELETE', `${phones(owner.company.id)}/${data.phones[0]!.id}`);
    expect(removed).toMatchObject({ status: 200, data: { value: '+593991234567' } });
  });

  it('keeps one row per address when the same e-mail is added 20 times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(owner, 'POST', mails(owner.company.id), { value: 'carrera@andina.test' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'CONTACT_EXISTS')).toHaveLength(19);
    const stored = await t.db
      .select()
      .from(companyContacts)
      .where(
        sql`${companyContacts.companyId} = ${owner.company.id} and ${companyContacts.value} = 'carrera@andina.test'`,
      );
    expect(stored).toHaveLength(1);
  });

  it('stores all of 20 different phones added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(owner, 'POST', phones(owner.company.id), { value: `02 2${String(i).padStart(2, '0')}0 000` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const { data } = await call<{ phones: unknown[] }>(owner, 'GET', '/client/companies');
    expect(data.phones).toHaveLength(20);
  });

  it('answers another company’s ids NOT_FOUND and writes nothing', async () => {
    const before = await contactCount(stranger.company.id);
    expect(await call(owner, 'POST', mails(stranger.company.id), { value: 'x@andina.test' })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await call(owner, 'POST', phones(stranger.company.id), { value: '099 123 4567' })).toMatchObject({
      status: 404,
    });
    expect((await call(owner, 'DELETE', `${mails(stranger.company.id)}/${strangerMailId}`)).status).toBe(404);
    // The caller's own company in the path does not reach another company's row either.
    expect((await call(owner, 'DELETE', `${mails(owner.company.id)}/${strangerMailId}`)).status).toBe(404);
    expect(await contactCount(stranger.company.id)).toBe(before);
  });

  it('is refused to a viewer and a recruiter', async () => {
    for (const member of [viewer, recruiter]) {
      expect(await call(member, 'POST', mails(owner.company.id), { value: 'v@andina.test' })).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect((await call(member, 'POST', phones(owner.company.id), { value: '099 765 4321' })).status).toBe(403);
      expect((await call(member, 'DELETE', `${mails(owner.company.id)}/1`)).status).toBe(403);
      expect((await call(member, 'DELETE', `${phones(owner.company.id)}/1`)).status).toBe(403);
    }
  });
});

describe('agencies and departments', () => {
  const agencyBody = (overrides: Record<string, unknown> = {}) => ({
    companyId: owner.company.id,
    name: 'Sede Norte',
    address: 'Av. de la Prensa 45',
    placeId: null,
    mail: 'norte@andina.test',
    longitude: '-78.4983',
    latitude: '-0.1807',
    ...overrides,
  });
  let agencyId: number;

  it('creates an agency, edits it, and lists its departments; GET /client/companies shows them', async () => {
    const created = await call<{ id: number }>(owner, 'POST', '/client/agencies', agencyBody());
    expect(created).toMatchObject({ status: 200, data: { name: 'Sede Norte', mail: 'norte@andina.test' } });
    agencyId = created.data.id;
    const edited = await call(owner, 'PUT', `/client/agencies/${agencyId}`, agencyBody({ name: 'Sede Norte Quito' }));
    expect(edited).toMatchObject({ status: 200, data: { id: agencyId, name: 'Sede Norte Quito', departments: [] } });

    for (const name of ['Ventas', 'Cobranzas']) {
      const department = await call(owner, 'POST', '/client/departments', {
        companyId: owner.company.id,
        agencyId,
        name,
      });
      expect(department).toMatchObject({ status: 200, data: { name, agencyId } });
    }
    const listed = await call<{ name: string }[]>(viewer, 'GET', `/client/agencies/${agencyId}/departments`);
    expect(listed.status).toBe(200);
    expect(listed.data.map((d) => d.name)).toEqual(['Cobranzas', 'Ventas']);
    const { data } = await call<{ agencies: { name: string; departments: { name: string }[] }[] }>(
      recruiter,
      'GET',
      '/client/companies',
    );
    expect(data.agencies).toMatchObject([
      { name: 'Sede Norte Quito', departments: [{ name: 'Cobranzas' }, { name: 'Ventas' }] },
    ]);
    expect(await auditActions(owner.company.id)).toEqual(
      expect.arrayContaining(['agency.create', 'agency.update', 'department.create']),
    );
  });

  it('renames and deletes a department', async () => {
    const created = await call<{ id: number }>(owner, 'POST', '/client/departments', {
      companyId: owner.company.id,
      agencyId,
      name: 'Temporal',
    });
    const renamed = await call(owner, 'PUT', `/client/departments/${created.data.id}`, {
      companyId: owner.company.id,
      name: 'Temporada',
    });
    expect(renamed).toMatchObject({ status: 200, data: { id: created.data.id, name: 'Temporada', agencyId } });
    expect(await call(owner, 'DELETE', `/client/departments/${created.data.id}`)).toMatchObject({
      status: 200,
      data: { id: created.data.id },
    });
    expect((await call(owner, 'DELETE', `/client/departments/${created.data.id}`)).status).toBe(404);
  });

  it('refuses to delete a department members are scoped to, and keeps it', async () => {
    const created = await call<{ id: number }>(owner, 'POST', '/client/departments', {
      companyId: owner.company.id,
      agencyId,
      name: 'Con gente',
    });
    await t.db
      .update(memberships)
      .set({ scope: 'department', agencyId, departmentId: created.data.id })
      .where(eq(memberships.userId, viewer.user.id));
    const refused = await call(owner, 'DELETE', `/client/departments/${created.data.id}`);
    expect(refused).toMatchObject({ status: 409, code: 'DEPARTMENT_IN_USE' });
    expect(await t.db.select().from(departments).where(eq(departments.id, created.data.id))).toHaveLength(1);
    await t.db
      .update(memberships)
      .set({ scope: 'company', agencyId: null, departmentId: null })
      .where(eq(memberships.userId, viewer.user.id));
  });

  it('refuses bad input and writes nothing', async () => {
    const count = async () =>
      (await t.db.select().from(agencies).where(eq(agencies.companyId, owner.company.id))).length;
    const before = await count();
    for (const [field, value] of [
      ['name', ''],
      ['mail', 'sin arroba'],
      ['latitude', '123.5'],
      ['longitude', 'este'],
      ['placeId', 'quito'],
      ['companyId', 'abc'],
    ] as const) {
      const answer = await call(owner, 'POST', '/client/agencies', agencyBody({ [field]: value }));
      expect(answer, `${field} = ${String(value)}`).toMatchObject({ status: 400, code: 'BAD_INPUT' });
      expect(Object.keys(answer.fields ?? {})).toContain(field);
    }
    expect(await count()).toBe(before);
    expect(
      await call(owner, 'POST', '/client/departments', { companyId: owner.company.id, name: 'Sin sede' }),
    ).toMatchObject({ status: 400, code: 'BAD_INPUT' });
    expect(
      await call(owner, 'PUT', `/client/departments/abc`, { companyId: owner.company.id, name: 'X' }),
    ).toMatchObject({ status: 400, code: 'BAD_INPUT' });
  });

  it('answers another company’s agency, department or companyId NOT_FOUND and writes nothing', async () => {
    const strangerAgencies = async () =>
      t.db.select().from(agencies).where(eq(agencies.companyId, stranger.company.id));
    const strangerDepartments = async () =>
      t.db.select().from(departments).where(eq(departments.companyId, stranger.company.id));
    const [agenciesBefore, departmentsBefore] = [await strangerAgencies(), await strangerDepartments()];
    const refusals = [
      await call(owner, 'POST', '/client/agencies', agencyBody({ companyId: stranger.company.id })),
      await call(owner, 'PUT', `/client/agencies/${strangerAgencyId}`, agencyBody()),
      await call(owner, 'PUT', `/client/agencies/${agencyId}`, agencyBody({ companyId: stranger.company.id })),
      await call(owner, 'GET', `/client/agencies/${strangerAgencyId}/departments`),
      // A department under another company's agency, with the caller's own companyId.
      await call(owner, 'POST', '/client/departments', {
        companyId: owner.company.id,
        agencyId: strangerAgencyId,
        name: 'Intruso',
      }),
      await call(owner, 'POST', '/client/departments', { companyId: stranger.company.id, agencyId, name: 'Intruso' }),
      await call(owner, 'PUT', `/client/departments/${strangerDepartmentId}`, {
        companyId: owner.company.id,
        name: 'Intruso',
      }),
      await call(owner, 'DELETE', `/client/departments/${strangerDepartmentId}`),
    ];
    expect(refusals.map((answer) => [answer.status, answer.code])).toEqual(Array(8).fill([404, 'NOT_FOUND']));
    expect(await strangerAgencies()).toEqual(agenciesBefore);
    expect(await strangerDepartments()).toEqual(departmentsBefore);
  });

  it('is refused to a viewer for every write, and allowed the reads', async () => {
    const writes = [
      await call(viewer, 'POST', '/client/agencies', agencyBody()),
      await call(viewer, 'PUT', `/client/agencies/${agencyId}`, agencyBody()),
      await call(viewer, 'POST', '/client/departments', { companyId: owner.company.id, agencyId, name: 'V' }),
      await call(viewer, 'PUT', `/client/departments/1`, { companyId: owner.company.id, name: 'V' }),
      await call(viewer, 'DELETE', `/client/departments/1`),
    ];
    expect(writes.map((answer) => answer.status)).toEqual(Array(5).fill(403));
    expect((await call(viewer, 'GET', `/client/agencies/${agencyId}/departments`)).status).toBe(200);
  });

  it('creates all of 20 departments added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(owner, 'POST', '/client/departments', { companyId: owner.company.id, agencyId, name: `Área ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const listed = await call<unknown[]>(owner, 'GET', `/client/agencies/${agencyId}/departments`);
    expect(listed.data.length).toBeGreaterThanOrEqual(22);
  });
});
