import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CV_SECTIONS, DISC_INTERPRETATIONS, OBSERVER_REALM, type Locale } from '@terna/domain';
import { createRequestContext, type RequestContext } from '../../../src/context.js';
import { companies, componentResults, processPersons } from '../../../src/db/schema/index.js';
import { beginTenantTransaction } from '../../../src/db/tenant.js';
import { DomainError } from '../../../src/errors.js';
import { fileUrl } from '../../../src/files/storage.js';
import { gifFile, pngFile } from '../../support/file-fixtures.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';
import { buildReportDocuments, buildTrustReportDocument, finishedComponents, type BuildReportDocumentsInput } from '../../../src/modules/reports/report-data.js';

/** The report's data layer: finished components, candidate documents (batched) and the trust document, and the REST route. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

// The job's own order, unlike the catalogue's (DISC first): sections must follow the job.
const COMPONENTS = [
  { componentType: 'INTERVIEW', order: 1, weight: 20, minValueToPass: 60 },
  { componentType: 'DISC', order: 2, weight: 10 },
  { componentType: 'CURRICULUM', order: 3, weight: 20, minValueToPass: 50 },
  { componentType: 'COMPETENCE', order: 4, weight: 20, minValueToPass: 60 },
  { componentType: 'KNOWLEDGE_TEST', order: 5, weight: 20, minValueToPass: 60 },
  { componentType: 'RELIABILITY', order: 6, weight: 10 },
] as const;
type Type = (typeof COMPONENTS)[number]['componentType'];

const interviewAnswers = [
  { question: '¿Por qué te interesa trabajar con nosotros?', answer: 'Por la cultura de aprendizaje.', grade: 8 },
  { question: 'Háblanos de un error que cometiste.', answer: 'Subestimé un plazo y aprendí a planificar.', grade: null },
];
const DETAILS: Record<Type, unknown> = {
  INTERVIEW: { grade: 7, answers: interviewAnswers },
  DISC: { D: 88, I: 61, S: 22, C: 35 },
  CURRICULUM: { scoreList: [{ section: 'EDUCATION', score: 80 }, { section: 'SALARY', score: 70 }] },
  COMPETENCE: { competences: [{ name: 'Liderazgo', weight: 60, value: 90 }, { name: 'Empatía', weight: 40, value: 70 }, { name: 'Orden', value: 85 }] },
  KNOWLEDGE_TEST: { questionCount: 20, correctAnswers: 15, answers: [] },
  // Stored out of order: the report shows the required checks first.
  RELIABILITY: {
    checks: [
      { name: 'DRUGS', riskLevel: 'HIGH_RISK' },
      { name: 'LIE', riskLevel: 'MID_RISK' },
      { name: 'THEFT', riskLevel: 'LOW_RISK' },
      { name: 'INTEGRITY', riskLevel: 'LOW_RISK' },
    ],
  },
};
const VALUES: Record<Type, number> = { INTERVIEW: 70, DISC: 81.5, CURRICULUM: 72.4, COMPETENCE: 82, KNOWLEDGE_TEST: 75, RELIABILITY: 62 };

let processId: number;
let otherProcessId: number;
let finished: { processPersonId: number; personId: number };
let partial: { processPersonId: number; personId: number };
let approved: { processPersonId: number; personId: number };
let trustOnly: number;
let notInProcessPersonId: number;
let strangerProcessId: number;
let foreign: { processPersonId: number; personId: number };

async function storeResult(processPersonId: number, componentType: Type, status = 'SUCCESS', value: number | null = VALUES[componentType]) {
  await t.db.insert(componentResults).values({ processPersonId, componentType, status, value: value === null ? null : String(value), details: DETAILS[componentType] });
}

/** Runs `work` as a request of `member` does: their context, in a tenant transaction of their company (rolled back: it only reads). */
async function asMember<T>(member: Member, work: (ctx: RequestContext) => Promise<T>, locale: Locale = 'es'): Promise<T> {
  const base = await createRequestContext(t.services, { authorization: `Bearer ${member.token}`, 'accept-language': locale });
  const transaction = await beginTenantTransaction(t.db, { companyId: member.company.id, userId: member.user.id });
  try {
    return await work({ ...base, db: transaction.db });
  } finally {
    await transaction.end(false);
  }
}

