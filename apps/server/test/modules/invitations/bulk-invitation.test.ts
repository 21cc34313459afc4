import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_INVITATION_MAX, sharedMessages } from '@terna/domain';
import { activities, persons } from '../../../src/db/schema/index.js';
import { invitationApi, invitationRecords, type BulkCandidate } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import type { BuildProcessInput } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';
import { invitationLinker } from '../../../src/modules/invitations/invitation-mail.js';

/** sendBulkInvitation and addPeopleToProcess: inviting existing or new persons to another process, one or thousands at a time. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = invitationApi(t);
const records = invitationRecords(t);
let sequence = 0;
const newEmail = () => `persona.${++sequence}.${Date.now()}@correo.test`;

const launchedProcess = (overrides: Partial<BuildProcessInput> = {}) =>
  t.buildProcess({ companyId: owner.company.id, typeCompanyPlan: 'CREDIT', withJobOpportunity: true, ...overrides });

/** A CLOSED process of the company with `count` candidates (persons with e-mail). */
async function sourceWith(count: number) {
  const process = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
  const candidates = [];
  for (let i = 0; i < count; i++)
    candidates.push(
      await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED', person: { email: newEmail() } }),
    );
  return { process, candidates };
}

describe('sendBulkInvitation', () => {
  it('invites each person once, skips those in the process, unwanted or repeated, and counts both', async () => {
    const target = await launchedProcess({ name: 'DESTINO MASIVO' });
    const { process: source, candidates } = await sourceWith(5);
    const [a, b, c, d, e] = candidates as [(typeof candidates)[number], ...(typeof candidates)[number][]];
    await t.buildProcessPerson({ processId: target.id, personId: b!.personId }); // already in the target
    await t.buildBlacklist({ companyId: owner.company.id, personId: c!.personId });
    const foreign = await t.buildProcessPerson({
      processId: (await t.buildProcess({ companyId: stranger.company.id })).id,
      person: { email: newEmail() },
    });
    const fresh = newEmail();

    const entries: BulkCandidate[] = [
      { id: a.personId },
      { id: b!.personId },
      { id: c!.personId },
      { id: a.personId }, // repeated
      { email: d!.person.email!.toUpperCase(), firstName: 'D', lastName: 'D' }, // a known person by e-mail
      { id: e!.personId, source: 'TALENT_POOL' },
      { email: fresh, firstName: 'Nueva', lastName: 'Persona' },
      { email: fresh.toUpperCase(), firstName: 'Nueva', lastName: 'Otra vez' }, // repeated e-mail
      { email: foreign.person.email!, firstName: 'Ajena', lastName: 'Persona' }, // known only to another company: a record of our own
    ];
    const before = (await records.participants(target.id)).length;
    const body = await api.bulk(owner.token, target.id, entries, source.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.sendBulkInvitation).toEqual({ completed: true, invited: 5, skipped: 4 });

    const participants = await records.participants(target.id);
    expect(participants).toHaveLength(before + 5);
    const added = participants.slice(before);
    const [created] = await t.db.select().from(persons).where(eq(persons.email, fresh));
    const [ours] = await t.db
      .select()
      .from(persons)
      .where(and(eq(persons.email, foreign.person.email!), ne(persons.id, foreign.personId)));
    expect(ours).toMatchObject({ firstName: 'Ajena', lastName: 'Persona' });
    expect(added.map((p) => p.personId)).toEqual([a.personId, d!.personId, e!.personId, created!.id, ours!.id]);
    expect(added.map((p) => [p.evaluationsStatus, p.source])).toEqual([
      ['OPEN', 'CAP_ADDED'],
      ['OPEN', 'CAP_ADDED'],
      ['OPEN', 'TALENT_POOL'],
      ['OPEN', 'CAP_ADDED'],
      ['OPEN', 'CAP_ADDED'],
    ]);
    expect(created).toMatchObject({ firstName: 'Nueva', lastName: 'Persona', countryCode: 'XX' });

    // Each new candidate: the INVITED activity, PENDING components and an e-mail with their own link.
    const link = invitationLinker(t.services.config);
    for (const participant of added) {
      const timeline = await records.activitiesOf(participant.id);
      expect(timeline.map((a) => [a.name, a.userId, a.data])).toEqual([
        ['INVITED', owner.user.id, { source: participant.source, fromProcessId: source.id }],
      ]);
      const [person] = await t.db.select().from(persons).where(eq(persons.id, participant.personId));
      const mails = await records.mailsTo(owner.company.id, person!.email!);
      expect(mails.map((m) => m.body.includes(link(target, participant.id)))).toEqual([true]);
    }
    // The source participations of those who came from it record where they were invited.
    const sourceIds = [a, d!, e!].map((x) => x.processPersonId);
    const marks = await t.db.select().from(activities).where(inArray(activities.processPersonId, sourceIds));
    expect(marks.map((m) => [m.processPersonId, m.name, m.data]).sort()).toEqual(
      sourceIds.map((id) => [id, 'INVITED_TO_PROCESS', { processId: target.id, processName: 'DESTINO MASIVO' }]).sort(),
    );
    const [auditRow, ...more] = await records.audits(owner.company.id, 'candidate.bulkInvite');
    expect(more).toEqual([]);
    expect(auditRow).toMatchObject({ entityType: 'process', entityId: String(target.id), userId: owner.user.id });
    expect(auditRow!.data).toEqual({
      invited: 5,
      skipped: 4,
      sourceProcessId: source.id,
      processPersonIds: added.map((p) => p.id),
    });
  });

  it('leaves out persons without e-mail in a process that invites by e-mail', async () => {
    const target = await launchedProcess();
    const source = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const noEmail = await t.buildProcessPerson({ processId: source.id, person: { email: null } });
    const body = await api.bulk(owner.token, target.id, [
      { id: noEmail.personId },
      { identification: noEmail.person.identification, firstName: 'A', lastName: 'B' },
    ]);
    expect(body.data!.sendBulkInvitation).toEqual({ completed: true, invited: 0, skipped: 2 });
    expect(await records.participants(target.id)).toEqual([]);
  });

  it('invites by identification in the controlled basic variant, reusing the company’s persons, without e-mails', async () => {
    const target = await launchedProcess({ environmentType: 'CONTROLLED', fullProfile: false });
    const source = await t.buildProcess({
      companyId: owner.company.id,
      status: 'CLOSED',
      environmentType: 'CONTROLLED',
      fullProfile: false,
    });
    const known = await t.buildProcessPerson({
      processId: source.id,
      person: { identification: `ID-${Date.now()}`, email: null },
    });
    const newId = `NEW-${Date.now()}`;
    const mailsBefore = (await records.mailsOf(owner.company.id)).length;
    const body = await api.bulk(owner.token, target.id, [
      { identification: known.person.identification, firstName: 'Ignorado', lastName: 'Ignorado' },
      { identification: newId, firstName: 'Nuevo', lastName: 'Básico' },
    ]);
    expect(body.data!.sendBulkInvitation).toEqual({ completed: true, invited: 2, skipped: 0 });
    const participants = await records.participants(target.id);
    expect(participants[0]!.personId).toBe(known.personId);
    const [created] = await t.db.select().from(persons).where(eq(persons.id, participants[1]!.personId));
    expect(created).toMatchObject({ identification: newId, firstName: 'Nuevo', lastName: 'Básico', email: null });
    expect(await records.mailsOf(owner.company.id)).toHaveLength(mailsBefore);
  });

  it('refuses a person the company does not know by id (NOT_FOUND) and changes nothing', async () => {
    const target = await launchedProcess();
    const foreign = await t.buildProcessPerson({
      processId: (await t.buildProcess({ companyId: stranger.company.id })).id,
    });
    const { candidates } = await sourceWith(1);
    const body = await api.bulk(owner.token, target.id, [{ id: candidates[0]!.personId }, { id: foreign.personId }]);
    expect(codeOf(body)).toBe('NOT_FOUND');
    expect(await records.participants(target.id)).toEqual([]);
  });

  it('validates each entry and the request size, with the field of the entry in error', async () => {
    const target = await launchedProcess();
    const noNames = await api.bulk(owner.token, target.id, [{ email: newEmail() }]);
    expect(codeOf(noNames)).toBe('BAD_INPUT');
    expect(noNames.errors![0]!.extensions!.fields).toEqual({
      'candidates.0.firstName': sharedMessages.es.validation.required,
      'candidates.0.lastName': sharedMessages.es.validation.required,
    });
    const nobody = await api.bulk(owner.token, target.id, [
      { firstName: 'A', lastName: 'B' },
      { email: 'roto', firstName: 'A', lastName: 'B' },
    ]);
    expect(nobody.errors![0]!.extensions!.fields).toEqual({
      'candidates.0.email': sharedMessages.es.validation.required,
      'candidates.1.email': sharedMessages.es.validation.email,
    });
    const tooMany = Array.from({ length: BULK_INVITATION_MAX + 1 }, (_, i) => ({
      email: `p${i}@x.test`,
      firstName: 'A',
      lastName: 'B',
    }));
    const refused = await api.bulk(owner.token, target.id, tooMany);
    expect(refused.errors![0]!.extensions!.fields).toEqual({ candidates: `El valor máximo es ${BULK_INVITATION_MAX}` });
    expect(codeOf(await api.bulk(owner.token, target.id, []))).toBe('BAD_INPUT');
    expect(await records.participants(target.id)).toEqual([]);
  });

  it('needs a LAUNCHED process of the caller’s company, a source process of it, and candidate.invite', async () => {
    const entry = [{ email: newEmail(), firstName: 'A', lastName: 'B' }];
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    expect(codeOf(await api.bulk(owner.token, closed.id, entry))).toBe('PROCESS_STATUS_INVALID');
    const target = await launchedProcess();
    expect(codeOf(await api.bulk(stranger.token, target.id, entry))).toBe('NOT_FOUND');
    const theirs = await t.buildProcess({ companyId: stranger.company.id });
    expect(codeOf(await api.bulk(owner.token, target.id, entry, theirs.id))).toBe('NOT_FOUND');
    expect(codeOf(await api.bulk(viewer.token, target.id, entry))).toBe('FORBIDDEN');
    expect(await records.participants(target.id)).toEqual([]);
  });

  it(`invites ${BULK_INVITATION_MAX.toLocaleString('en')} new persons in one request within 10 seconds`, async () => {
    const target = await launchedProcess();
    const tag = Date.now();
    const entries = Array.from({ length: BULK_INVITATION_MAX }, (_, i) => ({
      email: `masivo.${tag}.${i}@correo.test`,
      firstName: `Nombre${i}`,
      lastName: 'Masivo',
    }));
    const started = performance.now();
    const body = await api.bulk(owner.token, target.id, entries);
    const seconds = (performance.now() - started) / 1000;
    expect(body.data!.sendBulkInvitation).toEqual({ completed: true, invited: BULK_INVITATION_MAX, skipped: 0 });
    expect(seconds).toBeLessThan(10);
    expect(await records.participants(target.id)).toHaveLength(BULK_INVITATION_MAX);
  });
});

