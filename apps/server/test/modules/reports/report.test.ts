import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { OBSERVER_REALM, REPORTS_PER_BUNDLE_MAX, REPORT_URL_TTL_MINUTES, sharedMessages, type Locale } from '@terna/domain';
import { candidateReports, componentResults, processPersons, reportTemplates } from '../../../src/db/schema/index.js';
import { codeOf } from '../../support/process-api.js';
import { reportApi, type ReportOptions } from '../../support/report-api.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';
import { reportLink } from '../../../src/modules/reports/report-link.js';
import { RENDER_QUEUE } from '../../../src/modules/reports/report-store.js';

/**
 * Candidate reports through the GraphQL endpoint and the download route, on a real database with
 * the jobs running in the app: generate, poll, download, reuse, delete, every refusal, the
 * language rule, the signed address, the trust report and the bulk ZIP.
 */

const { t, owner, viewer } = testSuite({ members: ['viewer'], config: { jobsInline: true } });
const api = reportApi(t);

const COMPONENTS = [
  { componentType: 'DISC', order: 1, weight: 20 },
  { componentType: 'COMPETENCE', order: 2, weight: 30, minValueToPass: 60 },
  { componentType: 'KNOWLEDGE_TEST', order: 3, weight: 20, minValueToPass: 60 },
  { componentType: 'INTERVIEW', order: 4, weight: 30, minValueToPass: 60 },
] as const;
type Type = (typeof COMPONENTS)[number]['componentType'] | 'RELIABILITY';
const DETAILS: Record<Type, unknown> = {
  DISC: { D: 88, I: 61, S: 22, C: 35 },
  COMPETENCE: { competences: [{ name: 'Liderazgo', weight: 60, value: 90 }, { name: 'Empatía', weight: 40, value: 70 }] },
  KNOWLEDGE_TEST: { questionCount: 20, correctAnswers: 15, answers: [] },
  INTERVIEW: { grade: 7, answers: [{ question: '¿Por qué este cargo?', answer: 'Por el equipo.', grade: 7 }] },
  RELIABILITY: { checks: [{ name: 'THEFT', riskLevel: 'LOW_RISK' }, { name: 'INTEGRITY', riskLevel: 'LOW_RISK' }, { name: 'LIE', riskLevel: 'MID_RISK' }] },
};

const PDF: ReportOptions = { sections: ['DISC', 'COMPETENCE'], type: 'PDF', engineId: 'EVALUAR', vendorId: 'COMPLETE', language: 'es' };

let processId: number;
/** ENDED with a composed score; DISC, COMPETENCE and INTERVIEW settled, the knowledge test pending, reliability SUCCESS. */
let ended: { processPersonId: number; personId: number; firstName: string; lastName: string; reliabilityId: number };
let open: number;
/** ENDED, reliability still PENDING. */
let untrusted: { processPersonId: number; reliabilityId: number };
let bulkIds: number[];
/** A company without MULTI_LANGUAGE, with an ENDED candidate. */
let plain: Member & { processPersonId: number };

async function storeResult(processPersonId: number, componentType: Type, status = 'SUCCESS', value: number | null = 80) {
  const [row] = await t.db
    .insert(componentResults)
    .values({ processPersonId, componentType, status, value: value === null ? null : String(value), details: DETAILS[componentType] })
    .returning();
  return row!.id;
}

async function buildEnded(process: number, name: { firstName: string; lastName: string }) {
  const built = await t.buildProcessPerson({ processId: process, evaluationsStatus: 'ENDED', composedScore: 78.5, person: name });
  for (const type of ['DISC', 'COMPETENCE', 'INTERVIEW'] as const) await storeResult(built.processPersonId, type);
  await storeResult(built.processPersonId, 'KNOWLEDGE_TEST', 'PENDING', null);
  return built;
}

const companyReports = async (companyId: number) =>
  (await t.db.select({ n: count() }).from(candidateReports).where(eq(candidateReports.companyId, companyId)))[0]!.n;

