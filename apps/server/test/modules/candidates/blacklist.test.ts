import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { blacklist, feelings } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** setPersonToBlackList: a company-wide toggle that clears the person's feelings in every process of the company. */

const { t, owner, recruiter, stranger } = testSuite({ members: ['recruiter', 'stranger'] });
const api = candidateApi(t);
const records = invitationRecords(t);

const listed = async (companyId: number, personId: number) =>
  (
    await t.db
      .select()
      .from(blacklist)
      .where(and(eq(blacklist.companyId, companyId), eq(blacklist.personId, personId)))
  )[0];
const feelingsOf = (processPersonIds: number[]) =>
  t.db.select().from(feelings).where(inArray(feelings.processPersonId, processPersonIds));

/** One person in two processes of the company and one of another company, with feelings everywhere. */
async function personInTwoProcesses() {
  const first = await t.buildProcess({ companyId: owner.company.id });
  const second = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
  const a = await t.buildProcessPerson({ processId: first.id, evaluationsStatus: 'ENDED' });
  const b = await t.buildProcessPerson({ processId: second.id, personId: a.personId, evaluationsStatus: 'ENDED' });
  const observer = await t.buildObserver({ processId: first.id, companyId: owner.company.id });
  await t.buildFeeling({ processPersonId: a.processPersonId, userId: owner.user.id, feeling: 'YES' });
  await t.buildFeeling({ processPersonId: a.processPersonId, observerId: observer.id, feeling: 'MAYBE' });
  await t.buildFeeling({ processPersonId: b.processPersonId, userId: recruiter.user.id, feeling: 'NO' });
  const foreign = await t.buildProcessPerson({
    processId: (await t.buildProcess({ companyId: stranger.company.id })).id,
    personId: a.personId,
  });
  await t.buildFeeling({ processPersonId: foreign.processPersonId, userId: stranger.user.id, feeling: 'YES' });
  return { first, second, a, b, foreign };
}

