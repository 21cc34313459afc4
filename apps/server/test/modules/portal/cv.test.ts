import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_PRIVACY_NOTICE, sharedMessages, type CandidateCvForm } from '@terna/domain';
import {
  activities,
  candidateConsents,
  componentResults,
  curricula,
  evaluationAnswers,
  evaluationSessions,
  persons,
  processPersons,
} from '../../../src/db/schema/index.js';
import { uniqueTag } from '../../support/factories.js';
import { buildPortalProcess, mailsTo, portalApi, type PortalProcess } from '../../support/portal-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * The consent and the CV step (docs/api/portal.md, the candidate's journey): the privacy notice
 * before anything else, autosave into the person's record and CV (read back by the recruiter's
 * detail and the list's facets), the knock-out questions and finishing the step.
 */
const { t, owner } = testSuite();
const api = portalApi(t);
const es = sharedMessages.es.errors;
let process: PortalProcess;
let place: { uuid: string; name: string };

const newEmail = () => `cv-${uniqueTag()}@example.test`;

/** A new applicant of the public process, signed in; consented unless asked not to. */
async function applicant(options: { consent?: boolean; target?: PortalProcess } = {}) {
  const target = options.target ?? process;
  const email = newEmail();
  const token = await api.signIn({ slug: target.slug }, email, { firstName: 'Carla', lastName: 'Candidata' });
  if (options.consent !== false)
    expect((await api.consent(token, CANDIDATE_PRIVACY_NOTICE.version)).statusCode).toBe(200);
  const session = await t.services.candidateTokens.verify(token);
  return { token, email, ...session };
}

const completeCv = (): CandidateCvForm => ({
  personal: {
    firstName: 'Carla',
    lastName: 'Candidata',
    birthDate: '1994-03-12',
    gender: 'FEMALE',
    maritalStatus: 'SINGLE',
    countryCode: 'CO',
    placeId: place.uuid,
    placeName: place.name,
    phone: '+573001234567',
    willingToRelocate: true,
    introduction: 'Analista con experiencia en servicio al cliente.',
  },
  educationList: [
    {
      degreeId: 1,
      degree: 'Bachillerato',
      studyArea: null,
      institution: 'Colegio San José',
      status: 'COMPLETED',
      startYear: 2006,
      endYear: 2011,
    },
    {
      degreeId: 3,
      degree: 'Universitario',
      studyArea: 'Administración',
      institution: 'Universidad Nacional',
      status: 'COMPLETED',
      startYear: 2012,
      endYear: 2017,
    },
  ],
  experiences: [
    {
      jobTitle: 'Asesora comercial',
      company: 'Andina Foods',
      area: 'Ventas',
      subArea: 'Ventas directas',
      industry: 'Alimentos',
      startDate: '2018-02',
      endDate: '2021-06',
      current: false,
      description: null,
    },
    {
      jobTitle: 'Coordinadora de servicio',
      company: 'Globex',
      area: 'Servicio al cliente',
      subArea: 'Atención',
      industry: 'Retail',
      startDate: '2021-07',
      endDate: null,
      current: true,
      description: 'Equipo de 6 personas.',
    },
  ],
  skills: [
    { skill: 'Negociación', level: 'HIGH' },
    { skill: 'Excel', level: 'MEDIUM' },
  ],
  languages: [
    { languageId: 'es', name: 'Español', level: 'NATIVE_OR_BILINGUAL' },
    { languageId: 'en', name: 'Inglés', level: 'PROFESSIONAL_WORKING' },
  ],
  salary: { amount: 3_500_000, currency: 'COP' },
});

beforeAll(async () => {
  process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
  place = await t.buildPlace({ name: `Medellín ${uniqueTag()}`, countryCode: 'CO' });
});

