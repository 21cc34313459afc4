import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages, type PersonStatus } from '@terna/domain';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import {
  invitationLinker,
  verifyInvitationToken,
  type InvitationLinker,
} from '../../../src/modules/invitations/invitation-mail.js';
import type { ProcessRow } from '../../support/factories.js';

/** sendReminder and sendNotificationByProcessId (and their REST routes): who gets the e-mail, what it says, and what is refused. */

const { t, owner, recruiter } = testSuite({
  members: ['recruiter'],
  config: { publicUrl: 'https://terna.example.test' },
});
const api = candidateApi(t);
const records = invitationRecords(t);
let mainProcess: ProcessRow;
let processId: number;
let link: InvitationLinker;

beforeAll(async () => {
  link = invitationLinker(t.services.config);
  mainProcess = await t.buildProcess({
    companyId: owner.company.id,
    name: 'ANALISTA DE DATOS',
    withJobOpportunity: true,
  });
  processId = mainProcess.id;
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
      // No step taken yet: the link points at the process's first component (DISC).
      expect(mails[0]!.body).toContain(link(mainProcess, built.processPersonId, 'DISC'));
      expect(link(mainProcess, built.processPersonId, 'DISC')).toMatch(
        /^https:\/\/terna\.example\.test\/evaluacion\/\d+\?invitation=[\w.-]+&step=DISC$/,
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

  it('links to the first step the candidate has not finished, in the process’s order', async () => {
    const built = await candidate('INPROGRESS');
    await t.buildComponentResult({ processPersonId: built.processPersonId, componentType: 'DISC', status: 'SUCCESS' });
    await t.buildComponentResult({
      processPersonId: built.processPersonId,
      componentType: 'COMPETENCE',
      status: 'PENDING_GRADE',
    });
    await t.buildComponentResult({ processPersonId: built.processPersonId, componentType: 'INTERVIEW' });
    await api.remind(recruiter.token, processId, built.personId);
    const [mail] = await records.mailsTo(owner.company.id, built.person.email!);
    expect(mail!.body).toContain(link(mainProcess, built.processPersonId, 'INTERVIEW'));
    const sent = /invitation=([\w.-]+)&step=(\w+)/.exec(mail!.body)!;
    expect(sent[2]).toBe('INTERVIEW');
    expect(verifyInvitationToken(t.services.config, sent[1]!)).toEqual({
      processPersonId: built.processPersonId,
      expiresAt: new Date(Math.floor(mainProcess.endDate!.getTime() / 1000) * 1000),
    });
  });

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
    const other = await t.buildProcess({ companyId: owner.company.id, name: 'CONTADOR', withJobOpportunity: true });
    const open = await candidate('OPEN', other.id);
    const started = await candidate('INPROGRESS', other.id);
    await t.buildComponentResult({ processPersonId: started.processPersonId, componentType: 'DISC', status: 'REJECT' });
    const ended = await candidate('ENDED', other.id);
    const disqualified = await candidate('DISQUALIFIED', other.id);
    const mailless = await candidate('OPEN', other.id, null);
    const listed = await candidate('OPEN', other.id);
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });

    const body = await api.remindAll(recruiter.token, other.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.sendNotificationByProcessId).toBe(2);
    for (const [reminded, step] of [
      [open, 'DISC'],
      [started, 'COMPETENCE'],
    ] as const) {
      const [mail] = await records.mailsTo(owner.company.id, reminded.person.email!);
      expect(mail!.body).toContain(link(other, reminded.processPersonId, step));
      expect((await records.activitiesOf(reminded.processPersonId)).map((a) => a.name)).toEqual(['REMINDER_SENT']);
    }
    for (const skipped of [ended, disqualified, listed])
      expect(await records.mailsTo(owner.company.id, skipped.person.email!)).toEqual([]);
    for (const skipped of [ended, disqualified, mailless, listed])
      expect(await records.activitiesOf(skipped.processPersonId)).toEqual([]);
    const audits = (await records.audits(owner.company.id, 'candidate.reminders')).filter(
      (a) => a.entityId === String(other.id),
    );
    expect(audits).toMatchObject([{ userId: recruiter.user.id, entityType: 'process', data: { sent: 2 } }]);
  });

  it('previews the same candidates it reminds, the e-mail and when a reminder last went', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id, name: 'BODEGUERO', withJobOpportunity: true });
    const open = await candidate('OPEN', other.id);
    await candidate('ENDED', other.id);
    const preview = () =>
      t.gql<{
        pendingNotificationPreview: {
          count: number;
          recipients: { processPersonId: number }[];
          subject: string;
          body: string;
          lastSentAt: string | null;
        };
      }>(
        recruiter.token,
        'query($processId: Int!) { pendingNotificationPreview(processId: $processId) { count recipients { processPersonId } subject body lastSentAt } }',
        { processId: other.id },
      );
    const before = (await preview()).data!.pendingNotificationPreview;
    expect(before).toEqual({
      count: 1,
      recipients: [{ processPersonId: open.processPersonId }],
      subject: 'Recordatorio: tu evaluación en el proceso BODEGUERO',
      body: expect.stringContaining('[enlace personal del candidato]'),
      lastSentAt: null,
    });
    expect((await api.remindAll(recruiter.token, other.id)).data!.sendNotificationByProcessId).toBe(before.count);
    expect((await preview()).data!.pendingNotificationPreview.lastSentAt).not.toBeNull();
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