beforeAll(async () => {
  await t.buildFeature(owner.company.id, 'MULTI_LANGUAGE');
  await t.db.insert(reportTemplates).values({
    companyId: owner.company.id, name: 'Informe clásico', publicName: 'Informe ACME', engineId: 'CLASICO', vendorId: 'ACME', layout: 'COMPLETE',
  });
  const process = await t.buildProcess({ companyId: owner.company.id, name: 'PROCESO ANALISTA', withJobOpportunity: { components: [...COMPONENTS] } });
  processId = process.id;
  const built = await buildEnded(processId, { firstName: 'Ana', lastName: 'Pérez' });
  ended = { ...built, firstName: 'Ana', lastName: 'Pérez', reliabilityId: await storeResult(built.processPersonId, 'RELIABILITY', 'SUCCESS', 62) };
  open = (await t.buildProcessPerson({ processId, evaluationsStatus: 'OPEN' })).processPersonId;
  const pending = await buildEnded(processId, { firstName: 'Luis', lastName: 'Mora' });
  untrusted = { processPersonId: pending.processPersonId, reliabilityId: await storeResult(pending.processPersonId, 'RELIABILITY', 'PENDING', null) };
  bulkIds = [
    ended.processPersonId,
    (await buildEnded(processId, { firstName: 'Carla', lastName: 'Ríos' })).processPersonId,
    (await buildEnded(processId, { firstName: 'Diego', lastName: 'Vera' })).processPersonId,
  ];

  const member = await t.buildMember();
  // The job's order is not the catalogue's: the interview comes first.
  const reordered = COMPONENTS.map((component) => ({ ...component, order: component.componentType === 'INTERVIEW' ? 0 : component.order }));
  const plainProcess = await t.buildProcess({ companyId: member.company.id, withJobOpportunity: { components: reordered } });
  plain = { ...member, processPersonId: (await buildEnded(plainProcess.id, { firstName: 'Eva', lastName: 'Luna' })).processPersonId };
});

describe('templates and finished components', () => {
  it('offers the shared templates and the company’s own, whatever CompanyId says', async () => {
    const own = (await api.templates(owner.token, owner.company.id)).data!.getReportTemplateByCompanyId;
    expect(own.map((template) => [template.engineId, template.vendorId, template.layout, template.companyId])).toEqual([
      ['EVALUAR', 'COMPLETE', 'COMPLETE', null],
      ['EVALUAR', 'EXECUTIVE', 'SUMMARY', null],
      ['CLASICO', 'ACME', 'COMPLETE', owner.company.id],
    ]);
    expect(own[0]).toMatchObject({ name: 'Informe completo', publicName: 'Informe de evaluación' });
    const other = (await api.templates(plain.token, owner.company.id)).data!.getReportTemplateByCompanyId;
    expect(other.map((template) => template.vendorId)).toEqual(['COMPLETE', 'EXECUTIVE']);
  });

  it('lets a company’s own template take the place of the shared one of its engine and vendor', async () => {
    const member = await t.buildMember();
    await t.db.insert(reportTemplates).values({ companyId: member.company.id, name: 'Ejecutivo propio', publicName: 'Resumen', engineId: 'EVALUAR', vendorId: 'EXECUTIVE', layout: 'SUMMARY' });
    const templates = (await api.templates(member.token, member.company.id)).data!.getReportTemplateByCompanyId;
    expect(templates.map((template) => [template.vendorId, template.name])).toEqual([['COMPLETE', 'Informe completo'], ['EXECUTIVE', 'Ejecutivo propio']]);
  });

  it('lists the candidate’s settled components in the job’s order, with all their sections', async () => {
    const finished = (await api.finished(owner.token, processId, ended.personId)).data!.getComponentsFinished;
    expect(finished.map((component) => [component.componentType, component.sections])).toEqual([
      ['DISC', ['DISC', 'DISC_ADVANCED']],
      ['COMPETENCE', ['COMPETENCE']],
      ['INTERVIEW', ['INTERVIEW']],
    ]);
  });

  it('needs report.generate', async () => {
    expect(codeOf(await api.templates(viewer.token, owner.company.id))).toBe('FORBIDDEN');
    expect(codeOf(await api.finished(viewer.token, processId, ended.personId))).toBe('FORBIDDEN');
  });
});

