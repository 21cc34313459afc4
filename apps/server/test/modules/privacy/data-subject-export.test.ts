import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditLog,
  blacklist,
  candidateFiles,
  chatConversations,
  chatMessages,
  mailOutbox,
} from '../../../src/db/schema/index.js';
import { pdfPages } from '../../support/document-text.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

const EXPORT = `mutation($personId: Int!) { exportCandidateData(personId: $personId) }`;

interface Exported {
  company: { id: number; name: string };
  person: { id: number; firstName: string; email: string; createdByThisCompany: boolean };
  participations: {
    processPersonId: number;
    process: { id: number; name: string };
    tags: { code: string }[];
    results: { componentType: string; value: string | null }[];
    feelings: { feeling: string; userEmail: string | null }[];
    timeline: { name: string; data: unknown }[];
    files: { fileKey: string; fileName: string }[];
    chatMessages: { content: string }[];
  }[];
  unwantedList: unknown[];
  mails: { subject: string }[];
  activityLog: { action: string }[];
}

let personId: number;
let ownProcessIds: number[];
let strangerProcessId: number;
/** Someone only the stranger's company knows. */
let strangersOwnPersonId: number;

/** A chat message in the participation's conversation. */
async function chat(companyId: number, processPersonId: number, senderId: number, content: string) {
  await t.db.insert(chatConversations).values({ id: processPersonId, companyId }).onConflictDoNothing();
  await t.db
    .insert(chatMessages)
    .values({ id: randomUUID(), conversationId: processPersonId, companyId, senderId, content });
}

const exportAs = (member: Member, id = personId) =>
  t.gql<{ exportCandidateData: Exported }>(member.token, EXPORT, { personId: id });
