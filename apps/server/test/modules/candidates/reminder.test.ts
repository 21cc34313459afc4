import { beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages, type PersonStatus } from '@terna/domain';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { invitationLinker } from '../../../src/modules/invitations/invitation-mail.js';

/** sendReminder and sendNotificationByProcessId (and their REST routes): who gets the e-mail, what it says, and what is refused. */

const { t, owner, recruiter } = testSuite({
  members: ['recruiter'],
  config: { publicUrl: 'https://terna.example.test' },
});
const api = candidateApi(t);
const records = invitationRecords(t);
let processId: number;
let link: (processId: number, processPersonId: number) => string;

beforeAll(async () => {
  link = invitationLinker(t.services.config);
  processId = (
    await t.buildProcess({ companyId: owner.company.id, name: 'ANALISTA DE DATOS', withJobOpportunity: true })
  ).id;
});

const candidate = (status: PersonStatus, inProcess = processId, email?: string | null) =>
  t.buildProcessPerson({
    processId: inProcess,
    evaluationsStatus: status,
    person: { firstName: 'Lucía', ...(email === undefined ? {} : { email }) },
  });

describe('sendReminder', () => {
  it.each<PersonStatus>(['OPEN', 'INPROGRESS'])(
    'e-mails a %s candidate their own invitation link, on the timeline and audited',
    async (status) => {
      const built = await candidate(status);
      const body = await api.remind(recruiter.token, processId, built.personId);
      expect(body.errors).toBeUndefined();
      expect(body.data!.sendReminder).toBe(true);
      const mails = await records.mailsTo(owner.company.id, built.person.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Recordatorio: tu evaluación en el proceso ANALISTA DE DATOS');
      expect(mails[0]!.body).toContain('Hola Lucía:');
      expect(mails[0]!.body).toContain(owner.company.commercialName);
      expect(mails[0]!.body).toContain(link(processId, built.processPersonId));
      expect(link(processId, built.processPersonId)).toMatch(
        /^https:\/\/terna\.example\.test\/evaluacion\/\d+\?invitation=/,
      );
      expect(
        (await records.activitiesOf(built.processPersonId)).map((a) => ({ name: a.name, userId: a.userId })),
      ).toEqual([{ name: 'REMINDER_SENT', userId: recruiter.user.id }]);
      const audits = (await records.audits(owner.company.id, 'candidate.reminder')).filter(
        (a) => a.entityId === String(built.processPersonId),
      );
      expect(audits).toMatchObject([{ userId: recruiter.user.id, data: { processId, email: built.person.email } }]);
    },
  );

  it('writes in the recruiter’s language', async () => {
    const built = await candidate('OPEN');
    await api.remind(recruiter.token, processId, built.personId, { 'accept-language': 'en' });
    const [mail] = await records.mailsTo(owner.company.id, built.person.email!);
    expect(mail!.subject).toBe('Reminder: your evaluation in the process ANALISTA DE DATOS');
    expect(mail!.body).toContain('Hello Lucía,');
  });

  it.each<PersonStatus>(['ENDED', 'DISQUALIFIED'])(
    'refuses a %s candidate (CANDIDATE_STATUS_INVALID) and sends nothing',
    async (status) => {
      const built = await candidate(status);
      expect(codeOf(await api.remind(recruiter.token, processId, built.personId))).toBe('CANDIDATE_STATUS_INVALID');
      expect(await records.mailsTo(owner.company.id, built.person.email!)).toEqual([]);
      expect(await records.activitiesOf(built.processPersonId)).toEqual([]);
    },
  );

  it('refuses a controlled basic process (REMINDER_BASIC_PROCESS)', async () => {
    const basic = await t.buildProcess({
      companyId: owner.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
    });
    const built = await candidate('OPEN', basic.id);
    const body = await api.remind(recruiter.token, basic.id, built.personId);
    expect(codeOf(body)).toBe('REMINDER_BASIC_PROCESS');
    expect(body.errors![0]!.message).toBe(sharedMessages.es.errors.REMINDER_BASIC_PROCESS);
    expect(await records.mailsTo(owner.company.id, built.person.email!)).toEqual([]);
  });

  it('needs a LAUNCHED process (PROCESS_STATUS_INVALID)', async () => {
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const built = await candidate('OPEN', closed.id);
    expect(codeOf(await api.remind(recruiter.token, closed.id, built.personId))).toBe('PROCESS_STATUS_INVALID');
    expect(await records.mailsTo(owner.company.id, built.person.email!)).toEqual([]);
  });

  it('refuses a blacklisted candidate (CANDIDATE_BLACKLISTED) and one without e-mail (CANDIDATE_NO_EMAIL)', async () => {
    const listed = await candidate('OPEN');
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });
    expect(codeOf(await api.remind(recruiter.token, processId, listed.personId))).toBe('CANDIDATE_BLACKLISTED');
    expect(await records.mailsTo(owner.company.id, listed.person.email!)).toEqual([]);
    const mailless = await candidate('OPEN', processId, null);
    expect(codeOf(await api.remind(recruiter.token, processId, mailless.personId))).toBe('CANDIDATE_NO_EMAIL');
    expect(await records.activitiesOf(mailless.processPersonId)).toEqual([]);
  });

  it('answers NOT_FOUND for a person who is not a candidate of the process', async () => {
    const elsewhere = await candidate('OPEN', (await t.buildProcess({ companyId: owner.company.id })).id);
    expect(codeOf(await api.remind(recruiter.token, processId, elsewhere.personId))).toBe('NOT_FOUND');
  });
});