async function refusal(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const TEMPLATE = { publicName: 'Informe de evaluación', layout: 'COMPLETE' };
const documentsOf = (member: Member, input: Partial<BuildReportDocumentsInput> & { processPersonIds: number[] }) =>
  asMember(member, (ctx) => buildReportDocuments(ctx, { sections: ['DISC'], format: 'PDF', language: 'es', template: TEMPLATE, ...input }));

beforeAll(async () => {
  await t.db.update(companies).set({ commercialName: 'Andina Talento' }).where(eq(companies.id, owner.company.id));
  const process = await t.buildProcess({
    companyId: owner.company.id,
    name: 'ANALISTA CONTABLE 2025',
    positionName: 'Analista contable',
    timeZone: 'America/Guayaquil',
    withJobOpportunity: { components: [...COMPONENTS] },
  });
  processId = process.id;

  const built = await t.buildProcessPerson({
    processId,
    evaluationsStatus: 'ENDED',
    composedScore: 78.5,
    trustCode: '2',
    person: { firstName: 'Valeria', lastName: 'Ortega', identification: '1712345678', email: 'valeria@example.test' },
  });
  finished = built;
  await t.db.update(processPersons).set({ archetype: 'Di' }).where(eq(processPersons.id, built.processPersonId));
  for (const { componentType } of COMPONENTS) await storeResult(built.processPersonId, componentType);

  // Settled results only: PROCESSING and PENDING_GRADE may still change, KNOWLEDGE_TEST and RELIABILITY have none.
  partial = await t.buildProcessPerson({ processId, evaluationsStatus: 'INPROGRESS', composedScore: 50 });
  await storeResult(partial.processPersonId, 'DISC');
  await storeResult(partial.processPersonId, 'CURRICULUM', 'PROCESSING', null);
  await storeResult(partial.processPersonId, 'COMPETENCE', 'REJECT', 40);
  await storeResult(partial.processPersonId, 'INTERVIEW', 'PENDING_GRADE', null);

  // Disqualified by COMPETENCE, then approved by the owner through the API.
  approved = await t.buildProcessPerson({ processId, evaluationsStatus: 'DISQUALIFIED', composedScore: 55 });
  await storeResult(approved.processPersonId, 'DISC');
  await storeResult(approved.processPersonId, 'COMPETENCE', 'REJECT', 40);
  const approval = await t.gql(owner.token, 'mutation($p: Int!, $c: Int!) { aproveComponents(processId: $p, candidateId: $c, observation: "Buen desempeño en la entrevista") { id } }', {
    p: processId,
    c: approved.processPersonId,
  });
  expect(approval.errors).toBeUndefined();

  // A trust invitation's result: the job of its process has no RELIABILITY component.
  const plain = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
  otherProcessId = plain.id;
  trustOnly = (await t.buildProcessPerson({ processId: plain.id, evaluationsStatus: 'ENDED', trustCode: '1' })).processPersonId;
  await storeResult(trustOnly, 'RELIABILITY');
  notInProcessPersonId = (await t.buildProcessPerson({ processId: plain.id, evaluationsStatus: 'ENDED' })).personId;

  const strangerProcess = await t.buildProcess({ companyId: stranger.company.id, withJobOpportunity: { components: [...COMPONENTS] } });
  strangerProcessId = strangerProcess.id;
  foreign = await t.buildProcessPerson({ processId: strangerProcess.id, evaluationsStatus: 'ENDED', composedScore: 90, trustCode: '1' });
  for (const { componentType } of COMPONENTS) await storeResult(foreign.processPersonId, componentType);
});

describe('finishedComponents', () => {
  it('lists the job’s components in the job’s order whose result is settled, each with all its sections', async () => {
    expect(await asMember(owner, (ctx) => finishedComponents(ctx, processId, finished.personId))).toEqual([
      { componentType: 'INTERVIEW', order: 1, label: 'Entrevista', sections: ['INTERVIEW'] },
      { componentType: 'DISC', order: 2, label: 'DISC', sections: ['DISC', 'DISC_ADVANCED'] },
      { componentType: 'CURRICULUM', order: 3, label: 'Currículum', sections: ['CURRICULUM', 'FILTER_QUESTIONS'] },
      { componentType: 'COMPETENCE', order: 4, label: 'Competencias', sections: ['COMPETENCE'] },
      { componentType: 'KNOWLEDGE_TEST', order: 5, label: 'Conocimientos', sections: ['KNOWLEDGE_TEST', 'KNOWLEDGE_QUESTIONS'] },
      { componentType: 'RELIABILITY', order: 6, label: 'Confiabilidad', sections: ['RELIABILITY'] },
    ]);
  });

  it('counts SUCCESS and REJECT only, and labels in the request’s language', async () => {
    const components = await asMember(owner, (ctx) => finishedComponents(ctx, processId, partial.personId), 'en');
    expect(components.map((c) => [c.componentType, c.label])).toEqual([['DISC', 'DISC'], ['COMPETENCE', 'Competences']]);
  });

  it('answers NOT_FOUND for a person not in the process, another company’s process or person, and unknown ids', async () => {
    const finishedOf = (member: Member, process: number, person: number) => refusal(() => asMember(member, (ctx) => finishedComponents(ctx, process, person)));
    expect(await finishedOf(owner, processId, notInProcessPersonId)).toBe('NOT_FOUND');
    expect(await finishedOf(owner, otherProcessId, finished.personId)).toBe('NOT_FOUND');
    expect(await finishedOf(owner, strangerProcessId, foreign.personId)).toBe('NOT_FOUND');
    expect(await finishedOf(owner, processId, foreign.personId)).toBe('NOT_FOUND');
    expect(await finishedOf(stranger, processId, finished.personId)).toBe('NOT_FOUND');
    expect(await finishedOf(owner, 2_000_000_000, 2_000_000_000)).toBe('NOT_FOUND');
  });
});

describe('buildReportDocuments', () => {
  it('builds the Spanish document: company, candidate, process and position, score, and the chosen sections in the job’s order', async () => {
    const documents = await documentsOf(owner, {
      processPersonIds: [finished.processPersonId],
      sections: ['RELIABILITY', 'COMPETENCE', 'DISC', 'CURRICULUM', 'INTERVIEW', 'KNOWLEDGE_TEST'],
    });
    const document = documents.get(finished.processPersonId)!;
    const [process] = await t.db.select().from(processPersons).where(eq(processPersons.id, finished.processPersonId));
    expect(document).toMatchObject({
      kind: 'CANDIDATE',
      language: 'es',
      format: 'PDF',
      layout: 'COMPLETE',
      title: 'Informe de evaluación',
      company: { name: 'Andina Talento', logoDataUrl: null },
      candidate: {
        firstName: 'Valeria',
        lastName: 'Ortega',
        identification: '1712345678',
        email: 'valeria@example.test',
        evaluationsStatus: 'ENDED',
        statusLabel: 'Finalizado',
        invitedAt: process!.invitedAt.toISOString(),
        finishedAt: null,
      },
      process: { id: processId, name: 'ANALISTA CONTABLE 2025', position: 'Analista contable', timeZone: 'America/Guayaquil' },
      composedScore: { value: 78.5, color: 'warning' },
    });
    expect(new Date(document.generatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(document.process.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const base = (section: string, label: string, value: number, minValueToPass: number | null) =>
      ({ section, label, value, status: 'SUCCESS', statusLabel: 'Aprobado', minValueToPass, approval: null });
    expect(document.sections).toEqual([
      {
        ...base('INTERVIEW', 'Entrevista', 70, 60),
        grade: 7,
        gradeColor: 'warning',
        // Stored before the portal, the answers are named by their position (decision 015).
        answers: interviewAnswers.map((answer, i) => ({ ...answer, questionId: String(i + 1), answered: true })),
      },
      {
        ...base('DISC', 'DISC', 81.5, null),
        factors: [
          { factor: 'D', name: 'Dominancia', value: 88 },
          { factor: 'I', name: 'Influencia', value: 61 },
          { factor: 'S', name: 'Estabilidad', value: 22 },
          { factor: 'C', name: 'Cumplimiento', value: 35 },
        ],
        archetype: 'Di',
        interpretation: DISC_INTERPRETATIONS.es.Di,
      },
      {
        ...base('CURRICULUM', 'Currículum', 72.4, 50),
        parts: [
          { section: 'EDUCATION', label: 'Educación', weight: CV_SECTIONS.EDUCATION, score: 80 },
          { section: 'SALARY', label: 'Aspiración salarial', weight: CV_SECTIONS.SALARY, score: 70 },
        ],
      },
      {
        ...base('COMPETENCE', 'Competencias', 82, 60),
        // Levels by the composed score's bands: up to 70 low, up to 85 medium, above high.
        competences: [
          { name: 'Liderazgo', value: 90, weight: 60, level: 'Alto' },
          { name: 'Empatía', value: 70, weight: 40, level: 'Bajo' },
          { name: 'Orden', value: 85, weight: null, level: 'Medio' },
        ],
      },
      { ...base('KNOWLEDGE_TEST', 'Conocimientos', 75, 60), questionCount: 20, correctAnswers: 15 },
      {
        ...base('RELIABILITY', 'Confiabilidad', 62, null),
        code: '2',
        resultLabel: 'Confiabilidad media',
        resultColor: 'warning',
        checks: [
          { name: 'THEFT', label: 'Robo', riskLevel: 'LOW_RISK', riskLabel: 'Riesgo bajo', riskColor: 'success' },
          { name: 'INTEGRITY', label: 'Integridad', riskLevel: 'LOW_RISK', riskLabel: 'Riesgo bajo', riskColor: 'success' },
          { name: 'LIE', label: 'Mentira', riskLevel: 'MID_RISK', riskLabel: 'Riesgo medio', riskColor: 'warning' },
          { name: 'DRUGS', label: 'Consumo de drogas', riskLevel: 'HIGH_RISK', riskLabel: 'Riesgo alto', riskColor: 'error' },
        ],
      },
    ]);
  });

  it('writes the English document in English, and takes the format and layout asked for', async () => {
    const documents = await documentsOf(owner, {
      processPersonIds: [finished.processPersonId],
      sections: ['DISC', 'COMPETENCE', 'RELIABILITY'],
      language: 'en',
      format: 'DOCX',
      template: { publicName: 'Executive report', layout: 'SUMMARY' },
    });
    const document = documents.get(finished.processPersonId)!;
    expect(document).toMatchObject({ language: 'en', format: 'DOCX', layout: 'SUMMARY', title: 'Executive report', candidate: { statusLabel: 'Finished' } });
    const [disc, competence, reliability] = document.sections;
    expect(disc).toMatchObject({ label: 'DISC', statusLabel: 'Passed', interpretation: DISC_INTERPRETATIONS.en.Di });
    expect(disc!.section === 'DISC' && disc!.factors.map((f) => f.name)).toEqual(['Dominance', 'Influence', 'Steadiness', 'Conscientiousness']);
    expect(competence).toMatchObject({ label: 'Competences', competences: [{ level: 'High' }, { level: 'Low' }, { level: 'Medium' }] });
    expect(reliability).toMatchObject({ label: 'Trust', resultLabel: 'Medium reliability', checks: [{ label: 'Theft', riskLabel: 'Low risk' }, {}, {}, {}] });
  });

  it('keeps to each candidate the chosen sections they finished, in one call for several candidates', async () => {
    const documents = await documentsOf(owner, {
      processPersonIds: [finished.processPersonId, partial.processPersonId, approved.processPersonId],
      // The detail sections have no content of their own.
      sections: ['COMPETENCE', 'CURRICULUM', 'DISC', 'DISC_ADVANCED', 'INTERVIEW'],
    });
    const sectionsOf = (id: number) => documents.get(id)!.sections.map((s) => [s.section, s.status]);
    expect(sectionsOf(finished.processPersonId)).toEqual([['INTERVIEW', 'SUCCESS'], ['DISC', 'SUCCESS'], ['CURRICULUM', 'SUCCESS'], ['COMPETENCE', 'SUCCESS']]);
    expect(sectionsOf(partial.processPersonId)).toEqual([['DISC', 'SUCCESS'], ['COMPETENCE', 'REJECT']]);
    expect(documents.get(partial.processPersonId)!.sections[1]).toMatchObject({ statusLabel: 'No aprobado', value: 40 });
    expect(sectionsOf(approved.processPersonId)).toEqual([['DISC', 'SUCCESS'], ['COMPETENCE', 'SUCCESS']]);
    expect(documents.get(partial.processPersonId)!.composedScore).toEqual({ value: 50, color: 'error' });
  });

  it('asks the database the same number of queries for one candidate as for several', async () => {
    const queriesFor = (ids: number[]) =>
      asMember(owner, async (ctx) => {
        let queries = 0;
        const counted = <T extends object>(target: T, method: string): T =>
          new Proxy(target, {
            get(object, key, receiver) {
              const value: unknown = Reflect.get(object, key, receiver);
              if (key !== method || typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                queries += 1;
                return (value as (...a: unknown[]) => unknown).apply(object, args);
              };
            },
          });
        // Plain queries go through execute, prepared ones (loadResults) through the session.
        const session = counted(ctx.db._.session, 'prepareQuery');
        const db = new Proxy(counted(ctx.db, 'execute'), { get: (object, key, receiver) => (key === '_' ? { ...object._, session } : Reflect.get(object, key, receiver)) });
        await buildReportDocuments({ ...ctx, db }, { processPersonIds: ids, sections: ['DISC', 'COMPETENCE'], format: 'PDF', language: 'es', template: TEMPLATE });
        return queries;
      });
    // Candidates with their processes, results, approvals, the company.
    expect(await queriesFor([finished.processPersonId])).toBe(4);
    expect(await queriesFor([finished.processPersonId, partial.processPersonId, approved.processPersonId])).toBe(4);
  });

  it('marks the sections of approved components with the approval, until the component is evaluated again', async () => {
    const sections = async () =>
      (await documentsOf(owner, { processPersonIds: [approved.processPersonId], sections: ['DISC', 'COMPETENCE'] })).get(approved.processPersonId)!.sections;
    const [disc, competence] = await sections();
    expect(disc!.approval).toBeNull();
    expect(competence!.approval).toEqual({
      approvedBy: `${owner.user.firstName} ${owner.user.lastName}`,
      approvedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      observation: 'Buen desempeño en la entrevista',
    });

    const reactivated = await t.gql(owner.token, 'mutation($p: Int!, $person: Int!) { reactivateComponent(processId: $p, personId: $person, positionComponentType: COMPETENCE) { id } }', {
      p: processId,
      person: approved.personId,
    });
    expect(reactivated.errors).toBeUndefined();
    // Taken again and passed: a new result, not the approved one.
    await t.db
      .update(componentResults)
      .set({ status: 'SUCCESS', value: '75', details: DETAILS.COMPETENCE })
      .where(and(eq(componentResults.processPersonId, approved.processPersonId), eq(componentResults.componentType, 'COMPETENCE')));
    const [, retaken] = await sections();
    expect(retaken).toMatchObject({ section: 'COMPETENCE', value: 75, approval: null });
  });

  it('reads the company’s logo into a data: URL when it is a stored PNG or JPEG of the company', async () => {
    const logoOf = async () => (await documentsOf(owner, { processPersonIds: [finished.processPersonId] })).get(finished.processPersonId)!.company.logoDataUrl;
    const setLogo = (url: string | null) => t.db.update(companies).set({ logoUrl: url }).where(eq(companies.id, owner.company.id));
    const store = (bytes: Buffer, contentType: string, companyId = owner.company.id) =>
      t.services.files.put(bytes, { contentType, fileName: 'logo', companyId, access: 'public', inline: true });
    try {
      await setLogo(fileUrl(await store(pngFile(), 'image/png')));
      expect(await logoOf()).toBe(`data:image/png;base64,${pngFile().toString('base64')}`);
      // Drawn by no renderer, an address that is no stored file, a file that is gone, another company's file.
      await setLogo(fileUrl(await store(gifFile(), 'image/gif')));
      expect(await logoOf()).toBeNull();
      await setLogo('/files/seeded-logo.png');
      expect(await logoOf()).toBeNull();
      const gone = await store(pngFile(), 'image/png');
      await t.services.files.delete(gone);
      await setLogo(fileUrl(gone));
      expect(await logoOf()).toBeNull();
      await setLogo(fileUrl(await store(pngFile(), 'image/png', stranger.company.id)));
      expect(await logoOf()).toBeNull();
    } finally {
      await setLogo(null);
    }
  });

  it('answers NOT_FOUND when any candidate is another company’s or unknown, and nothing for no candidate', async () => {
    expect(await refusal(() => documentsOf(owner, { processPersonIds: [finished.processPersonId, foreign.processPersonId] }))).toBe('NOT_FOUND');
    expect(await refusal(() => documentsOf(stranger, { processPersonIds: [finished.processPersonId] }))).toBe('NOT_FOUND');
    expect(await refusal(() => documentsOf(owner, { processPersonIds: [2_000_000_000] }))).toBe('NOT_FOUND');
    expect((await documentsOf(owner, { processPersonIds: [] })).size).toBe(0);
  });
});

describe('buildTrustReportDocument', () => {
  it('builds the trust report: the result and every check, the required ones first', async () => {
    const document = await asMember(owner, (ctx) => buildTrustReportDocument(ctx, finished.processPersonId, 'es'));
    const [result] = await t.db
      .select({ updatedAt: componentResults.updatedAt })
      .from(componentResults)
      .where(and(eq(componentResults.processPersonId, finished.processPersonId), eq(componentResults.componentType, 'RELIABILITY')));
    expect(document).toMatchObject({
      kind: 'TRUST',
      language: 'es',
      format: 'PDF',
      title: 'Informe de confiabilidad',
      company: { name: 'Andina Talento', logoDataUrl: null },
      candidate: { firstName: 'Valeria', lastName: 'Ortega', statusLabel: 'Finalizado' },
      process: { id: processId, position: 'Analista contable' },
      result: { code: '2', label: 'Confiabilidad media', color: 'warning' },
      completedAt: result!.updatedAt.toISOString(),
    });
    expect(document.checks).toEqual([
      { name: 'THEFT', label: 'Robo', required: true, riskLevel: 'LOW_RISK', riskLabel: 'Riesgo bajo', riskColor: 'success' },
      { name: 'INTEGRITY', label: 'Integridad', required: true, riskLevel: 'LOW_RISK', riskLabel: 'Riesgo bajo', riskColor: 'success' },
      { name: 'LIE', label: 'Mentira', required: true, riskLevel: 'MID_RISK', riskLabel: 'Riesgo medio', riskColor: 'warning' },
      { name: 'DRUGS', label: 'Consumo de drogas', required: false, riskLevel: 'HIGH_RISK', riskLabel: 'Riesgo alto', riskColor: 'error' },
    ]);
  });

  it('writes it in English, also for a trust invitation’s result outside the job’s components', async () => {
    const document = await asMember(owner, (ctx) => buildTrustReportDocument(ctx, trustOnly, 'en'));
    expect(document).toMatchObject({ title: 'Trust report', result: { code: '1', label: 'Reliable', color: 'success' }, candidate: { statusLabel: 'Finished' } });
    expect(document.checks.map((c) => [c.label, c.riskLabel])).toEqual([['Theft', 'Low risk'], ['Integrity', 'Low risk'], ['Lying', 'Medium risk'], ['Drug use', 'High risk']]);
  });

  it('answers TRUST_REPORT_NOT_AVAILABLE without a settled result, NOT_FOUND for another company’s candidate', async () => {
    const trustOf = (member: Member, id: number) => refusal(() => asMember(member, (ctx) => buildTrustReportDocument(ctx, id, 'es')));
    expect(await trustOf(owner, partial.processPersonId)).toBe('TRUST_REPORT_NOT_AVAILABLE');
    expect(await trustOf(owner, foreign.processPersonId)).toBe('NOT_FOUND');
    expect(await trustOf(stranger, finished.processPersonId)).toBe('NOT_FOUND');
    expect(await trustOf(owner, 2_000_000_000)).toBe('NOT_FOUND');
  });
});

describe('GET /evaluation-web/component/finished/:processId/people/:personId', () => {
  const get = (token: string | null, process: number | string, person: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/evaluation-web/component/finished/${process}/people/${person}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  it('answers the finished components to a user with report.generate', async () => {
    const response = await get(owner.token, processId, partial.personId, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { componentType: 'DISC', order: 2, label: 'DISC', sections: ['DISC', 'DISC_ADVANCED'] },
        { componentType: 'COMPETENCE', order: 4, label: 'Competences', sections: ['COMPETENCE'] },
      ],
    });
  });

  it('refuses without a session (401), a viewer without report.generate and an observer (403)', async () => {
    const anonymous = await get(null, processId, partial.personId);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const asViewer = await get(viewer.token, processId, partial.personId);
    expect([asViewer.statusCode, asViewer.json().code]).toEqual([403, 'FORBIDDEN']);
    const { token } = await t.buildObserverLink({ processId, companyId: owner.company.id, sections: ['DISC'], termsAcceptedAt: new Date() });
    const asObserver = await get(token, processId, partial.personId, { realm: OBSERVER_REALM });
    expect([asObserver.statusCode, asObserver.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answers 404 for another company’s process or person and unknown ids, 400 for ids that are not ids', async () => {
    for (const [process, person] of [[strangerProcessId, foreign.personId], [processId, foreign.personId], [processId, notInProcessPersonId], [2_000_000_000, 1]]) {
      const response = await get(owner.token, process!, person!);
      expect([response.statusCode, response.json().code], `${process}/${person}`).toEqual([404, 'NOT_FOUND']);
    }
    const malformed = await get(owner.token, 'abc', 1);
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'BAD_INPUT']);
    expect((await get(stranger.token, processId, finished.personId)).statusCode).toBe(404);
  });
});
