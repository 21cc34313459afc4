import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedMessages, type PersonStatus } from '@terna/domain';
import { persons, processPersons } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** deleteCandidateFromProcess and its REST routes (by personId, by identification): OPEN candidates of LAUNCHED processes only. */

const { t, owner, recruiter, process } = testSuite({ members: ['recruiter'], process: { withJobOpportunity: true } });
const api = candidateApi(t);
const records = invitationRecords(t);

const candidate = (status: PersonStatus = 'OPEN', inProcess = process.id) =>
  t.buildProcessPerson({ processId: inProcess, evaluationsStatus: status });
const exists = async (processPersonId: number) =>
  (await t.db.select().from(processPersons).where(eq(processPersons.id, processPersonId))).length === 1;

describe('deleteCandidateFromProcess', () => {
  it('removes an OPEN candidate and what was recorded about them, keeps the person, and audits it', async () => {
    const built = await candidate();
    await t.buildPersonTag({ processPersonId: built.processPersonId, code: 'Tag_1' });
    const body = await api.delete(recruiter.token, process.id, built.processPersonId);
    expect(body.errors).toBeUndefined();
    expect(body.data!.deleteCandidateFromProcess).toBe(true);
    expect(await exists(built.processPersonId)).toBe(false);
    expect(await t.db.select().from(persons).where(eq(persons.id, built.personId))).toHaveLength(1);
    const audits = (await records.audits(owner.company.id, 'candidate.delete')).filter(
      (a) => a.entityId === String(built.processPersonId),
    );
    expect(audits).toMatchObject([
      {
        userId: recruiter.user.id,
        entityType: 'processPerson',
        data: { processId: process.id, personId: built.personId, firstName: built.person.firstName },
      },
    ]);
    expect(codeOf(await api.processPerson(owner.token, built.processPersonId))).toBe('NOT_FOUND');
  });

  it.each<PersonStatus>(['INPROGRESS', 'ENDED', 'DISQUALIFIED'])(
    'refuses a %s candidate (CANDIDATE_STATUS_INVALID) and keeps them',
    async (status) => {
      const built = await candidate(status);
      const body = await api.delete(recruiter.token, process.id, built.processPersonId);
      expect(codeOf(body)).toBe('CANDIDATE_STATUS_INVALID');
      expect(body.errors![0]!.message).toBe(sharedMessages.es.errors.CANDIDATE_STATUS_INVALID);
      expect(await exists(built.processPersonId)).toBe(true);
    },
  );

  it.each(['CLOSED', 'DRAFT', 'CANCELED'] as const)(
    'needs a LAUNCHED process: a %s one answers PROCESS_STATUS_INVALID',
    async (status) => {
      const other = await t.buildProcess({ companyId: owner.company.id, status });
      const built = await candidate('OPEN', other.id);
      expect(codeOf(await api.delete(recruiter.token, other.id, built.processPersonId))).toBe('PROCESS_STATUS_INVALID');
      expect(await exists(built.processPersonId)).toBe(true);
    },
  );

  it('refuses a blacklisted candidate (CANDIDATE_BLACKLISTED) and answers NOT_FOUND for a candidate of another process', async () => {
    const listed = await candidate();
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });
    expect(codeOf(await api.delete(recruiter.token, process.id, listed.processPersonId))).toBe('CANDIDATE_BLACKLISTED');
    const elsewhere = await candidate('OPEN', (await t.buildProcess({ companyId: owner.company.id })).id);
    expect(codeOf(await api.delete(recruiter.token, process.id, elsewhere.processPersonId))).toBe('NOT_FOUND');
    expect(await exists(listed.processPersonId)).toBe(true);
    expect(await exists(elsewhere.processPersonId)).toBe(true);
  });
});

describe('REST delete', () => {
  it('PUT /process-web/process/{id}/delete/full removes the candidate named by personId', async () => {
    const built = await candidate();
    const response = await api.restDeleteFull(recruiter.token, process.id, built.personId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: true });
    expect(await exists(built.processPersonId)).toBe(false);
  });

  it('PUT /process-web/process/{id}/delete/basic removes the candidate named by identification', async () => {
    const basic = await t.buildProcess({
      companyId: owner.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
    });
    const built = await t.buildProcessPerson({
      processId: basic.id,
      person: { email: null, identification: '1712345678' },
    });
    const response = await api.restDeleteBasic(recruiter.token, basic.id, ' 1712345678 ');
    expect(response.statusCode).toBe(200);
    expect(await exists(built.processPersonId)).toBe(false);
  });

  it('answers refusals and bad bodies as { messages, code }', async () => {
    const built = await candidate('ENDED');
    const refused = await api.restDeleteFull(recruiter.token, process.id, built.personId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      messages: [sharedMessages.es.errors.CANDIDATE_STATUS_INVALID],
      code: 'CANDIDATE_STATUS_INVALID',
    });
    expect((await api.restDeleteBasic(recruiter.token, process.id, '')).json()).toMatchObject({ code: 'BAD_INPUT' });
    expect((await api.restDeleteBasic(recruiter.token, process.id, 'NO-EXISTE')).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await api.restDeleteFull(recruiter.token, process.id, null)).json()).toMatchObject({ code: 'BAD_INPUT' });
  });
});