describe('a candidate report', () => {
  let reportId: number;
  let url: string;

  it('is queued, rendered by the job and downloaded as a PDF through its signed address', async () => {
    const queued = (await api.generate(owner.token, ended.processPersonId, PDF)).data!.generateReport;
    expect(queued).toMatchObject({
      kind: 'CANDIDATE', processId, processPersonId: ended.processPersonId, type: 'PDF', language: 'es', sections: ['DISC', 'COMPETENCE'],
      engineId: 'EVALUAR', vendorId: 'COMPLETE', fileName: 'Informe - Ana Pérez.pdf', progress: null, error: null,
    });
    expect(['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED']).toContain(queued.status);
    const report = await api.settled(owner.token, queued.id);
    expect(report).toMatchObject({ id: queued.id, status: 'COMPLETED', error: null });
    expect(report.size).toBeGreaterThan(1000);
    expect(report.url).toMatch(new RegExp(`^/process-web/reports/${queued.id}/file\\?expires=\\d+&signature=[\\w-]{43}$`));
    const ttl = Date.parse(report.urlExpiresAt!) - Date.now();
    expect(ttl).toBeGreaterThan((REPORT_URL_TTL_MINUTES - 1) * 60_000);
    expect(ttl).toBeLessThanOrEqual(REPORT_URL_TTL_MINUTES * 60_000);

    // A plain browser link: no session needed.
    const file = await api.download(report.url!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.byteLength).toBe(report.size);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Informe - Ana Perez.pdf"; filename*=UTF-8''Informe%20-%20Ana%20P%C3%A9rez.pdf`);
    // With a session: a company user with report.generate gets it too.
    expect((await api.download(report.url!, owner.token)).statusCode).toBe(200);
    reportId = report.id;
    url = report.url!;
  });

  it('is reused, without a new job, for the same options and the same data', async () => {
    const before = (await t.db.select().from(candidateReports).where(eq(candidateReports.id, reportId)))[0]!;
    const again = (await api.generate(owner.token, ended.processPersonId, { ...PDF, sections: ['COMPETENCE', 'DISC', 'DISC'] })).data!.generateReport;
    expect(again).toMatchObject({ id: reportId, status: 'COMPLETED' });
    expect(again.url).toMatch(/^\/process-web\/reports\//);
    const after = (await t.db.select().from(candidateReports).where(eq(candidateReports.id, reportId)))[0]!;
    expect(after).toMatchObject({ revision: before.revision, fileKey: before.fileKey, jobId: before.jobId, status: 'COMPLETED' });
  });

  it('is made again, under the same id, once the candidate’s data changed; the old file goes', async () => {
    const before = (await t.db.select().from(candidateReports).where(eq(candidateReports.id, reportId)))[0]!;
    await t.db.update(processPersons).set({ composedScore: '91.00' }).where(eq(processPersons.id, ended.processPersonId));
    try {
      const queued = (await api.generate(owner.token, ended.processPersonId, PDF)).data!.generateReport;
      expect(queued.id).toBe(reportId);
      expect(queued.url).toBeNull();
      const report = await api.settled(owner.token, reportId);
      expect(report.status).toBe('COMPLETED');
      const after = (await t.db.select().from(candidateReports).where(eq(candidateReports.id, reportId)))[0]!;
      expect(after.revision).toBe(before.revision + 1);
      expect(after.fileKey).not.toBe(before.fileKey);
      expect(await t.services.files.get(before.fileKey!)).toBeNull();
      // The address handed out before is still signed for this report: it serves the new file.
      expect((await api.download(url)).statusCode).toBe(200);
      url = report.url!;
    } finally {
      await t.db.update(processPersons).set({ composedScore: '78.50' }).where(eq(processPersons.id, ended.processPersonId));
    }
  });

  it('comes as a Word document (DOCX) too', async () => {
    const queued = (await api.generate(owner.token, ended.processPersonId, { ...PDF, type: 'DOCX' })).data!.generateReport;
    expect(queued.id).not.toBe(reportId);
    const report = await api.settled(owner.token, queued.id);
    expect(report).toMatchObject({ status: 'COMPLETED', type: 'DOCX', fileName: 'Informe - Ana Pérez.docx' });
    const file = await api.download(report.url!);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Object.keys(unzipSync(new Uint8Array(file.rawPayload)))).toContain('word/document.xml');
  });

  it('is deleted with its file by deleteReport of the same options; its address then answers 404', async () => {
    const row = (await t.db.select().from(candidateReports).where(eq(candidateReports.id, reportId)))[0]!;
    expect((await api.delete(owner.token, ended.processPersonId, { ...PDF, sections: ['COMPETENCE', 'DISC'] })).data!.deleteReport).toBe(true);
    expect(codeOf(await api.read(owner.token, reportId))).toBe('NOT_FOUND');
    const file = await api.download(url);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 'NOT_FOUND' });
    await expect.poll(() => t.services.files.get(row.fileKey!)).toBeNull();
    // Nothing stored of those options any more.
    expect((await api.delete(owner.token, ended.processPersonId, PDF)).data!.deleteReport).toBe(false);
  });
});

