import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CV_SECTIONS, DISC_INTERPRETATIONS, OBSERVER_REALM } from '@terna/domain';
import { componentResults, observers, observerViews, processPersons } from '../../../src/db/schema/index.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** processCandidate (the candidate detail page) with its results and CV, for company users and for external observers. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
let processId: number;
let finishedId: number;
let pendingId: number;
let hiddenId: number;
let strangerCandidateId: number;

// The job's own order, unlike the catalogue's (DISC first): results must follow the job.
const COMPONENTS = [
  { componentType: 'INTERVIEW', order: 1, weight: 20, minValueToPass: 60 },
  { componentType: 'DISC', order: 2, weight: 10 },
  { componentType: 'CURRICULUM', order: 3, weight: 20, minValueToPass: 50 },
  { componentType: 'COMPETENCE', order: 4, weight: 20 },
  { componentType: 'KNOWLEDGE_TEST', order: 5, weight: 20, minValueToPass: 60 },
  { componentType: 'RELIABILITY', order: 6, weight: 10 },
] as const;

const knowledgeAnswers = [
  { question: '¿Qué cuenta aumenta con un crédito?', answer: 'Pasivo', correctAnswer: 'Pasivo', correct: true },
  {
    question: '¿Qué estado muestra la liquidez?',
    answer: 'Balance general',
    correctAnswer: 'Flujo de efectivo',
    correct: false,
  },
  {
    question: '¿Qué es la depreciación?',
    answer: null,
    correctAnswer: 'La pérdida de valor de un activo',
    correct: false,
  },
  {
    question: '¿Qué es el IVA?',
    answer: 'Un impuesto al consumo',
    correctAnswer: 'Un impuesto al consumo',
    correct: true,
  },
];
const interviewAnswers = [
  { question: '¿Por qué te interesa trabajar con nosotros?', answer: 'Por la cultura de aprendizaje.', grade: 8 },
  { question: 'Háblanos de un error que cometiste.', answer: 'Subestimé un plazo y aprendí a planificar.', grade: 6 },
];
const DETAILS = {
  INTERVIEW: { status: 'SUCCESS', value: 70, details: { grade: 7, answers: interviewAnswers } },
  DISC: { status: 'SUCCESS', value: 81.5, details: { D: 88, I: 61, S: 22, C: 35 } },
  CURRICULUM: {
    status: 'SUCCESS',
    value: 72.4,
    details: {
      scoreList: [
        { section: 'EDUCATION', score: 80 },
        { section: 'EXPERIENCE', score: 65.5 },
        { section: 'SALARY', score: 70 },
      ],
      discriminated: false,
    },
  },
  COMPETENCE: {
    status: 'SUCCESS',
    value: 66,
    details: {
      competences: [
        { name: 'Liderazgo', weight: 60, value: 70 },
        { name: 'Empatía', weight: 40, value: 60 },
      ],
    },
  },
  KNOWLEDGE_TEST: {
    status: 'REJECT',
    value: 50,
    details: { questionCount: 4, correctAnswers: 2, answers: knowledgeAnswers },
  },
  RELIABILITY: {
    status: 'SUCCESS',
    value: 62,
    details: {
      checks: [
        { name: 'THEFT', riskLevel: 'LOW_RISK' },
        { name: 'LIE', riskLevel: 'MID_RISK' },
      ],
    },
  },
} as const;

const RESULT_FIELDS = `results { componentType label order status value minValueToPass
  disc { factors { factor value } archetype interpretation }
  curriculum { sections { section label weight score } }
  competences { name value weight }
  knowledge { questionCount correctAnswers answers { question answer correctAnswer correct } }
  interview { grade answers { question answer grade } }
  trust { code checks { name label riskLevel } } }`;
const CV_FIELDS = `cv { introduction salary salaryCurrency willingToRelocate
  experiences { title company area industry startDate endDate startYear endYear current description }
  skills { skill level } languages { language level } educationList { degree institution status startYear endYear } }`;