describe('renewInvitation', () => {
  const renew = (token: string, processPersonId: number, headers?: Record<string, string>) =>
    t.gql<{ renewInvitation: boolean }>(
      token,
      'mutation Renew($id: Int!) { renewInvitation(processPersonId: $id) }',
      { id: processPersonId },
      headers,
    );
  const tokenIn = (body: string) => /invitation=([\w.-]+)/.exec(body)![1]!;

  it('e-mails the invitation again with a link that expires at the process’s current end date', async () => {
    const endDate = new Date(Date.now() + 3 * 86_400_000);
    const renewable = await t.buildProcess({ companyId: owner.company.id, name: 'SOPORTE', endDate });
    const built = await candidate('INPROGRESS', renewable.id);
    const body = await renew(recruiter.token, built.processPersonId);
    expect(body.errors).toBeUndefined();
    expect(body.data!.renewInvitation).toBe(true);
    const [mail] = await records.mailsTo(owner.company.id, built.person.email!);
    expect(mail!.subject).toBe(`${owner.company.commercialName} te invita al proceso SOPORTE`);
    expect(verifyInvitationToken(t.services.config, tokenIn(mail!.body))).toEqual({
      processPersonId: built.processPersonId,
      expiresAt: new Date(Math.floor(endDate.getTime() / 1000) * 1000),
    });
    expect((await records.activitiesOf(built.processPersonId)).map((a) => a.name)).toEqual(['INVITATION_RENEWED']);
  });

  it('a link made before an extension keeps its old expiry; the renewed one carries the new end date', async () => {
    const renewable = await t.buildProcess({ companyId: owner.company.id });
    const built = await candidate('OPEN', renewable.id);
    const old = verifyInvitationToken(t.services.config, tokenIn(link(renewable, built.processPersonId)))!;
    const extended = new Date(renewable.endDate!.getTime() + 5 * 86_400_000);
    await t.db.execute(sql`update processes set end_date = ${extended.toISOString()} where id = ${renewable.id}`);
    await renew(owner.token, built.processPersonId);
    const [mail] = await records.mailsTo(owner.company.id, built.person.email!);
    const renewed = verifyInvitationToken(t.services.config, tokenIn(mail!.body))!;
    expect(renewed.expiresAt.getTime() - old.expiresAt.getTime()).toBe(5 * 86_400_000);
  });

  it.each<PersonStatus>(['ENDED', 'DISQUALIFIED'])('refuses a %s candidate and sends nothing', async (status) => {
    const built = await candidate(status);
    expect(codeOf(await renew(recruiter.token, built.processPersonId))).toBe('CANDIDATE_STATUS_INVALID');
    expect(await records.mailsTo(owner.company.id, built.person.email!)).toEqual([]);
    expect(await records.activitiesOf(built.processPersonId)).toEqual([]);
  });

  it('refuses a closed process, a basic one and one past its end date', async () => {
    const closed = await candidate(
      'OPEN',
      (await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' })).id,
    );
    expect(codeOf(await renew(recruiter.token, closed.processPersonId))).toBe('PROCESS_STATUS_INVALID');
    const basicProcess = await t.buildProcess({
      companyId: owner.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
    });
    const basic = await candidate('OPEN', basicProcess.id);
    expect(codeOf(await renew(recruiter.token, basic.processPersonId))).toBe('INVITATION_BASIC_PROCESS');
    const past = await t.buildProcess({ companyId: owner.company.id, endDate: new Date(Date.now() - 86_400_000) });
    const late = await candidate('OPEN', past.id);
    const refused = await renew(recruiter.token, late.processPersonId, { 'accept-language': 'en' });
    expect(codeOf(refused)).toBe('INVITATION_PROCESS_ENDED');
    expect(refused.errors![0]!.message).toBe(sharedMessages.en.errors.INVITATION_PROCESS_ENDED);
    for (const refusedOne of [closed, basic, late])
      expect(await records.mailsTo(owner.company.id, refusedOne.person.email!)).toEqual([]);
  });

  it('needs candidate.update, and another company’s candidate is NOT_FOUND', async () => {
    const built = await candidate('OPEN');
    const viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
    expect(codeOf(await renew(viewer.token, built.processPersonId))).toBe('FORBIDDEN');
    const stranger = await t.buildMember();
    expect(codeOf(await renew(stranger.token, built.processPersonId))).toBe('NOT_FOUND');
    expect(await records.mailsTo(owner.company.id, built.person.email!)).toEqual([]);
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