describe('what a report request is refused for, writing nothing', () => {
  const refusals: [string, () => Promise<unknown>, string, string?][] = [
    ['no section', () => api.generate(owner.token, ended.processPersonId, { ...PDF, sections: [] }), 'BAD_INPUT'],
    ['a section never offered', () => api.generate(owner.token, ended.processPersonId, { ...PDF, sections: ['DISC', 'DISC_ADVANCED'] }), 'REPORT_SECTION_NOT_OFFERED', 'DISC_ADVANCED'],
    ['an unknown section (not a ReportSection)', () => api.generate(owner.token, ended.processPersonId, { ...PDF, sections: ['SALARY'] }), 'BAD_INPUT'],
    ['a section the candidate has not finished', () => api.generate(owner.token, ended.processPersonId, { ...PDF, sections: ['DISC', 'KNOWLEDGE_TEST'] }), 'REPORT_SECTION_NOT_OFFERED', 'KNOWLEDGE_TEST'],
    ['an unknown template', () => api.generate(owner.token, ended.processPersonId, { ...PDF, vendorId: 'NOPE' }), 'REPORT_TEMPLATE_NOT_FOUND'],
    ['another company’s template', () => api.generate(plain.token, plain.processPersonId, { ...PDF, engineId: 'CLASICO', vendorId: 'ACME' }), 'REPORT_TEMPLATE_NOT_FOUND'],
    ['a format that is not PDF or DOCX', () => api.generate(owner.token, ended.processPersonId, { ...PDF, type: 'XLS' }), 'BAD_INPUT'],
    ['an OPEN candidate', () => api.generate(owner.token, open, { ...PDF, sections: ['DISC'] }), 'REPORT_NOT_AVAILABLE'],
    ['a candidate of nobody', () => api.generate(owner.token, 2_000_000_000, PDF), 'NOT_FOUND'],
    ['a viewer (no report.generate)', () => api.generate(viewer.token, ended.processPersonId, PDF), 'FORBIDDEN'],
    ['the trust report of a candidate whose reliability is not SUCCESS', () => api.generateTrust(owner.token, untrusted.processPersonId, untrusted.reliabilityId), 'TRUST_REPORT_NOT_AVAILABLE'],
    ['the trust report named by another result’s id', () => api.generateTrust(owner.token, ended.processPersonId, untrusted.reliabilityId), 'NOT_FOUND'],
    ['the trust report in Word', () => api.generateTrust(owner.token, ended.processPersonId, ended.reliabilityId, { type: 'DOCX' }), 'BAD_INPUT'],
    ['the trust report of another engine', () => api.generateTrust(owner.token, ended.processPersonId, ended.reliabilityId, { engineId: 'CLASICO' }), 'BAD_INPUT'],
    [
      `a bundle of more than ${REPORTS_PER_BUNDLE_MAX} candidates`,
      () => api.bulk(owner.token, processId, Array.from({ length: REPORTS_PER_BUNDLE_MAX + 1 }, (_, i) => i + 1), PDF),
      'REPORTS_TOO_MANY',
      String(REPORTS_PER_BUNDLE_MAX),
    ],
    ['a bundle whose candidates cannot have a report', () => api.bulk(owner.token, processId, [open], PDF), 'REPORT_NOT_AVAILABLE'],
    ['a bundle of another process’s candidates', () => api.bulk(owner.token, processId, [plain.processPersonId], PDF), 'REPORT_NOT_AVAILABLE'],
  ];

  for (const [what, call, code, mentioned] of refusals) {
    it(`${what}: ${code}`, async () => {
      const before = await companyReports(owner.company.id);
      const body = (await call()) as { errors?: { message: string }[] };
      expect(codeOf(body as never)).toBe(code);
      if (mentioned) expect(body.errors![0]!.message).toContain(mentioned);
      expect(await companyReports(owner.company.id)).toBe(before);
    });
  }

  it('refuses an observer’s link: reports are the company’s', async () => {
    const { token } = await t.buildObserverLink({ processId, companyId: owner.company.id, sections: ['DISC'], termsAcceptedAt: new Date() });
    expect(codeOf(await api.generate(token, ended.processPersonId, PDF, { realm: OBSERVER_REALM }))).toBe('FORBIDDEN');
  });
});

