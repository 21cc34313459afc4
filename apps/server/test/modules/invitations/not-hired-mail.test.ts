import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { invitationApi, invitationRecords } from '../../support/invitation-api.js';
import { testSuite } from '../../support/suite.js';

/** POST /process-web/process/{id}/mail/notHired: thank-you e-mails to the candidates who were not hired, once each. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = invitationApi(t);
const records = invitationRecords(t);
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
    const noEmail = await t.buildProcessPerson({ processId: process.id, person: { email: null } });
    const unwanted = await t.buildProcessPerson({ processId: process.id, person: { email: newEmail() } });
    await t.buildBlacklist({ companyId: owner.company.id, personId: unwanted.personId });

    const response = await api.notHired(owner.token, process.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: ['Emails enviados con éxito'], data: { sent: 2 } });

    const [toInes] = await records.mailsTo(owner.company.id, cancelledHire.person.email!);
    expect(toInes!.subject).toBe('Gracias por participar en el proceso CAJERO');
    expect(toInes!.body).toContain('Hola Inés:');
    expect(toInes!.body).toContain(owner.company.commercialName);
    expect(await records.mailsTo(owner.company.id, open.person.email!)).toHaveLength(1);
    for (const left of [hired, unwanted])
      expect(await records.mailsTo(owner.company.id, left.person.email!)).toEqual([]);

    for (const thanked of [cancelledHire, open]) {
      expect((await records.activitiesOf(thanked.processPersonId)).map((a) => [a.name, a.userId])).toEqual([
        ['NOT_HIRED_MAIL', owner.user.id],
      ]);
    }
    for (const left of [hired, noEmail, unwanted]) expect(await records.activitiesOf(left.processPersonId)).toEqual([]);
    const audits = (await records.audits(owner.company.id, 'process.notHiredMail')).filter(
      (a) => a.entityId === String(process.id),
    );
    expect(audits.map((a) => a.data)).toEqual([{ sent: 2 }]);
  });

  it('thanks each candidate once: a second call reaches only candidates added since', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, status: 'LAUNCHED' });
    const first = await t.buildProcessPerson({ processId: process.id, person: { email: newEmail() } });
    expect((await api.notHired(owner.token, process.id)).json().data).toEqual({ sent: 1 });
    expect((await api.notHired(owner.token, process.id)).json().data).toEqual({ sent: 0 });
    const later = await t.buildProcessPerson({ processId: process.id, person: { email: newEmail() } });
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
    const candidate = await t.buildProcessPerson({ processId: process.id, person: { email: newEmail() } });
    expect((await api.notHired(stranger.token, process.id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.notHired(viewer.token, process.id)).statusCode).toBe(403);
    expect((await api.notHired(null, process.id)).statusCode).toBe(401);
    expect((await api.notHired(owner.token, 'x')).json()).toMatchObject({ code: 'BAD_INPUT' });
    expect(await records.activitiesOf(candidate.processPersonId)).toEqual([]);
  });
});