interface ResultView {
  componentType: string;
  label: string;
  order: number;
  status: string;
  value: number | null;
  minValueToPass: number | null;
  disc: {
    factors: { factor: string; value: number }[];
    archetype: string | null;
    interpretation: string | null;
  } | null;
  curriculum: { sections: { section: string; label: string; weight: number; score: number }[] } | null;
  competences: { name: string; value: number; weight: number | null }[] | null;
  knowledge: { questionCount: number; correctAnswers: number; answers: typeof knowledgeAnswers } | null;
  interview: { grade: number | null; answers: typeof interviewAnswers } | null;
  trust: { code: string | null; checks: { name: string; label: string; riskLevel: string }[] } | null;
}
interface DetailView {
  id: number;
  mail: string | null;
  archetype: string | null;
  trustCode: string | null;
  salary: number | null;
  feeling: string | null;
  viewerFeeling: string | null;
  tags: unknown[];
  hired: unknown;
  activities: unknown[];
  componentStatus: { componentType: string }[];
  person: { phone: string | null; birthDate: string | null; place: unknown };
  results: ResultView[];
  cv: {
    introduction: string | null;
    salary: number | null;
    experiences: { title: string; startYear: number | null; endYear: number | null; current: boolean }[];
    languages: { language: string; level: string | null }[];
    educationList: { degree: string }[];
    skills: { skill: string; level: string | null }[];
  } | null;
}

const detailQuery = (fields = `id ${RESULT_FIELDS} ${CV_FIELDS}`) =>
  `query($personId: Int!) { processCandidate(personId: $personId) { ${fields} } }`;
const readDetail = (token: string, personId: number, headers: Record<string, string> = {}, fields?: string) =>
  t.gql<{ processCandidate: DetailView }>(token, detailQuery(fields), { personId }, headers);
const asObserver = (token: string, personId: number, fields?: string) =>
  readDetail(token, personId, { realm: OBSERVER_REALM }, fields);

async function storeResult(
  processPersonId: number,
  componentType: keyof typeof DETAILS,
  details: unknown = DETAILS[componentType].details,
) {
  const { status, value } = DETAILS[componentType];
  await t.db.insert(componentResults).values({ processPersonId, componentType, status, value: String(value), details });
}

beforeAll(async () => {
  const process = await t.buildProcess({
    companyId: owner.company.id,
    withJobOpportunity: { components: [...COMPONENTS] },
  });
  processId = process.id;
  const finished = await t.buildProcessPerson({
    processId,
    evaluationsStatus: 'ENDED',
    composedScore: 67.3,
    trustCode: '2',
    person: { firstName: 'Valeria', lastName: 'Ortega', birthDate: '1994-03-02' },
  });
  finishedId = finished.processPersonId;
  await t.db.update(processPersons).set({ archetype: 'Di' }).where(eq(processPersons.id, finishedId));
  for (const type of Object.keys(DETAILS) as (keyof typeof DETAILS)[]) await storeResult(finishedId, type);
  await t.buildCurriculum({
    personId: finished.personId,
    salaryAmount: 1800,
    data: {
      salary: { amount: 1800, currency: 'USD' },
      educationList: [
        {
          degree: 'Bachillerato',
          institution: null,
          studyArea: null,
          status: 'COMPLETED',
          startYear: 2006,
          endYear: 2012,
        },
        {
          degree: 'Universitario',
          institution: 'PUCE',
          studyArea: 'Contabilidad',
          status: 'COMPLETED',
          startYear: 2012,
          endYear: 2017,
        },
      ],
      experiences: [
        {
          company: 'Andina Foods',
          jobTitle: 'Analista contable',
          area: 'Finanzas',
          industry: 'Alimentos',
          startDate: '2021-04',
          endDate: null,
          current: true,
        },
        {
          company: 'Banco del Valle',
          jobTitle: 'Asistente contable',
          area: 'Finanzas',
          industry: 'Banca',
          startDate: '2017-09',
          endDate: '2021-02',
          current: false,
        },
      ],
      skills: [{ skill: 'Excel avanzado', level: 'HIGH' }],
      languages: [
        { name: 'Español', level: 'NATIVE_OR_BILINGUAL' },
        { name: 'Inglés', level: 'INTERMEDIATE' },
      ],
      willingToRelocate: true,
    },
  });
  await t.buildPersonTag({ processPersonId: finishedId, code: 'Tag_1', userId: owner.user.id });
  await t.buildFeeling({ processPersonId: finishedId, userId: owner.user.id, feeling: 'YES' });

  const pending = await t.buildProcessPerson({ processId, evaluationsStatus: 'INPROGRESS' });
  pendingId = pending.processPersonId;
  await storeResult(pendingId, 'DISC');
  // Details of an unexpected shape: the component answers without its detail rather than failing.
  await storeResult(pendingId, 'KNOWLEDGE_TEST', { questionCount: 'veinte' });
  await t.buildFeeling({ processPersonId: pendingId, userId: owner.user.id, feeling: 'MAYBE' });

  hiddenId = (await t.buildProcessPerson({ processId, evaluationsStatus: 'ENDED' })).processPersonId;

  const strangerProcess = await t.buildProcess({ companyId: stranger.company.id, withJobOpportunity: true });
  strangerCandidateId = (await t.buildProcessPerson({ processId: strangerProcess.id })).processPersonId;
});

