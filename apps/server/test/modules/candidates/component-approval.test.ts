import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedMessages, type ComponentType, type PersonStatus } from '@terna/domain';
import { componentResults, processPersons } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * aproveComponents (and REST aid-pass) and reactivateComponent: the component and candidate
 * statuses they leave, the composed score they recompute, and what they refuse.
 * The job weighs DISC 20 (no minimum), COMPETENCE 50 (minimum 60) and INTERVIEW 30 (minimum 12.5).
 */

const { t, owner, recruiter, process } = testSuite({ members: ['recruiter'], process: { withJobOpportunity: true } });
const api = candidateApi(t);
const records = invitationRecords(t);

type Results = Partial<Record<ComponentType, [status: string, value: number | null]>>;

async function candidate(status: PersonStatus, results: Results, inProcess = process.id) {
  const built = await t.buildProcessPerson({ processId: inProcess, evaluationsStatus: status });
  for (const [componentType, [resultStatus, value]] of Object.entries(results) as [
    ComponentType,
    [string, number | null],
  ][]) {
    await t.buildComponentResult({
      processPersonId: built.processPersonId,
      componentType,
      status: resultStatus,
      value,
    });
  }
  return built;
}

const disqualified = () =>
  candidate('DISQUALIFIED', { DISC: ['SUCCESS', 80], COMPETENCE: ['REJECT', 40], INTERVIEW: ['SUCCESS', 20] });
const stored = async (processPersonId: number) =>
  (await t.db.select().from(processPersons).where(eq(processPersons.id, processPersonId)))[0]!;
const resultOf = async (processPersonId: number, componentType: ComponentType) =>
  (
    await t.db
      .select()
      .from(componentResults)
      .where(
        and(eq(componentResults.processPersonId, processPersonId), eq(componentResults.componentType, componentType)),
      )
  )[0];