describe('sendNotificationByProcessId', () => {
  it('reminds every OPEN or INPROGRESS candidate with an e-mail who is not blacklisted, and answers how many', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, name: 'CONTADOR', withJobOpportunity: true });
    const open = await candidate('OPEN', process.id);
    const started = await candidate('INPROGRESS', process.id);
    const ended = await candidate('ENDED', process.id);
    const disqualified = await candidate('DISQUALIFIED', process.id);
    const mailless = await candidate('OPEN', process.id, null);
    const listed = await candidate('OPEN', process.id);
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });

    const body = await api.remindAll(recruiter.token, process.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.sendNotificationByProcessId).toBe(2);
    for (const reminded of [open, started]) {
      const [mail] = await records.mailsTo(owner.company.id, reminded.person.email!);
      expect(mail!.body).toContain(link(process.id, reminded.processPersonId));
      expect((await records.activitiesOf(reminded.processPersonId)).map((a) => a.name)).toEqual(['REMINDER_SENT']);
    }
    for (const skipped of [ended, disqualified, listed])
      expect(await records.mailsTo(owner.company.id, skipped.person.email!)).toEqual([]);
    for (const skipped of [ended, disqualified, mailless, listed])
      expect(await records.activitiesOf(skipped.processPersonId)).toEqual([]);
    const audits = (await records.audits(owner.company.id, 'candidate.reminders')).filter(
      (a) => a.entityId === String(process.id),
    );
    expect(audits).toMatchObject([{ userId: recruiter.user.id, entityType: 'process', data: { sent: 2 } }]);
  });

  it('refuses a basic process and a closed one', async () => {
    const basic = await t.buildProcess({
      companyId: owner.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
    });
    expect(codeOf(await api.remindAll(recruiter.token, basic.id))).toBe('REMINDER_BASIC_PROCESS');
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    expect(codeOf(await api.remindAll(recruiter.token, closed.id))).toBe('PROCESS_STATUS_INVALID');
  });
});

describe('REST reminders', () => {
  it('PUT /process-web/process/{id}/notification reminds the person in the body', async () => {
    const built = await candidate('OPEN');
    const response = await api.restRemind(recruiter.token, processId, built.personId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: true });
    expect(await records.mailsTo(owner.company.id, built.person.email!)).toHaveLength(1);
  });

  it('PUT /process-web/process/{id}/notifications reminds everyone and answers { data: { sent } }', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    await candidate('OPEN', process.id);
    const response = await api.restRemindAll(recruiter.token, process.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: 1 } });
  });

  it('answers refusals and bad ids as { messages, code }', async () => {
    const built = await candidate('ENDED');
    const refused = await api.restRemind(recruiter.token, processId, built.personId, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      messages: [sharedMessages.en.errors.CANDIDATE_STATUS_INVALID],
      code: 'CANDIDATE_STATUS_INVALID',
    });
    expect((await api.restRemindAll(recruiter.token, 'abc')).json()).toMatchObject({ code: 'BAD_INPUT' });
    expect((await api.restRemind(recruiter.token, processId, 'uno')).json()).toMatchObject({ code: 'BAD_INPUT' });
  });
});