describe('the report’s language', () => {
  it('is the one asked for with MULTI_LANGUAGE and the default engine', async () => {
    const report = (await api.generate(owner.token, ended.processPersonId, { ...PDF, language: 'en' })).data!.generateReport;
    expect(report).toMatchObject({ language: 'en', fileName: 'Report - Ana Pérez.pdf' });
  });

  it('is Spanish for a template of another engine', async () => {
    const report = (await api.generate(owner.token, ended.processPersonId, { ...PDF, engineId: 'CLASICO', vendorId: 'ACME', language: 'en' })).data!.generateReport;
    expect(report).toMatchObject({ language: 'es', engineId: 'CLASICO', vendorId: 'ACME', fileName: 'Informe - Ana Pérez.pdf' });
  });

  it('is Spanish without MULTI_LANGUAGE', async () => {
    const report = (await api.generate(plain.token, plain.processPersonId, { ...PDF, sections: ['INTERVIEW', 'DISC'], language: 'en' })).data!.generateReport;
    expect(report).toMatchObject({ language: 'es', sections: ['DISC', 'INTERVIEW'] });
    // Deleting with the same options finds it, whatever their order: the language is resolved the same way.
    expect((await api.delete(plain.token, plain.processPersonId, { ...PDF, sections: ['DISC', 'INTERVIEW'], language: 'en' })).data!.deleteReport).toBe(true);
  });
});

describe('the download address', () => {
  let report: { id: number; url: string };

  beforeAll(async () => {
    const queued = (await api.generate(owner.token, ended.processPersonId, { ...PDF, sections: ['INTERVIEW'] })).data!.generateReport;
    const settled = await api.settled(owner.token, queued.id);
    report = { id: settled.id, url: settled.url! };
  });

  it('answers 410 REPORT_LINK_EXPIRED once its time is up', async () => {
    const expired = reportLink(t.services.config, report.id, owner.company.id, { now: Date.now() - (REPORT_URL_TTL_MINUTES * 60 + 1) * 1000 });
    const response = await api.download(expired.url);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'REPORT_LINK_EXPIRED' });
  });

  it('answers 404 when any part of it was changed', async () => {
    const { searchParams } = new URL(report.url, 'http://terna.test');
    const expires = Number(searchParams.get('expires'));
    const signature = searchParams.get('signature')!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    // The last character's two spare bits changed: another spelling of the same bytes.
    const respelled = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]}`;
    for (const path of [
      `/process-web/reports/${report.id}/file?expires=${expires}&signature=${flipped}`,
      `/process-web/reports/${report.id}/file?expires=${expires}&signature=${respelled}`,
      `/process-web/reports/${report.id}/file?expires=${expires + 3600}&signature=${signature}`,
      `/process-web/reports/${report.id + 1}/file?expires=${expires}&signature=${signature}`,
      `/process-web/reports/${report.id}/file?expires=${expires}`,
      `/process-web/reports/${report.id}/file?expires=soon&signature=${signature}`,
      `/process-web/reports/abc/file?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await api.download(path);
      expect({ path, status: response.statusCode, code: response.json().code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
  });

  it('refuses a session without report.generate, and an observer’s', async () => {
    expect((await api.download(report.url, viewer.token)).statusCode).toBe(403);
    const { token } = await t.buildObserverLink({ processId, companyId: owner.company.id, sections: ['DISC'], termsAcceptedAt: new Date() });
    const observer = await t.app.inject({ method: 'GET', url: report.url, headers: { authorization: `Bearer ${token}`, realm: OBSERVER_REALM } });
    expect(observer.statusCode).toBe(403);
  });
});

