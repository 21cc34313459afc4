import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionAction, Role } from '@terna/domain';
import {
  agencies,
  candidateFiles,
  candidateReports,
  companyRoles,
  departments,
  memberships,
  processes,
} from '../../src/db/schema/index.js';
import { uniqueTag } from '../support/factories.js';
import { fileUpload, pdfFile, pngFile } from '../support/file-fixtures.js';
import { testSuite } from '../support/suite.js';

/**
 * GET /files/:key for a company's files (docs/decisions/030): a report needs report.generate, a
 * candidate's CV file candidate.view, and both the candidate's process within the caller's agency
 * or department. Whoever may not read a file gets the answer of a key that does not exist.
 */
const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

let companyId: number;
let north: { agencyId: number; departmentId: number; otherDepartmentId: number };
let southAgencyId: number;
const keys = {} as { report: string; bundle: string; cv: string; orphan: string; logo: string };
const bytes = {} as { report: Buffer; cv: Buffer };

/** A member of the owner's company with that role, limited as asked (the users page's columns). */
async function member(
  role: Role | { permissions: PermissionAction[] },
  scope: { agencyId: number; departmentId?: number } | null = null,
) {
  const user = await t.buildUser({ companyId, role: typeof role === 'string' ? role : 'RECRUITER' });
  const where = and(eq(memberships.userId, user.id), eq(memberships.companyId, companyId));
  if (typeof role !== 'string') {
    const [custom] = await t.db
      .insert(companyRoles)
      .values({ companyId, name: `rol ${uniqueTag()}`, permissions: role.permissions })
      .returning();
    await t.db.update(memberships).set({ role: 'CUSTOM', customRoleId: custom!.id }).where(where);
  }
  if (scope) {
    await t.db
      .update(memberships)
      .set({
        scope: scope.departmentId ? 'department' : 'agency',
        agencyId: scope.agencyId,
        departmentId: scope.departmentId ?? null,
      })
      .where(where);
  }
  return t.login(user.email, user.password);
}

const download = (key: string, token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/files/${key}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function storeCompanyFile(content: Buffer, fileName: string) {
  return t.services.files.put(content, {
    contentType: 'application/pdf',
    fileName,
    companyId,
    access: 'company',
    inline: false,
  });
}

beforeAll(async () => {
  companyId = owner.company.id;
  const [northAgency, southAgency] = await t.db
    .insert(agencies)
    .values([
      { companyId, name: 'Agencia norte' },
      { companyId, name: 'Agencia sur' },
    ])
    .returning();
  const [sales, operations] = await t.db
    .insert(departments)
    .values([
      { companyId, agencyId: northAgency!.id, name: 'Ventas' },
      { companyId, agencyId: northAgency!.id, name: 'Operaciones' },
    ])
    .returning();
  north = { agencyId: northAgency!.id, departmentId: sales!.id, otherDepartmentId: operations!.id };
  southAgencyId = southAgency!.id;

  const process = await t.buildProcess({ companyId });
  await t.db
    .update(processes)
    .set({ agencyId: north.agencyId, departmentId: north.departmentId })
    .where(eq(processes.id, process.id));
  const candidate = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });

  bytes.report = Buffer.from('%PDF-1.4 informe de Carla');
  keys.report = await storeCompanyFile(bytes.report, 'informe.pdf');
  keys.bundle = await storeCompanyFile(Buffer.from('%PDF-1.4 informes del proceso'), 'informes.zip');
  const report = {
    companyId,
    processId: process.id,
    status: 'COMPLETED' as const,
    format: 'PDF' as const,
    language: 'es' as const,
    sections: ['DISC' as const],
    engineId: 'EVALUAR',
    vendorId: 'COMPLETE',
    dataHash: 'hash',
    completedAt: new Date(),
  };
  await t.db.insert(candidateReports).values([
    {
      ...report,
      processPersonId: candidate.processPersonId,
      kind: 'CANDIDATE',
      optionsKey: 'informe',
      fileKey: keys.report,
      fileName: 'informe.pdf',
      size: bytes.report.byteLength,
    },
    {
      ...report,
      processPersonId: null,
      kind: 'BUNDLE',
      optionsKey: 'zip',
      fileKey: keys.bundle,
      fileName: 'informes.zip',
    },
  ]);

  bytes.cv = pdfFile();
  keys.cv = await storeCompanyFile(bytes.cv, 'hoja-de-vida.pdf');
  await t.db.insert(candidateFiles).values({
    processPersonId: candidate.processPersonId,
    companyId,
    fileKey: keys.cv,
    fileName: 'hoja-de-vida.pdf',
    contentType: 'application/pdf',
    size: bytes.cv.byteLength,
  });

  // A company file no row names: a report deleted whose file the prune job has not removed yet.
  keys.orphan = await storeCompanyFile(Buffer.from('%PDF-1.4 informe borrado'), 'borrado.pdf');

  const upload = fileUpload('logo.png', pngFile(), 'image/png');
  const logo = await t.app.inject({
    method: 'POST',
    url: '/client/companies/logo',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${owner.token}` },
  });
  keys.logo = (logo.json() as { data: { logoUrl: string } }).data.logoUrl.slice('/files/'.length);
});

describe("a company's files", () => {
  it('a company-wide owner and a recruiter of the process’s agency or department download the report and the CV', async () => {
    const callers = [
      owner.token,
      await member('RECRUITER', { agencyId: north.agencyId }),
      await member('RECRUITER', { agencyId: north.agencyId, departmentId: north.departmentId }),
    ];
    for (const token of callers) {
      const report = await download(keys.report, token);
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toBe('application/pdf');
      expect(report.rawPayload.equals(bytes.report)).toBe(true);
      expect((await download(keys.bundle, token)).statusCode).toBe(200);
      const cv = await download(keys.cv, token);
      expect(cv.statusCode).toBe(200);
      expect(cv.rawPayload.equals(bytes.cv)).toBe(true);
    }
  });

  it('a member without report.generate gets no report, and one without candidate.view no CV', async () => {
    for (const key of [keys.report, keys.bundle]) {
      const refused = await download(key, viewer.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // The viewer sees the candidates, so their CV.
    expect((await download(keys.cv, viewer.token)).statusCode).toBe(200);
    const processesOnly = await member({ permissions: ['process.view', 'report.generate'] });
    expect((await download(keys.cv, processesOnly)).statusCode).toBe(404);
    expect((await download(keys.report, processesOnly)).statusCode).toBe(200);
  });

  it('a member of another agency or another department of the agency gets nothing, as for an unknown key', async () => {
    const callers = [
      await member('OWNER', { agencyId: southAgencyId }),
      await member('RECRUITER', { agencyId: north.agencyId, departmentId: north.otherDepartmentId }),
    ];
    for (const token of callers) {
      for (const key of [keys.report, keys.bundle, keys.cv]) {
        const refused = await download(key, token);
        expect(refused.statusCode, key).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
  });

  it('another company gets 404, a request without a session 401, and nobody a file no row names', async () => {
    for (const key of [keys.report, keys.cv]) {
      expect((await download(key, stranger.token)).statusCode).toBe(404);
      expect((await download(key, null)).statusCode).toBe(401);
    }
    expect((await download(keys.orphan, owner.token)).statusCode).toBe(404);
    expect((await download('A'.repeat(32), owner.token)).statusCode).toBe(404);
  });

  it('the logo still loads for anyone, with or without a session', async () => {
    for (const token of [owner.token, viewer.token, stranger.token, null]) {
      const logo = await download(keys.logo, token);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