describe('consent', () => {
  it('is required before the CV, stored with version, address and browser, and on the timeline once', async () => {
    const candidate = await applicant({ consent: false });
    const before = await api.getCv(candidate.token);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ messages: [es.CONSENT_REQUIRED], code: 'CONSENT_REQUIRED' });
    expect((await api.saveCv(candidate.token, { skills: [] })).json()).toMatchObject({ code: 'CONSENT_REQUIRED' });

    const stale = await api.consent(candidate.token, '2001-01');
    expect(stale.json()).toMatchObject({ code: 'BAD_INPUT', fields: { privacyVersion: expect.any(String) } });
    const refusedBox = await api.call(
      'POST',
      '/portal-web/me/consent',
      { privacyVersion: CANDIDATE_PRIVACY_NOTICE.version, dataProcessing: false },
      { token: candidate.token },
    );
    expect(refusedBox.json()).toMatchObject({ code: 'BAD_INPUT', fields: { dataProcessing: expect.any(String) } });

    const accepted = await api.call(
      'POST',
      '/portal-web/me/consent',
      { privacyVersion: CANDIDATE_PRIVACY_NOTICE.version, dataProcessing: true },
      { token: candidate.token, address: '10.99.0.7', headers: { 'user-agent': 'Mobile Safari' } },
    );
    expect(accepted.json()).toEqual({ consent: { accepted: true, version: CANDIDATE_PRIVACY_NOTICE.version } });
    await api.consent(candidate.token, CANDIDATE_PRIVACY_NOTICE.version);
    const stored = await t.db
      .select()
      .from(candidateConsents)
      .where(eq(candidateConsents.processPersonId, candidate.processPersonId));
    expect(stored).toEqual([
      expect.objectContaining({
        noticeVersion: CANDIDATE_PRIVACY_NOTICE.version,
        dataProcessing: true,
        ipAddress: '10.99.0.7',
        userAgent: 'Mobile Safari',
        companyId: owner.company.id,
      }),
    ]);
    const timeline = await t.db
      .select({ name: activities.name, data: activities.data })
      .from(activities)
      .where(eq(activities.processPersonId, candidate.processPersonId));
    expect(timeline.filter((a) => a.name === 'CONSENT_ACCEPTED')).toEqual([
      { name: 'CONSENT_ACCEPTED', data: { version: CANDIDATE_PRIVACY_NOTICE.version } },
    ]);
    expect((await api.getCv(candidate.token)).statusCode).toBe(200);
  });

  it('stores one consent and one timeline entry for 20 accepts at once', async () => {
    const candidate = await applicant({ consent: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.consent(candidate.token, CANDIDATE_PRIVACY_NOTICE.version)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const stored = await t.db
      .select()
      .from(candidateConsents)
      .where(eq(candidateConsents.processPersonId, candidate.processPersonId));
    expect(stored).toHaveLength(1);
    const timeline = await t.db
      .select({ name: activities.name })
      .from(activities)
      .where(and(eq(activities.processPersonId, candidate.processPersonId), eq(activities.name, 'CONSENT_ACCEPTED')));
    expect(timeline).toHaveLength(1);
  });

  it('refuses a recruiter’s token, and a candidate’s token on the recruiter API', async () => {
    const asRecruiter = await api.call('GET', '/portal-web/me/cv', undefined, { token: owner.token });
    expect(asRecruiter.statusCode).toBe(403);
    expect(asRecruiter.json()).toMatchObject({ code: 'FORBIDDEN' });
    const candidate = await applicant();
    const onGraphql = await t.gql(
      candidate.token,
      'query($id: Int!) { processPersonPaginated(processId: $id) { total } }',
      {
        id: process.id,
      },
    );
    expect(onGraphql.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});

describe('the CV form', () => {
  it('prefills from the person’s record and answers knock-outs without their keys', async () => {
    const candidate = await applicant();
    const response = await api.getCv(candidate.token);
    expect(response.statusCode).toBe(200);
    const view = response.json() as {
      cv: { personal: Record<string, unknown> };
      knockouts: unknown[];
      knockoutAnswers: unknown[];
      file: unknown;
    };
    expect(view.cv.personal).toMatchObject({ firstName: 'Carla', lastName: 'Candidata', email: candidate.email });
    expect(view.knockouts).toEqual([
      {
        kind: 'SINGLE_CHOICE',
        id: 'k1',
        content: '¿Tienes licencia de conducción vigente?',
        options: [
          { id: 'k1-1', label: 'Sí' },
          { id: 'k1-2', label: 'No' },
        ],
      },
      {
        kind: 'SINGLE_CHOICE',
        id: 'k2',
        content: '¿Qué turno prefieres?',
        options: [
          { id: 'k2-1', label: 'Mañana' },
          { id: 'k2-2', label: 'Tarde' },
          { id: 'k2-3', label: 'Noche' },
        ],
      },
    ]);
    expect(response.body).not.toMatch(/correct|discriminatory/);
    expect(view.knockoutAnswers).toEqual([]);
    expect(view.file).toBeNull();
  });

  it('autosaves each part as sent: the person’s record (phone checked for the country) and the CV row', async () => {
    const candidate = await applicant();
    const cv = completeCv();
    const personal = await api.saveCv(candidate.token, {
      personal: { ...cv.personal, firstName: 'Carla María' },
    });
    expect(personal.statusCode).toBe(200);
    expect(new Date((personal.json() as { savedAt: string }).savedAt).getTime()).toBeLessThanOrEqual(Date.now());
    const [person] = await t.db.select().from(persons).where(eq(persons.id, candidate.personId));
    expect(person).toMatchObject({
      firstName: 'Carla María',
      phone: '+573001234567',
      countryCode: 'CO',
      birthDate: '1994-03-12',
      gender: 'FEMALE',
      maritalStatus: 'SINGLE',
    });
    expect(person!.placeId).toEqual(expect.any(Number));

    // Lists one at a time: each save keeps what the others wrote.
    for (const part of ['experiences', 'educationList', 'skills', 'languages', 'salary'] as const)
      expect((await api.saveCv(candidate.token, { [part]: cv[part] })).statusCode).toBe(200);
    const back = (await api.getCv(candidate.token)).json() as { cv: CandidateCvForm };
    expect(back.cv).toEqual({
      ...cv,
      personal: { ...cv.personal, firstName: 'Carla María', email: candidate.email },
    });
    const [row] = await t.db.select().from(curricula).where(eq(curricula.personId, candidate.personId));
    expect(row).toMatchObject({
      salaryAmount: 3_500_000,
      salaryCurrency: 'COP',
      industry: 'Retail',
      areaExperience: 'Servicio al cliente',
      subExperience: 'Atención',
      lastCompany: 'Globex',
      education: 'Universitario',
      institution: 'Universidad Nacional',
      skills: ['Negociación', 'Excel'],
      languages: ['Español', 'Inglés'],
    });
  });

  it('shows the saved CV in the recruiter’s candidate detail and in the list’s facets', async () => {
    const candidate = await applicant();
    const cv = completeCv();
    expect((await api.saveCv(candidate.token, cv)).statusCode).toBe(200);
    const detail = await t.gql<{ processCandidate: { cv: Record<string, unknown> } }>(
      owner.token,
      `query($personId: Int!) { processCandidate(personId: $personId) { cv { introduction salary salaryCurrency willingToRelocate
        experiences { title company current } skills { skill level } languages { language level } educationList { degree institution status } } } }`,
      { personId: candidate.processPersonId },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.processCandidate.cv).toEqual({
      introduction: cv.personal.introduction,
      salary: 3_500_000,
      salaryCurrency: 'COP',
      willingToRelocate: true,
      experiences: [
        { title: 'Asesora comercial', company: 'Andina Foods', current: false },
        { title: 'Coordinadora de servicio', company: 'Globex', current: true },
      ],
      skills: [
        { skill: 'Negociación', level: 'HIGH' },
        { skill: 'Excel', level: 'MEDIUM' },
      ],
      languages: [
        { language: 'Español', level: 'NATIVE_OR_BILINGUAL' },
        { language: 'Inglés', level: 'PROFESSIONAL_WORKING' },
      ],
      // The detail's rule (spec 2 section 4.7): with nothing in progress, all but the most recent.
      educationList: [{ degree: 'Bachillerato', institution: 'Colegio San José', status: 'COMPLETED' }],
    });
    const list = await t.gql<{
      processPersonPaginated: { data: { processPersonId: number }[]; filters: Record<string, { key: string }[]> };
    }>(
      owner.token,
      `query($id: Int!, $industry: [String!], $company: [String!]) {
        processPersonPaginated(processId: $id, industry: $industry, company: $company) {
          data { processPersonId } filters { industry { key } company { key } skill { key } language { key } }
        } }`,
      { id: process.id, industry: ['Retail'], company: ['Globex'] },
    );
    expect(list.errors).toBeUndefined();
    const page = list.data!.processPersonPaginated;
    expect(page.data.map((c) => c.processPersonId)).toContain(candidate.processPersonId);
    expect(page.filters.industry!.map((f) => f.key)).toContain('Retail');
    expect(page.filters.skill!.map((f) => f.key)).toEqual(expect.arrayContaining(['Negociación', 'Excel']));
    expect(page.filters.language!.map((f) => f.key)).toEqual(expect.arrayContaining(['Español', 'Inglés']));
  });

  it('20 parallel saves of different parts leave one consistent row with every part', async () => {
    const candidate = await applicant();
    const cv = completeCv();
    const parts = [
      { skills: cv.skills },
      { languages: cv.languages },
      { experiences: cv.experiences },
      { educationList: cv.educationList },
      { salary: cv.salary },
    ];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.saveCv(candidate.token, parts[i % parts.length])),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(curricula).where(eq(curricula.personId, candidate.personId));
    expect(rows).toHaveLength(1);
    const back = (await api.getCv(candidate.token)).json() as { cv: CandidateCvForm };
    expect(back.cv).toMatchObject({
      skills: cv.skills,
      languages: cv.languages,
      experiences: cv.experiences,
      educationList: cv.educationList,
      salary: cv.salary,
    });
    expect(rows[0]).toMatchObject({ lastCompany: 'Globex', skills: ['Negociación', 'Excel'] });
    // The first save started the step, once: the candidate now counts as started.
    const started = await t.db
      .select({ name: activities.name, data: activities.data })
      .from(activities)
      .where(and(eq(activities.processPersonId, candidate.processPersonId), eq(activities.name, 'STEP_STARTED')));
    expect(started).toEqual([{ name: 'STEP_STARTED', data: { componentType: 'CURRICULUM' } }]);
    const [participation] = await t.db
      .select()
      .from(processPersons)
      .where(eq(processPersons.id, candidate.processPersonId));
    expect(participation).toMatchObject({ evaluationsStatus: 'INPROGRESS', startedAt: expect.any(Date) });
  });

  it('refuses a bad phone, an unknown country or city, bad entries and NUL, changing nothing', async () => {
    const candidate = await applicant();
    const [before] = await t.db.select().from(persons).where(eq(persons.id, candidate.personId));
    const cases: [unknown, string][] = [
      [{ personal: { countryCode: 'CO', phone: '+5712' } }, 'personal.phone'],
      // E.164 in form, but no Colombian number.
      [{ personal: { countryCode: 'CO', phone: '+5700000000' } }, 'personal.phone'],
      [{ personal: { countryCode: 'CO', phone: '+573001234567', placeId: 'no-such-place' } }, 'personal.placeId'],
      [{ personal: { countryCode: 'ZZ' } }, 'personal.countryCode'],
      [{ skills: [{ skill: 'Excel', level: 'GURU' }] }, 'skills.0.level'],
      [{ experiences: [{ ...completeCv().experiences[0], startDate: '2021-13' }] }, 'experiences.0.startDate'],
      [{ personal: { firstName: 'Ana\u0000' } }, 'personal.firstName'],
      [{ skills: [{ skill: 'Ex\u0000cel', level: 'HIGH' }] }, 'skills.0.skill'],
    ];
    for (const [body, field] of cases) {
      const response = await api.saveCv(candidate.token, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'BAD_INPUT', fields: { [field]: expect.any(String) } });
    }
    const [after] = await t.db.select().from(persons).where(eq(persons.id, candidate.personId));
    expect(after).toEqual(before);
    expect(await t.db.select().from(curricula).where(eq(curricula.personId, candidate.personId))).toEqual([]);
  });

  it('updates the candidate’s own profile through the people service', async () => {
    const candidate = await applicant();
    const response = await api.updateMe(candidate.token, {
      lastName: 'Candidata Ruiz',
      countryCode: 'CO',
      phone: '+573109876543',
      placeId: place.uuid,
      placeName: place.name,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Carla',
      lastName: 'Candidata Ruiz',
      phone: '+573109876543',
      placeId: place.uuid,
      placeName: place.name,
    });
    const [person] = await t.db.select().from(persons).where(eq(persons.id, candidate.personId));
    expect(person).toMatchObject({ lastName: 'Candidata Ruiz', phone: '+573109876543' });
    expect((await api.updateMe(candidate.token, { gender: 'OTHER' })).json()).toMatchObject({ code: 'BAD_INPUT' });
  });
});

describe('knock-out questions', () => {
  it('stores one answer per question in the CV session, whose snapshot keeps the keys', async () => {
    const candidate = await applicant();
    expect((await api.answerKnockout(candidate.token, 'k1', 'k1-1')).json()).toEqual({ code: 'OK' });
    expect((await api.answerKnockout(candidate.token, 'k1', 'k1-2')).json()).toEqual({ code: 'OPTIMIZED_QUESTION' });
    const unknownQuestion = await api.answerKnockout(candidate.token, 'k9', 'k9-1');
    expect(unknownQuestion.json()).toMatchObject({ code: 'BAD_INPUT', fields: { questionId: expect.any(String) } });
    const unknownOption = await api.answerKnockout(candidate.token, 'k2', 'k1-1');
    expect(unknownOption.json()).toMatchObject({ code: 'BAD_INPUT', fields: { optionId: expect.any(String) } });

    const [session] = await t.db
      .select()
      .from(evaluationSessions)
      .where(eq(evaluationSessions.processPersonId, candidate.processPersonId));
    expect(session).toMatchObject({ componentType: 'CURRICULUM', part: 'main', status: 'INPROGRESS' });
    expect(session!.questions).toEqual([
      expect.objectContaining({
        id: 'k1',
        discriminatory: true,
        answerList: expect.arrayContaining([expect.objectContaining({ id: 'k1-2', correct: false })]),
      }),
      expect.objectContaining({ id: 'k2' }),
    ]);
    const answers = await t.db.select().from(evaluationAnswers).where(eq(evaluationAnswers.sessionId, session!.id));
    expect(answers.map((a) => [a.questionId, a.answer])).toEqual([['k1', { kind: 'SINGLE_CHOICE', optionId: 'k1-1' }]]);
    expect(((await api.getCv(candidate.token)).json() as { knockoutAnswers: unknown }).knockoutAnswers).toEqual([
      { questionId: 'k1', optionId: 'k1-1' },
    ]);
  });

  it('20 parallel answers to one question store the first one only', async () => {
    const candidate = await applicant();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.answerKnockout(candidate.token, 'k2', `k2-${(i % 3) + 1}`)),
    );
    const codes = responses.map((r) => (r.json() as { code: string }).code);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'OPTIMIZED_QUESTION')).toHaveLength(19);
    const sessions = await t.db
      .select()
      .from(evaluationSessions)
      .where(eq(evaluationSessions.processPersonId, candidate.processPersonId));
    expect(sessions).toHaveLength(1);
  });
});