describe('setPersonToBlackList', () => {
  it('lists the person for the whole company and clears every feeling about them in its processes', async () => {
    const { first, a, b, foreign } = await personInTwoProcesses();
    const body = await api.blacklist(recruiter.token, a.personId, first.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.setPersonToBlackList).toBe(true);
    expect(await listed(owner.company.id, a.personId)).toMatchObject({ userId: recruiter.user.id });
    expect(await feelingsOf([a.processPersonId, b.processPersonId])).toEqual([]);
    // Another company's list and feelings are its own.
    expect(await listed(stranger.company.id, a.personId)).toBeUndefined();
    expect(await feelingsOf([foreign.processPersonId])).toHaveLength(1);
    for (const id of [a.processPersonId, b.processPersonId]) {
      expect((await api.processPerson(owner.token, id)).data!.processPerson).toMatchObject({
        blackListed: true,
        feelings: [],
        feeling: null,
      });
      expect((await records.activitiesOf(id)).map((x) => ({ name: x.name, userId: x.userId, data: x.data }))).toEqual([
        { name: 'BLACKLISTED', userId: recruiter.user.id, data: { processId: first.id, feelingsCleared: 3 } },
      ]);
    }
    expect(await records.activitiesOf(foreign.processPersonId)).toEqual([]);
    const audits = (await records.audits(owner.company.id, 'candidate.blacklist')).filter(
      (x) => x.entityId === String(a.personId),
    );
    expect(audits).toMatchObject([
      { userId: recruiter.user.id, entityType: 'person', data: { processId: first.id, feelingsCleared: 3 } },
    ]);
  });

  it('toggles: a second call takes the person off the list (UNBLACKLISTED) without bringing feelings back', async () => {
    const { first, a, b } = await personInTwoProcesses();
    await api.blacklist(recruiter.token, a.personId, first.id);
    const body = await api.blacklist(recruiter.token, a.personId, first.id);
    expect(body.data!.setPersonToBlackList).toBe(false);
    expect(await listed(owner.company.id, a.personId)).toBeUndefined();
    expect(await feelingsOf([a.processPersonId, b.processPersonId])).toEqual([]);
    expect((await records.activitiesOf(b.processPersonId)).map((x) => x.name)).toEqual([
      'BLACKLISTED',
      'UNBLACKLISTED',
    ]);
    expect(
      (await records.audits(owner.company.id, 'candidate.unblacklist')).filter(
        (x) => x.entityId === String(a.personId),
      ),
    ).toHaveLength(1);
    expect((await api.processPerson(owner.token, a.processPersonId)).data!.processPerson.blackListed).toBe(false);
  });

  it('listed asks for a state: asking for the current one changes nothing, so removing twice never puts the person back', async () => {
    const { first, a, b } = await personInTwoProcesses();
    expect((await api.blacklist(recruiter.token, a.personId, first.id, false)).data!.setPersonToBlackList).toBe(false);
    expect(await listed(owner.company.id, a.personId)).toBeUndefined();
    expect(await feelingsOf([a.processPersonId, b.processPersonId])).toHaveLength(3);

    expect((await api.blacklist(recruiter.token, a.personId, first.id, true)).data!.setPersonToBlackList).toBe(true);
    expect((await api.blacklist(owner.token, a.personId, first.id, true)).data!.setPersonToBlackList).toBe(true);
    expect(await listed(owner.company.id, a.personId)).toMatchObject({ userId: recruiter.user.id });
    expect((await api.blacklist(recruiter.token, a.personId, first.id, false)).data!.setPersonToBlackList).toBe(false);
    expect((await api.blacklist(owner.token, a.personId, first.id, false)).data!.setPersonToBlackList).toBe(false);
    expect(await listed(owner.company.id, a.personId)).toBeUndefined();
    expect((await records.activitiesOf(b.processPersonId)).map((x) => x.name)).toEqual([
      'BLACKLISTED',
      'UNBLACKLISTED',
    ]);
  });

  it('works without a process, from any of the company’s processes, a CLOSED one too', async () => {
    const { second, a } = await personInTwoProcesses();
    expect((await api.blacklist(recruiter.token, a.personId)).data!.setPersonToBlackList).toBe(true);
    expect((await api.blacklist(recruiter.token, a.personId, second.id)).data!.setPersonToBlackList).toBe(false);
  });

  it('refuses from a controlled basic process (BLACKLIST_BASIC_PROCESS)', async () => {
    const basic = await t.buildProcess({
      companyId: owner.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
    });
    const built = await t.buildProcessPerson({ processId: basic.id });
    await t.buildFeeling({ processPersonId: built.processPersonId, userId: owner.user.id, feeling: 'YES' });
    const body = await api.blacklist(recruiter.token, built.personId, basic.id);
    expect(codeOf(body)).toBe('BLACKLIST_BASIC_PROCESS');
    expect(body.errors![0]!.message).toBe(sharedMessages.es.errors.BLACKLIST_BASIC_PROCESS);
    expect(await listed(owner.company.id, built.personId)).toBeUndefined();
    expect(await feelingsOf([built.processPersonId])).toHaveLength(1);
  });

  it.each(['DRAFT', 'CANCELED'] as const)('refuses from a %s process (PROCESS_STATUS_INVALID)', async (status) => {
    const process = await t.buildProcess({ companyId: owner.company.id, status });
    const built = await t.buildProcessPerson({ processId: process.id });
    expect(codeOf(await api.blacklist(recruiter.token, built.personId, process.id))).toBe('PROCESS_STATUS_INVALID');
    expect(await listed(owner.company.id, built.personId)).toBeUndefined();
  });

  it('answers NOT_FOUND for a person who is not a candidate of the process or of the company', async () => {
    const { first } = await personInTwoProcesses();
    const elsewhere = await t.buildProcessPerson({
      processId: (await t.buildProcess({ companyId: owner.company.id })).id,
    });
    expect(codeOf(await api.blacklist(recruiter.token, elsewhere.personId, first.id))).toBe('NOT_FOUND');
    const foreigner = await t.buildProcessPerson({
      processId: (await t.buildProcess({ companyId: stranger.company.id })).id,
    });
    expect(codeOf(await api.blacklist(recruiter.token, foreigner.personId))).toBe('NOT_FOUND');
    expect(await listed(owner.company.id, foreigner.personId)).toBeUndefined();
  });
});