describe('processCandidate for a company user', () => {
  it('answers every component of the job in the job’s order, each with its typed detail', async () => {
    const body = await readDetail(owner.token, finishedId);
    expect(body.errors).toBeUndefined();
    const results = body.data!.processCandidate.results;
    expect(results.map((r) => [r.componentType, r.order, r.label])).toEqual([
      ['INTERVIEW', 1, 'Entrevista'],
      ['DISC', 2, 'DISC'],
      ['CURRICULUM', 3, 'Currículum'],
      ['COMPETENCE', 4, 'Competencias'],
      ['KNOWLEDGE_TEST', 5, 'Conocimientos'],
      ['RELIABILITY', 6, 'Confiabilidad'],
    ]);
    const byType = Object.fromEntries(results.map((r) => [r.componentType, r]));
    expect(byType.INTERVIEW).toMatchObject({
      status: 'SUCCESS',
      value: 70,
      minValueToPass: 60,
      interview: { grade: 7, answers: interviewAnswers },
      disc: null,
    });
    expect(byType.DISC).toMatchObject({
      value: 81.5,
      minValueToPass: null,
      disc: {
        factors: [
          { factor: 'D', value: 88 },
          { factor: 'I', value: 61 },
          { factor: 'S', value: 22 },
          { factor: 'C', value: 35 },
        ],
        archetype: 'Di',
        interpretation: DISC_INTERPRETATIONS.es.Di,
      },
    });
    expect(byType.CURRICULUM!.curriculum!.sections).toEqual([
      { section: 'EDUCATION', label: 'Educación', weight: CV_SECTIONS.EDUCATION, score: 80 },
      { section: 'EXPERIENCE', label: 'Experiencia', weight: CV_SECTIONS.EXPERIENCE, score: 65.5 },
      { section: 'SALARY', label: 'Aspiración salarial', weight: CV_SECTIONS.SALARY, score: 70 },
    ]);
    expect(byType.COMPETENCE!.competences).toEqual([
      { name: 'Liderazgo', value: 70, weight: 60 },
      { name: 'Empatía', value: 60, weight: 40 },
    ]);
    expect(byType.KNOWLEDGE_TEST).toMatchObject({
      status: 'REJECT',
      value: 50,
      knowledge: { questionCount: 4, correctAnswers: 2, answers: knowledgeAnswers },
    });
    expect(byType.RELIABILITY!.trust).toEqual({
      code: '2',
      checks: [
        { name: 'THEFT', label: 'Robo', riskLevel: 'LOW_RISK' },
        { name: 'LIE', label: 'Mentira', riskLevel: 'MID_RISK' },
      ],
    });
  });

  it('translates labels and the interpretation into the request’s language', async () => {
    const body = await readDetail(owner.token, finishedId, { 'accept-language': 'en' });
    const byType = Object.fromEntries(body.data!.processCandidate.results.map((r) => [r.componentType, r]));
    expect(byType.RELIABILITY!.label).toBe('Trust');
    expect(byType.DISC!.disc!.interpretation).toBe(DISC_INTERPRETATIONS.en.Di);
    expect(byType.CURRICULUM!.curriculum!.sections[0]!.label).toBe('Education');
    expect(byType.RELIABILITY!.trust!.checks[0]!.label).toBe('Theft');
  });

  it('answers components without a result as PENDING, and a detail of an unknown shape as no detail', async () => {
    const body = await readDetail(owner.token, pendingId);
    expect(body.errors).toBeUndefined();
    const results = body.data!.processCandidate.results;
    expect(results.map((r) => [r.componentType, r.status, r.value])).toEqual([
      ['INTERVIEW', 'PENDING', null],
      ['DISC', 'SUCCESS', 81.5],
      ['CURRICULUM', 'PENDING', null],
      ['COMPETENCE', 'PENDING', null],
      ['KNOWLEDGE_TEST', 'REJECT', 50],
      ['RELIABILITY', 'PENDING', null],
    ]);
    expect(results[0]!.interview).toBeNull();
    expect(results[4]!.knowledge).toBeNull();
    // No archetype stored on the candidate: the factors still show, without an interpretation.
    expect(results[1]!.disc).toMatchObject({ archetype: null, interpretation: null });
    expect(body.data!.processCandidate.cv).toBeNull();
  });

  it('answers the CV: experience with its years, languages, skills and the education list rule', async () => {
    const body = await readDetail(owner.token, finishedId);
    expect(body.data!.processCandidate.cv).toEqual({
      introduction: null,
      salary: 1800,
      salaryCurrency: 'USD',
      willingToRelocate: true,
      experiences: [
        {
          title: 'Analista contable',
          company: 'Andina Foods',
          area: 'Finanzas',
          industry: 'Alimentos',
          startDate: '2021-04',
          endDate: null,
          startYear: 2021,
          endYear: null,
          current: true,
          description: null,
        },
        {
          title: 'Asistente contable',
          company: 'Banco del Valle',
          area: 'Finanzas',
          industry: 'Banca',
          startDate: '2017-09',
          endDate: '2021-02',
          startYear: 2017,
          endYear: 2021,
          current: false,
          description: null,
        },
      ],
      skills: [{ skill: 'Excel avanzado', level: 'HIGH' }],
      languages: [
        { language: 'Español', level: 'NATIVE_OR_BILINGUAL' },
        { language: 'Inglés', level: 'INTERMEDIATE' },
      ],
      // Nothing in progress: every entry but the most recent (the card shows that one).
      educationList: [
        { degree: 'Bachillerato', institution: null, status: 'COMPLETED', startYear: 2006, endYear: 2012 },
      ],
    });
  });

  it('gives every row of the candidate list its own results', async () => {
    const body = await t.gql<{
      processPersonPaginated: { data: { id: number; results: { componentType: string; status: string }[] }[] };
    }>(
      owner.token,
      `query($processId: Int!) { processPersonPaginated(processId: $processId, feelings: []) { data { id results { componentType status } } } }`,
      { processId },
    );
    expect(body.errors).toBeUndefined();
    const rows = new Map(body.data!.processPersonPaginated.data.map((row) => [row.id, row.results]));
    expect(rows.get(finishedId)!.every((r) => r.status !== 'PENDING')).toBe(true);
    expect(
      rows
        .get(pendingId)!
        .filter((r) => r.status !== 'PENDING')
        .map((r) => r.componentType),
    ).toEqual(['DISC', 'KNOWLEDGE_TEST']);
    expect(rows.get(hiddenId)!.every((r) => r.status === 'PENDING')).toBe(true);
  });

  it('lets a viewer read it, and answers another company’s candidate or an unknown id as NOT_FOUND', async () => {
    expect((await readDetail(viewer.token, finishedId)).data!.processCandidate.id).toBe(finishedId);
    expect(codeOf(await readDetail(stranger.token, finishedId))).toBe('NOT_FOUND');
    expect(codeOf(await readDetail(owner.token, strangerCandidateId))).toBe('NOT_FOUND');
    expect(codeOf(await readDetail(owner.token, 2_000_000_000))).toBe('NOT_FOUND');
    expect(codeOf(await readDetail(owner.token, -1))).toBe('BAD_INPUT');
  });
});