const download = (member: Member, format: string, id = personId) =>
  t.app.inject({
    method: 'GET',
    url: `/people-web/persons/${id}/data-export?format=${format}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
const exportsOf = (companyId: number, id = personId) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'privacy.export'), eq(auditLog.entityId, String(id))),
    )
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  const first = await t.buildProcess({ companyId: owner.company.id, name: 'PROCESO PROPIO UNO' });
  const second = await t.buildProcess({ companyId: owner.company.id, name: 'PROCESO PROPIO DOS' });
  const other = await t.buildProcess({ companyId: stranger.company.id, name: 'PROCESO AJENO SECRETO' });
  ownProcessIds = [first.id, second.id];
  strangerProcessId = other.id;
  const inFirst = await t.buildProcessPerson({
    processId: first.id,
    person: { firstName: 'Lucía', lastName: 'Fernández', email: 'lucia.fernandez@example.test' },
  });
  personId = inFirst.personId;
  const inSecond = await t.buildProcessPerson({ processId: second.id, personId });
  const inOther = await t.buildProcessPerson({ processId: other.id, personId });

  await t.buildPersonTag({ processPersonId: inFirst.processPersonId, code: 'DESTACADA', userId: owner.user.id });
  await t.buildComponentResult({
    processPersonId: inSecond.processPersonId,
    componentType: 'DISC',
    status: 'COMPLETED',
    value: 81,
  });
  await t.buildFeeling({ processPersonId: inSecond.processPersonId, userId: owner.user.id, feeling: 'LIKE' });
  await t.db.insert(activities).values({
    processPersonId: inFirst.processPersonId,
    name: 'MEETING',
    userId: owner.user.id,
    data: { topic: 'Entrevista con Lucía' },
  });
  await t.db.insert(candidateFiles).values({
    processPersonId: inFirst.processPersonId,
    companyId: owner.company.id,
    fileKey: 'cv-key-propia',
    fileName: 'cv-lucia.pdf',
    contentType: 'application/pdf',
    size: 1234,
  });
  await chat(owner.company.id, inSecond.processPersonId, owner.user.id, 'Hola Lucía, ¿podemos hablar?');
  await t.db.insert(mailOutbox).values({
    companyId: owner.company.id,
    to: 'Lucia.Fernandez@example.test',
    subject: 'Tu invitación propia',
    body: 'cuerpo',
    category: 'CANDIDATE',
  });

  // What the other company keeps about the same person: none of it may reach the owner's export.
  await t.buildPersonTag({ processPersonId: inOther.processPersonId, code: 'AJENA', userId: stranger.user.id });
  await chat(stranger.company.id, inOther.processPersonId, stranger.user.id, 'mensaje ajeno secreto');
  await t.db.insert(blacklist).values({ companyId: stranger.company.id, personId, reason: 'motivo ajeno secreto' });
  await t.db.insert(mailOutbox).values({
    companyId: stranger.company.id,
    to: 'lucia.fernandez@example.test',
    subject: 'correo ajeno secreto',
    body: 'cuerpo ajeno',
    category: 'CANDIDATE',
  });
  await t.db.insert(auditLog).values({
    companyId: stranger.company.id,
    userId: stranger.user.id,
    action: 'candidate.tagAdd',
    entityType: 'processPerson',
    entityId: String(inOther.processPersonId),
    data: { note: 'registro ajeno secreto' },
  });

  strangersOwnPersonId = (await t.buildProcessPerson({ processId: other.id })).personId;
});

describe('exportCandidateData', () => {
  it("gives an administrator every process of the company, and nothing of another company's", async () => {
    const body = await exportAs(owner);
    expect(body.errors).toBeUndefined();
    const exported = body.data!.exportCandidateData;
    expect(exported.person).toMatchObject({ id: personId, firstName: 'Lucía', email: 'lucia.fernandez@example.test' });
    expect(exported.company.id).toBe(owner.company.id);
    expect(exported.participations.map((item) => item.process.id)).toEqual(ownProcessIds);
    const [first, second] = exported.participations;
    expect(first!.tags.map((tag) => tag.code)).toEqual(['DESTACADA']);
    expect(first!.timeline).toEqual([
      expect.objectContaining({ name: 'MEETING', data: { topic: 'Entrevista con Lucía' } }),
    ]);
    expect(first!.files).toEqual([expect.objectContaining({ fileKey: 'cv-key-propia', fileName: 'cv-lucia.pdf' })]);
    expect(second!.results).toEqual([expect.objectContaining({ componentType: 'DISC', value: '81.00' })]);
    expect(second!.feelings).toEqual([expect.objectContaining({ feeling: 'LIKE', userEmail: owner.user.email })]);
    expect(second!.chatMessages.map((message) => message.content)).toEqual(['Hola Lucía, ¿podemos hablar?']);
    expect(exported.mails.map((mail) => mail.subject)).toEqual(['Tu invitación propia']);
    expect(exported.unwantedList).toEqual([]);

    const text = JSON.stringify(exported).toLowerCase();
    for (const foreign of ['ajeno', 'ajena', 'secreto']) expect(text).not.toContain(foreign);
  });

  it('writes an audit entry, which the activity log names after the candidate', async () => {
    const before = (await exportsOf(owner.company.id)).length;
    await exportAs(owner);
    const entries = await exportsOf(owner.company.id);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      userId: owner.user.id,
      entityType: 'person',
      data: { format: 'JSON', processIds: ownProcessIds },
    });

    const log = await t.gql<{ activityLog: { data: { action: string; candidateName: string | null }[] } }>(
      owner.token,
      `{ activityLog(filter: { action: "privacy.export" }) { data { action candidateName } } }`,
    );
    expect(log.data?.activityLog.data[0]).toEqual({ action: 'privacy.export', candidateName: 'Lucía Fernández' });
    // The export lists the company's earlier exports of the person: they are entries about them.
    const again = await exportAs(owner);
    expect(
      again.data!.exportCandidateData.activityLog.filter((entry) => entry.action === 'privacy.export').length,
    ).toBe(before + 1);
  });

  it('refuses a recruiter and a viewer, and records nothing', async () => {
    const before = (await exportsOf(owner.company.id)).length;
    for (const member of [recruiter, viewer]) {
      const body = await exportAs(member);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(body.data).toBeNull();
      expect((await download(member, 'json')).statusCode).toBe(403);
      expect((await download(member, 'pdf')).statusCode).toBe(403);
    }
    expect(await exportsOf(owner.company.id)).toHaveLength(before);
  });

  it("answers another company's own candidate NOT_FOUND, and records nothing", async () => {
    const body = await exportAs(owner, strangersOwnPersonId);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await download(owner, 'json', strangersOwnPersonId)).statusCode).toBe(404);
    expect(await exportsOf(owner.company.id, strangersOwnPersonId)).toHaveLength(0);
  });

  it('gives the other company only its own process of a person both companies know', async () => {
    const body = await exportAs(stranger);
    const exported = body.data!.exportCandidateData;
    expect(exported.participations.map((item) => item.process.id)).toEqual([strangerProcessId]);
    expect(exported.unwantedList).toHaveLength(1);
    const text = JSON.stringify(exported);
    for (const own of ['PROCESO PROPIO', 'DESTACADA', 'Hola Lucía', 'Tu invitación propia', 'cv-key-propia'])
      expect(text).not.toContain(own);
    expect(exported.activityLog.map((entry) => entry.action)).toContain('candidate.tagAdd');
    expect(JSON.stringify(exported.activityLog)).not.toContain(`"userId":${owner.user.id}`);
  });

  it('records each of 20 simultaneous exports once', async () => {
    const before = (await exportsOf(owner.company.id)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => exportAs(owner)));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(await exportsOf(owner.company.id)).toHaveLength(before + 20);
  });
});

describe('GET /people-web/persons/:personId/data-export', () => {
  it('downloads the JSON file the mutation answers, named for the person', async () => {
    const response = await download(owner, 'json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="datos-personales-${personId}.json"`);
    const exported = response.json() as Exported;
    expect(exported.participations.map((item) => item.process.id)).toEqual(ownProcessIds);
    const [entry] = (await exportsOf(owner.company.id)).slice(-1);
    expect(entry?.data).toMatchObject({ format: 'JSON' });
  });

  it('downloads a PDF that reads the person, both processes and their data, and records it', async () => {
    const response = await download(owner, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(response.rawPayload)).join(' ');
    for (const expected of [
      'Datos personales de Lucía Fernández',
      'PROCESO PROPIO UNO',
      'PROCESO PROPIO DOS',
      'DESTACADA',
      'cv-lucia.pdf',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('AJENO');
    const [entry] = (await exportsOf(owner.company.id)).slice(-1);
    expect(entry?.data).toMatchObject({ format: 'PDF' });
  });

  it('answers an unknown format BAD_INPUT', async () => {
    const response = await download(owner, 'xml');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_INPUT' });
  });
});