describe('the trust report', () => {
  it('is made for a candidate whose reliability is SUCCESS, reused, and deleted', async () => {
    const queued = (await api.generateTrust(owner.token, ended.processPersonId, ended.reliabilityId)).data!.generateTrustReport;
    expect(queued).toMatchObject({ kind: 'TRUST', type: 'PDF', engineId: 'EVALUAR', vendorId: '', sections: ['RELIABILITY'], language: 'es' });
    expect(queued.fileName).toBe('Informe de confiabilidad - Ana Pérez.pdf');
    const report = await api.settled(owner.token, queued.id);
    expect(report.status).toBe('COMPLETED');
    const file = await api.download(report.url!);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api.generateTrust(owner.token, ended.processPersonId, ended.reliabilityId)).data!.generateTrustReport.id).toBe(report.id);
    expect((await api.deleteTrust(owner.token, ended.processPersonId)).data!.deleteReportTrust).toBe(true);
    expect((await api.download(report.url!)).statusCode).toBe(404);
    expect((await api.deleteTrust(owner.token, ended.processPersonId)).data!.deleteReportTrust).toBe(false);
  });

  it('is in English for an English-speaking caller of a MULTI_LANGUAGE company', async () => {
    const report = (await api.generateTrust(owner.token, ended.processPersonId, ended.reliabilityId, {}, { 'accept-language': 'en' })).data!.generateTrustReport;
    expect(report).toMatchObject({ language: 'en', fileName: 'Trust report - Ana Pérez.pdf' });
    expect((await api.deleteTrust(owner.token, ended.processPersonId)).data!.deleteReportTrust).toBe(true);
  });

  it('names the candidate’s reliability result on the candidate list (reliabilityScoredResult)', async () => {
    const query = 'query($processId: Int!) { processPersonPaginated(processId: $processId, feelings: [], size: 50) { data { id reliabilityScoredResult { reliabilityComposedCapId } } } }';
    const page = await t.gql<{ processPersonPaginated: { data: { id: number; reliabilityScoredResult: { reliabilityComposedCapId: number } | null }[] } }>(owner.token, query, { processId });
    const byId = new Map(page.data!.processPersonPaginated.data.map((row) => [row.id, row.reliabilityScoredResult]));
    expect(byId.get(ended.processPersonId)).toEqual({ reliabilityComposedCapId: ended.reliabilityId });
    expect(byId.get(untrusted.processPersonId)).toEqual({ reliabilityComposedCapId: untrusted.reliabilityId });
    expect(byId.get(open)).toBeNull();
  });
});

describe('the bulk download', () => {
  it('zips one report per candidate who can have one, leaving the others out, and keeps each member as that candidate’s report', async () => {
    const queued = (await api.bulk(owner.token, processId, [...bulkIds, open, plain.processPersonId], PDF)).data!.generateReports;
    expect(queued).toMatchObject({ kind: 'BUNDLE', processPersonId: null, type: 'PDF', fileName: 'Informes - PROCESO ANALISTA.zip', progress: { total: 3 } });
    const bundle = await api.settled(owner.token, queued.id);
    expect(bundle).toMatchObject({ status: 'COMPLETED', progress: { done: 3, total: 3 } });
    const file = await api.download(bundle.url!);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      `Pérez Ana - ${bulkIds[0]}.pdf`,
      `Ríos Carla - ${bulkIds[1]}.pdf`,
      `Vera Diego - ${bulkIds[2]}.pdf`,
    ].sort());
    for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    // A member is that candidate's report of those options: asking for it alone reuses it.
    const single = (await api.generate(owner.token, bulkIds[1]!, PDF)).data!.generateReport;
    expect(single.status).toBe('COMPLETED');
    expect((await t.db.select().from(candidateReports).where(eq(candidateReports.id, queued.id)))[0]!.memberIds).toContain(single.id);
    // The same bundle again: the stored ZIP.
    expect((await api.bulk(owner.token, processId, [...bulkIds].reverse(), PDF)).data!.generateReports).toMatchObject({ id: queued.id, status: 'COMPLETED' });
  });
});

describe('a report whose rendering fails', () => {
  async function brokenReport(language: Locale) {
    const [row] = await t.db
      .insert(candidateReports)
      .values({
        companyId: owner.company.id, processId, processPersonId: open, kind: 'CANDIDATE', format: 'PDF', language, sections: ['DISC'],
        engineId: 'EVALUAR', vendorId: 'COMPLETE', optionsKey: `broken ${language}`, dataHash: 'broken', document: { kind: 'CANDIDATE' }, fileName: 'Informe.pdf',
      })
      .returning();
    return row!;
  }

  it('waits for its retry, then FAILS with the reason translated', async () => {
    const waiting = await brokenReport('es');
    await t.services.jobs.send(RENDER_QUEUE, { reportId: waiting.id, revision: waiting.revision }, { retryLimit: 1, retryDelay: 60 });
    await expect.poll(async () => (await api.read(owner.token, waiting.id)).data!.candidateReport.status, { timeout: 30_000 }).toBe('WAITING');

    const failing = await brokenReport('en');
    await t.services.jobs.send(RENDER_QUEUE, { reportId: failing.id, revision: failing.revision }, { retryLimit: 0 });
    const failed = await api.settled(owner.token, failing.id);
    expect(failed).toMatchObject({ status: 'FAILED', url: null, error: sharedMessages.es.errors.REPORT_FAILED });
    expect((await api.read(owner.token, failing.id, { 'accept-language': 'en' })).data!.candidateReport.error).toBe(sharedMessages.en.errors.REPORT_FAILED);
    // Its retry then finds nothing to do.
    await t.db.delete(candidateReports).where(eq(candidateReports.id, waiting.id));
  });
});