describe('addPeopleToProcess', () => {
  it('returns the persons who became candidates, with the feeling they had in the source process', async () => {
    const target = await launchedProcess();
    const { process: source, candidates } = await sourceWith(3);
    const [liked, plain, present] = candidates;
    await t.buildFeeling({ processPersonId: liked!.processPersonId, userId: owner.user.id, feeling: 'MAYBE' });
    await t.buildFeeling({ processPersonId: liked!.processPersonId, userId: viewer.user.id, feeling: 'YES' });
    await t.buildProcessPerson({ processId: target.id, personId: present!.personId });

    const body = await api.addPeople(owner.token, {
      processId: target.id,
      sourceProcessId: source.id,
      peopleList: [
        { id: liked!.personId },
        { id: plain!.personId, email: plain!.person.email },
        { id: present!.personId },
      ],
    });
    expect(body.errors).toBeUndefined();
    const participants = await records.participants(target.id);
    const idOf = (personId: number) => participants.find((p) => p.personId === personId)!.id;
    expect(body.data!.addPeopleToProcess).toEqual([
      {
        id: liked!.personId,
        email: liked!.person.email,
        names: `${liked!.person.firstName} ${liked!.person.lastName}`,
        identification: liked!.person.identification,
        feelingSummary: 'YES',
        processPersonId: idOf(liked!.personId),
        processPersonStatus: 'OPEN',
      },
      {
        id: plain!.personId,
        email: plain!.person.email,
        names: `${plain!.person.firstName} ${plain!.person.lastName}`,
        identification: plain!.person.identification,
        feelingSummary: null,
        processPersonId: idOf(plain!.personId),
        processPersonStatus: 'OPEN',
      },
    ]);
  });

  it('answers an empty list when everyone is already a candidate, and refuses a viewer', async () => {
    const target = await launchedProcess();
    const { candidates } = await sourceWith(1);
    await t.buildProcessPerson({ processId: target.id, personId: candidates[0]!.personId });
    expect(
      (await api.addPeople(owner.token, { processId: target.id, peopleList: [{ id: candidates[0]!.personId }] })).data,
    ).toEqual({ addPeopleToProcess: [] });
    expect(
      codeOf(
        await api.addPeople(viewer.token, { processId: target.id, peopleList: [{ id: candidates[0]!.personId }] }),
      ),
    ).toBe('FORBIDDEN');
  });
});