describe('processCandidate for an external observer', () => {
  const PRIVATE_FIELDS = `id mail archetype trustCode salary feeling viewerFeeling tags { code } hired { status } activities { name }
    componentStatus { componentType } person { phone birthDate place { name } } ${RESULT_FIELDS} ${CV_FIELDS}`;

  async function observerWith(sections: string[], termsAccepted = true) {
    return t.buildObserverLink({
      processId,
      companyId: owner.company.id,
      sections,
      termsAcceptedAt: termsAccepted ? new Date() : null,
    });
  }
  const viewsOf = (observerId: number) =>
    t.db.select().from(observerViews).where(eq(observerViews.observerId, observerId));

  it('answers only the granted sections, without the company’s private data, and logs the view', async () => {
    const { observer, token } = await observerWith(['DISC', 'CURRICULUM']);
    await t.buildFeeling({ processPersonId: finishedId, observerId: observer.id, feeling: 'MAYBE' });
    const body = await asObserver(token, finishedId, PRIVATE_FIELDS);
    expect(body.errors).toBeUndefined();
    const candidate = body.data!.processCandidate;
    expect(candidate.results.map((r) => r.componentType)).toEqual(['DISC', 'CURRICULUM']);
    expect(candidate.results[0]!.disc!.archetype).toBe('Di');
    expect(candidate).toMatchObject({
      mail: null,
      archetype: 'Di',
      trustCode: null,
      salary: 1800,
      feeling: 'MAYBE',
      viewerFeeling: 'MAYBE',
      tags: [],
      hired: null,
      activities: [],
      person: { phone: null, birthDate: null, place: null },
    });
    expect(candidate.componentStatus.map((c) => c.componentType).sort()).toEqual(['CURRICULUM', 'DISC']);
    expect(candidate.cv!.experiences).toHaveLength(2);
    expect((await viewsOf(observer.id)).map((v) => v.processPersonId)).toEqual([finishedId]);
  });

  it('hides the CV and the salary from an observer without the CURRICULUM section', async () => {
    const { token } = await observerWith(['RELIABILITY', 'KNOWLEDGE_TEST']);
    const body = await asObserver(token, finishedId, PRIVATE_FIELDS);
    expect(body.errors).toBeUndefined();
    const candidate = body.data!.processCandidate;
    // In the job's order (knowledge 5, trust 6), not the invitation's.
    expect(candidate.results.map((r) => r.componentType)).toEqual(['KNOWLEDGE_TEST', 'RELIABILITY']);
    expect(candidate).toMatchObject({ cv: null, salary: null, archetype: null, trustCode: '2' });
  });

  it('answers a candidate the observer may not see (not shortlisted, not named, or of another process) as NOT_FOUND, logging nothing', async () => {
    const { observer, token } = await observerWith(['DISC']);
    expect(codeOf(await asObserver(token, hiddenId))).toBe('NOT_FOUND');
    expect(codeOf(await asObserver(token, strangerCandidateId))).toBe('NOT_FOUND');
    const otherProcess = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const elsewhere = await t.buildProcessPerson({ processId: otherProcess.id, evaluationsStatus: 'ENDED' });
    await t.buildFeeling({ processPersonId: elsewhere.processPersonId, userId: owner.user.id, feeling: 'YES' });
    expect(codeOf(await asObserver(token, elsewhere.processPersonId))).toBe('NOT_FOUND');
    expect(await viewsOf(observer.id)).toEqual([]);
  });

  it('lets an invitation that names candidates reach exactly those', async () => {
    const { observer, token } = await observerWith(['DISC']);
    await t.db
      .update(observers)
      .set({ candidates: [hiddenId] })
      .where(eq(observers.id, observer.id));
    expect((await asObserver(token, hiddenId)).data!.processCandidate.id).toBe(hiddenId);
    expect(codeOf(await asObserver(token, finishedId))).toBe('NOT_FOUND');
  });

  it('refuses an observer who has not accepted the terms, and a company token in the observer realm', async () => {
    const { token } = await observerWith(['DISC'], false);
    expect(codeOf(await asObserver(token, finishedId))).toBe('OBSERVER_TERMS_REQUIRED');
    const companyToken = await asObserver(owner.token, finishedId);
    expect(companyToken.data).toBeNull();
    // A company JWT is no link token: the observer realm does not know it.
    expect(codeOf(companyToken)).toBe('UNAUTHENTICATED');
  });

  it('refuses the observer token without the realm header', async () => {
    const { token } = await observerWith(['DISC']);
    expect(codeOf(await readDetail(token, finishedId))).toBe('FORBIDDEN');
  });
});