describe('aproveComponents', () => {
  it('turns every REJECT into SUCCESS, ends the candidate and recomputes the composed score', async () => {
    const built = await candidate('DISQUALIFIED', {
      DISC: ['SUCCESS', 80],
      COMPETENCE: ['REJECT', 40],
      INTERVIEW: ['REJECT', 10],
    });
    const body = await api.approve(
      recruiter.token,
      process.id,
      built.processPersonId,
      '  Aprobado por experiencia previa  ',
    );
    expect(body.errors).toBeUndefined();
    // (80·20 + 40·50 + 10·30) / 100
    expect(body.data!.aproveComponents).toMatchObject({
      id: built.processPersonId,
      evaluationsStatus: 'ENDED',
      composedCapResult: { value: 39, status: true },
      componentStatus: [
        { componentType: 'COMPETENCE', status: 'SUCCESS', value: 40 },
        { componentType: 'DISC', status: 'SUCCESS', value: 80 },
        { componentType: 'INTERVIEW', status: 'SUCCESS', value: 10 },
      ],
    });
    expect(await stored(built.processPersonId)).toMatchObject({
      evaluationsStatus: 'ENDED',
      composedScore: '39.00',
      composedStatus: true,
    });
  });

  it('keeps the observation as a COMPONENT_APPROVED milestone with the approver’s name, shown in approvedComponents, and audits it', async () => {
    const built = await disqualified();
    await api.approve(recruiter.token, process.id, built.processPersonId, 'Aprobado por experiencia previa');
    const data = {
      observation: 'Aprobado por experiencia previa',
      componentTypes: ['COMPETENCE'],
      firstName: recruiter.user.firstName,
      lastName: recruiter.user.lastName,
    };
    expect(
      (await records.activitiesOf(built.processPersonId)).map((a) => ({
        name: a.name,
        userId: a.userId,
        data: a.data,
      })),
    ).toEqual([{ name: 'COMPONENT_APPROVED', userId: recruiter.user.id, data }]);
    const detail = await api.processPerson(
      owner.token,
      built.processPersonId,
      'approvedComponents { description createdAt } disqualificationReasons',
    );
    const approved = (
      detail.data!.processPerson as unknown as { approvedComponents: { description: string; createdAt: string }[] }
    ).approvedComponents;
    expect(approved).toHaveLength(1);
    expect(JSON.parse(approved[0]!.description)).toEqual(data);
    expect(detail.data!.processPerson.disqualificationReasons).toEqual([]);
    const audits = (await records.audits(owner.company.id, 'candidate.approveComponents')).filter(
      (a) => a.entityId === String(built.processPersonId),
    );
    expect(audits).toMatchObject([
      {
        userId: recruiter.user.id,
        entityType: 'processPerson',
        data: { processId: process.id, componentTypes: ['COMPETENCE'], status: 'ENDED' },
      },
    ]);
  });

  it('leaves a candidate with a component still to take INPROGRESS, with a partial score that is not final', async () => {
    const built = await candidate('DISQUALIFIED', {
      DISC: ['SUCCESS', 80],
      COMPETENCE: ['REJECT', 40],
      INTERVIEW: ['PENDING', null],
    });
    const body = await api.approve(recruiter.token, process.id, built.processPersonId, 'Que termine la entrevista');
    expect(body.errors).toBeUndefined();
    // (80·20 + 40·50) / 70
    expect(body.data!.aproveComponents).toMatchObject({
      evaluationsStatus: 'INPROGRESS',
      composedCapResult: { value: 51.43, status: false },
    });
  });

  it.each<PersonStatus>(['ENDED', 'OPEN', 'INPROGRESS'])(
    'refuses a %s candidate with CANDIDATE_STATUS_INVALID and changes nothing',
    async (status) => {
      const built = await candidate(status, { COMPETENCE: ['REJECT', 40] });
      const body = await api.approve(recruiter.token, process.id, built.processPersonId, 'Observación');
      expect(codeOf(body)).toBe('CANDIDATE_STATUS_INVALID');
      expect(body.errors![0]!.message).toBe(sharedMessages.es.errors.CANDIDATE_STATUS_INVALID);
      expect((await resultOf(built.processPersonId, 'COMPETENCE'))!.status).toBe('REJECT');
      expect(await records.activitiesOf(built.processPersonId)).toEqual([]);
    },
  );

  it('needs an observation of at most 250 characters (BAD_INPUT with the form’s messages)', async () => {
    const built = await disqualified();
    const empty = await api.approve(recruiter.token, process.id, built.processPersonId, '   ');
    expect(codeOf(empty)).toBe('BAD_INPUT');
    expect(empty.errors![0]!.extensions!.fields).toEqual({ observation: sharedMessages.es.validation.required });
    const long = await api.approve(recruiter.token, process.id, built.processPersonId, 'x'.repeat(251), {
      'accept-language': 'en',
    });
    expect(long.errors![0]!.extensions!.fields).toEqual({
      observation: 'The input must not be longer than 250 characters',
    });
    expect((await stored(built.processPersonId)).evaluationsStatus).toBe('DISQUALIFIED');
    const longest = await api.approve(recruiter.token, process.id, built.processPersonId, 'x'.repeat(250));
    expect(longest.data!.aproveComponents.evaluationsStatus).toBe('ENDED');
  });

  it.each(['CLOSED', 'DRAFT', 'CANCELED'] as const)(
    'needs a LAUNCHED process: a %s one answers PROCESS_STATUS_INVALID',
    async (status) => {
      const other = await t.buildProcess({ companyId: owner.company.id, status, withJobOpportunity: true });
      const built = await candidate('DISQUALIFIED', { COMPETENCE: ['REJECT', 40] }, other.id);
      expect(codeOf(await api.approve(recruiter.token, other.id, built.processPersonId, 'Observación'))).toBe(
        'PROCESS_STATUS_INVALID',
      );
      expect((await stored(built.processPersonId)).evaluationsStatus).toBe('DISQUALIFIED');
    },
  );

  it('refuses a blacklisted candidate (CANDIDATE_BLACKLISTED)', async () => {
    const built = await disqualified();
    await t.buildBlacklist({ companyId: owner.company.id, personId: built.personId });
    expect(codeOf(await api.approve(recruiter.token, process.id, built.processPersonId, 'Observación'))).toBe(
      'CANDIDATE_BLACKLISTED',
    );
    expect((await stored(built.processPersonId)).evaluationsStatus).toBe('DISQUALIFIED');
  });

  it('answers NOT_FOUND for a candidate of another process', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const built = await candidate('DISQUALIFIED', { COMPETENCE: ['REJECT', 40] }, other.id);
    expect(codeOf(await api.approve(recruiter.token, process.id, built.processPersonId, 'Observación'))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('POST /evaluation-web/process/{processId}/evaluated/{personId}/aid-pass', () => {
  it('approves by personId and answers { data: candidate }', async () => {
    const built = await disqualified();
    const response = await api.restAidPass(recruiter.token, process.id, built.personId, 'Aprobado en comité');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: built.processPersonId,
      personId: built.personId,
      evaluationsStatus: 'ENDED',
      composedCapResult: { value: 42, status: true },
    });
    expect((await records.activitiesOf(built.processPersonId))[0]!.data).toMatchObject({
      observation: 'Aprobado en comité',
    });
  });

  it('answers refusals as { messages, code } in the caller’s language', async () => {
    const built = await candidate('ENDED', { COMPETENCE: ['SUCCESS', 70] });
    const response = await api.restAidPass(recruiter.token, process.id, built.personId, 'Observación', {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      messages: [sharedMessages.en.errors.CANDIDATE_STATUS_INVALID],
      code: 'CANDIDATE_STATUS_INVALID',
    });
    const missing = await api.restAidPass(recruiter.token, process.id, built.personId, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { observation: sharedMessages.es.validation.required },
    });
  });
});

describe('reactivateComponent', () => {
  it('puts the component back to PENDING without its result, the candidate to INPROGRESS, and recomputes the score without it', async () => {
    const built = await candidate('ENDED', {
      DISC: ['SUCCESS', 80],
      COMPETENCE: ['SUCCESS', 70],
      INTERVIEW: ['SUCCESS', 90],
    });
    const body = await api.reactivate(recruiter.token, process.id, built.personId, 'INTERVIEW');
    expect(body.errors).toBeUndefined();
    // (80·20 + 70·50) / 70, not final while the interview is pending
    expect(body.data!.reactivateComponent).toMatchObject({
      evaluationsStatus: 'INPROGRESS',
      composedCapResult: { value: 72.86, status: false },
    });
    expect(await resultOf(built.processPersonId, 'INTERVIEW')).toMatchObject({
      status: 'PENDING',
      value: null,
      isCompleted: false,
    });
    expect(await stored(built.processPersonId)).toMatchObject({
      evaluationsStatus: 'INPROGRESS',
      composedScore: '72.86',
      composedStatus: false,
    });
  });

  it('writes COMPONENT_REACTIVATED on the timeline and an audit row', async () => {
    const built = await candidate('ENDED', {
      DISC: ['SUCCESS', 80],
      COMPETENCE: ['SUCCESS', 70],
      INTERVIEW: ['SUCCESS', 90],
    });
    await api.reactivate(recruiter.token, process.id, built.personId, 'INTERVIEW');
    const data = { componentType: 'INTERVIEW', previousStatus: 'SUCCESS', previousValue: 90 };
    expect(
      (await records.activitiesOf(built.processPersonId)).map((a) => ({
        name: a.name,
        userId: a.userId,
        data: a.data,
      })),
    ).toEqual([{ name: 'COMPONENT_REACTIVATED', userId: recruiter.user.id, data }]);
    const audits = (await records.audits(owner.company.id, 'candidate.reactivateComponent')).filter(
      (a) => a.entityId === String(built.processPersonId),
    );
    expect(audits).toMatchObject([
      { userId: recruiter.user.id, data: { processId: process.id, ...data, previousEvaluationsStatus: 'ENDED' } },
    ]);
  });

  it('creates the pending result of a job component the candidate had not reached', async () => {
    const built = await candidate('INPROGRESS', { DISC: ['SUCCESS', 80] });
    const body = await api.reactivate(recruiter.token, process.id, built.personId, 'INTERVIEW');
    expect(body.errors).toBeUndefined();
    expect(await resultOf(built.processPersonId, 'INTERVIEW')).toMatchObject({ status: 'PENDING', value: null });
  });

  it('answers NOT_FOUND for a component the job does not have and BAD_INPUT for an unknown component type', async () => {
    const built = await candidate('ENDED', { DISC: ['SUCCESS', 80] });
    expect(codeOf(await api.reactivate(recruiter.token, process.id, built.personId, 'KNOWLEDGE_TEST'))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await api.reactivate(recruiter.token, process.id, built.personId, 'ENTREVISTA'))).toBe('BAD_INPUT');
    expect((await stored(built.processPersonId)).evaluationsStatus).toBe('ENDED');
  });

  it('needs a LAUNCHED process (PROCESS_STATUS_INVALID) and refuses a blacklisted candidate (CANDIDATE_BLACKLISTED)', async () => {
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED', withJobOpportunity: true });
    const inClosed = await candidate('ENDED', { INTERVIEW: ['SUCCESS', 90] }, closed.id);
    expect(codeOf(await api.reactivate(recruiter.token, closed.id, inClosed.personId, 'INTERVIEW'))).toBe(
      'PROCESS_STATUS_INVALID',
    );
    const listed = await candidate('ENDED', { INTERVIEW: ['SUCCESS', 90] });
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });
    expect(codeOf(await api.reactivate(recruiter.token, process.id, listed.personId, 'INTERVIEW'))).toBe(
      'CANDIDATE_BLACKLISTED',
    );
    expect((await resultOf(listed.processPersonId, 'INTERVIEW'))!.status).toBe('SUCCESS');
  });
});