describe('finishing the CV step', () => {
  it('asks for every missing field and knock-out, then finishes once and closes the step', async () => {
    const candidate = await applicant();
    const incomplete = await api.finishCv(candidate.token);
    expect(incomplete.statusCode).toBe(400);
    const fields = (incomplete.json() as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['personal.birthDate', 'personal.phone', 'salary', 'knockouts.k1', 'knockouts.k2']),
    );
    expect(fields['personal.phone']).toBe(sharedMessages.es.validation.required);

    expect((await api.saveCv(candidate.token, completeCv())).statusCode).toBe(200);
    await api.answerKnockout(candidate.token, 'k1', 'k1-2');
    const oneMissing = await api.finishCv(candidate.token);
    expect(Object.keys((oneMissing.json() as { fields: object }).fields)).toEqual(['knockouts.k2']);
    await api.answerKnockout(candidate.token, 'k2', 'k2-3');

    const finished = await api.finishCv(candidate.token);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ finished: true });
    expect((await api.finishCv(candidate.token)).json()).toEqual({ finished: true });
    const timeline = await t.db
      .select({ name: activities.name, data: activities.data })
      .from(activities)
      .where(eq(activities.processPersonId, candidate.processPersonId));
    expect(timeline.filter((a) => a.name === 'STEP_FINISHED')).toEqual([
      { name: 'STEP_FINISHED', data: { componentType: 'CURRICULUM' } },
    ]);

    // The scoring engine recorded the CV; the "No" to the discriminatory question disqualifies, with its reason.
    const [result] = await t.db
      .select()
      .from(componentResults)
      .where(
        and(
          eq(componentResults.processPersonId, candidate.processPersonId),
          eq(componentResults.componentType, 'CURRICULUM'),
        ),
      );
    expect(result).toMatchObject({
      status: 'REJECT',
      details: expect.objectContaining({
        discriminated: true,
        reasons: [{ questionId: 'k1', question: '¿Tienes licencia de conducción vigente?' }],
      }),
    });
    expect(Number(result!.value)).toBeGreaterThanOrEqual(0);

    // The knock-out ends the application: the candidate is told it was received, once.
    const received = (await mailsTo(t, candidate.email)).filter((mail) =>
      mail.subject.startsWith('Recibimos tu evaluación'),
    );
    expect(received).toHaveLength(1);

    // The CV was scored as it stood: it no longer changes.
    expect((await api.saveCv(candidate.token, { skills: [] })).json()).toMatchObject({ code: 'STEP_NOT_AVAILABLE' });
    expect((await api.answerKnockout(candidate.token, 'k1', 'k1-1')).json()).toEqual({ code: 'INVALID_STATUS' });
  });

  it('scores a CV with the knock-outs passed without disqualifying it', async () => {
    const candidate = await applicant();
    await api.saveCv(candidate.token, completeCv());
    await api.answerKnockout(candidate.token, 'k1', 'k1-1');
    await api.answerKnockout(candidate.token, 'k2', 'k2-1');
    expect((await api.finishCv(candidate.token)).statusCode).toBe(200);
    const [result] = await t.db
      .select()
      .from(componentResults)
      .where(
        and(
          eq(componentResults.processPersonId, candidate.processPersonId),
          eq(componentResults.componentType, 'CURRICULUM'),
        ),
      );
    expect(result!.status).not.toMatch(/PENDING|REJECT/);
    expect(result!.details).toMatchObject({ discriminated: false });
  });

  it('ends the evaluation when the CV was the last step: the candidate gets the confirmation', async () => {
    const onlyCv = await buildPortalProcess(t, {
      companyId: owner.company.id,
      isPublic: true,
      components: ['CURRICULUM'],
      knockouts: [],
    });
    const candidate = await applicant({ target: onlyCv });
    await api.saveCv(candidate.token, completeCv());
    const before = (await mailsTo(t, candidate.email)).length;
    expect((await api.finishCv(candidate.token)).statusCode).toBe(200);
    const mails = await mailsTo(t, candidate.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.body).toContain(onlyCv.name);
    const journey = await api.call('GET', '/portal-web/me', undefined, { token: candidate.token });
    expect(journey.json()).toMatchObject({ finished: true });
  });

  it('is not available in a process that does not evaluate the CV', async () => {
    const noCv = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true, components: ['DISC'] });
    const candidate = await applicant({ target: noCv });
    for (const response of [
      await api.getCv(candidate.token),
      await api.saveCv(candidate.token, { skills: [] }),
      await api.finishCv(candidate.token),
      await api.answerKnockout(candidate.token, 'k1', 'k1-1'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'STEP_NOT_AVAILABLE' });
    }
    // The own-profile service does not depend on the CV step.
    expect((await api.updateMe(candidate.token, { lastName: 'Sin CV' })).statusCode).toBe(200);
  });
});

