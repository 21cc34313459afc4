import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { invitationApi, invitationRecords } from '../../support/invitation-api.js';
import { testSuite } from '../../support/suite.js';

/** POST /process-web/process/{id}/mail/notHired: thank-you e-mails to the candidates who were not hired, once each. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = invitationApi(t);
const records = invitationRecords(t);
const preview = (token: string, processId: number) =>
  t.gql<{
    notHiredMailPreview: {
      count: number;
      recipients: { processPersonId: number; firstName: string; lastName: string; email: string }[];
      subject: string;
      body: string;
      lastSentAt: string | null;
    };
  }>(
    token,
    `query($processId: Int!) { notHiredMailPreview(processId: $processId) {
      count recipients { processPersonId firstName lastName email } subject body lastSentAt } }`,
    { processId },
  );
let sequence = 0;
const newEmail = () => `gracias.${++sequence}.${Date.now()}@correo.test`;

describe('thank-you e-mails to candidates not hired', () => {
  it('e-mails every candidate not hired, with an e-mail and not unwanted, and marks each with NOT_HIRED_MAIL', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED', name: 'CAJERO' });
    const hired = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: newEmail() },
    });
    await t.buildHire({ processPersonId: hired.processPersonId });
    const cancelledHire = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: newEmail(), firstName: 'Inés' },
    });
    await t.buildHire({ processPersonId: cancelledHire.processPersonId, status: 'CANCELLED' });
    const open = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'DISQUALIFIED',
      person: { email: newEmail(), firstName: 'Raúl' },
    });
    const noEmail = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: null },
    });
    const unwanted = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: newEmail() },
    });
    // Still being evaluated: they may yet be hired, so they are not thanked (issue 21).
    const stillOpen = await t.buildProcessPerson({ processId: process.id, person: { email: newEmail() } });
    const inProgress = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'INPROGRESS',
      person: { email: newEmail() },
    });
    await t.buildBlacklist({ companyId: owner.company.id, personId: unwanted.personId });

    const response = await api.notHired(owner.token, process.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: ['Emails enviados con éxito'], data: { sent: 2 } });

    const [toInes] = await records.mailsTo(owner.company.id, cancelledHire.person.email!);
    expect(toInes!.subject).toBe('Gracias por participar en el proceso CAJERO');
    expect(toInes!.body).toContain('Hola Inés:');
    expect(toInes!.body).toContain(owner.company.commercialName);
    expect(await records.mailsTo(owner.company.id, open.person.email!)).toHaveLength(1);
    for (const left of [hired, unwanted, stillOpen, inProgress])
      expect(await records.mailsTo(owner.company.id, left.person.email!)).toEqual([]);

    for (const thanked of [cancelledHire, open]) {
      expect((await records.activitiesOf(thanked.processPersonId)).map((a) => [a.name, a.userId])).toEqual([
        ['NOT_HIRED_MAIL', owner.user.id],
      ]);
    }
    for (const left of [hired, noEmail, unwanted, stillOpen, inProgress])
      expect(await records.activitiesOf(left.processPersonId)).toEqual([]);
    const audits = (await records.audits(owner.company.id, 'process.notHiredMail')).filter(
      (a) => a.entityId === String(process.id),
    );
    expect(audits.map((a) => a.data)).toEqual([{ sent: 2 }]);
  });

  it('thanks each candidate once: a second call reaches only candidates who finished since', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'LAUNCHED' });
    const first = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: newEmail() },
    });
    expect((await api.notHired(owner.token, process.id)).json().data).toEqual({ sent: 1 });
    expect((await api.notHired(owner.token, process.id)).json().data).toEqual({ sent: 0 });
    const later = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'DISQUALIFIED',
      person: { email: newEmail() },
    });
    expect((await api.notHired(owner.token, process.id, { 'accept-language': 'en' })).json()).toEqual({
      messages: ['Emails sent successfully'],
      data: { sent: 1 },
    });
    expect(await records.mailsTo(owner.company.id, first.person.email!)).toHaveLength(1);
    const [english] = await records.mailsTo(owner.company.id, later.person.email!);
    expect(english!.subject).toBe(`Thank you for taking part in the process ${process.name}`);
  });

  it('needs a LAUNCHED or CLOSED process of the caller’s company and a member who manages candidates', async () => {
    for (const status of ['DRAFT', 'CANCELED'] as const) {
      const process = await t.buildProcess({ companyId: owner.company.id, status });
      const response = await api.notHired(owner.token, process.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        messages: [sharedMessages.es.errors.PROCESS_STATUS_INVALID],
        code: 'PROCESS_STATUS_INVALID',
      });
    }
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const candidate = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: newEmail() },
    });
    expect((await api.notHired(stranger.token, process.id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.notHired(viewer.token, process.id)).statusCode).toBe(403);
    expect((await api.notHired(null, process.id)).statusCode).toBe(401);
    expect((await api.notHired(owner.token, 'x')).json()).toMatchObject({ code: 'BAD_INPUT' });
    expect(await records.activitiesOf(candidate.processPersonId)).toEqual([]);
  });

  it('previews who will be thanked, how many, the text, and when it was last sent', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED', name: 'MESERO' });
    const ana = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { email: newEmail(), firstName: 'Ana', lastName: 'Ruiz' },
    });
    await t.buildProcessPerson({ processId: process.id, person: { email: newEmail() } });

    const before = await preview(owner.token, process.id);
    expect(before.errors).toBeUndefined();
    expect(before.data!.notHiredMailPreview).toEqual({
      count: 1,
      recipients: [
        { processPersonId: ana.processPersonId, firstName: 'Ana', lastName: 'Ruiz', email: ana.person.email },
      ],
      subject: 'Gracias por participar en el proceso MESERO',
      body: expect.stringContaining('Hola [nombre del candidato]:'),
      lastSentAt: null,
    });

    const sentFrom = Date.now();
    expect((await api.notHired(owner.token, process.id)).json().data).toEqual({ sent: 1 });
    const after = (await preview(owner.token, process.id)).data!.notHiredMailPreview;
    expect(after).toMatchObject({ count: 0, recipients: [] });
    expect(Date.parse(after.lastSentAt!)).toBeGreaterThanOrEqual(sentFrom - 1000);

    expect((await preview(viewer.token, process.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await preview(stranger.token, process.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('20 clicks at once thank each candidate once: one sends, the others find nobody left', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const finished = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED', person: { email: newEmail() } }),
      ),
    );
    const responses = await Promise.all(Array.from({ length: 20 }, () => api.notHired(owner.token, process.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.map((r) => r.json().data.sent).sort((a: number, b: number) => b - a)).toEqual([
      3,
      ...Array(19).fill(0),
    ]);
    for (const candidate of finished) {
      expect(await records.mailsTo(owner.company.id, candidate.person.email!)).toHaveLength(1);
      expect(await records.activitiesOf(candidate.processPersonId)).toHaveLength(1);
    }
  });
});