describe('one candidate, one participation', () => {
  it('a token of process A reaches nothing of process B, and a forged or stale token nothing at all', async () => {
    const other = await buildPortalProcess(t, {
      companyId: owner.company.id,
      isPublic: true,
      knockouts: [
        {
          id: 'other-q',
          type: 'YES_NO',
          content: '¿Pregunta de otro proceso?',
          order: 1,
          discriminatory: true,
          answerList: [
            { id: 'other-yes', content: 'Sí', correct: true },
            { id: 'other-no', content: 'No', correct: false },
          ],
        },
      ],
    });
    const inB = await applicant({ target: other });
    const inA = await applicant();
    const crossed = await api.answerKnockout(inA.token, 'other-q', 'other-yes');
    expect(crossed.json()).toMatchObject({ code: 'BAD_INPUT' });
    expect(
      await t.db.select().from(evaluationSessions).where(eq(evaluationSessions.processPersonId, inB.processPersonId)),
    ).toEqual([]);

    // A token naming B's participation under A's process (as if the claims were edited) is refused.
    const forged = await t.services.candidateTokens.issue({
      processPersonId: inB.processPersonId,
      processId: process.id,
      personId: inB.personId,
      companyId: owner.company.id,
    });
    expect((await api.getCv(forged.token)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const tampered = `${inA.token.slice(0, -4)}AAAA`;
    expect((await api.getCv(tampered)).statusCode).toBe(401);

    // The recruiter deletes the participation: the token is dead.
    await t.db.delete(evaluationSessions).where(eq(evaluationSessions.processPersonId, inA.processPersonId));
    await t.db.execute(sql`delete from process_persons where id = ${inA.processPersonId}`);
    expect((await api.getCv(inA.token)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
