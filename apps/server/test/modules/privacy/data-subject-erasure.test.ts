import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit } from '../../../src/audit.js';
import { queryRows } from '../../../src/db/client.js';
import {
  auditLog,
  candidateFiles,
  candidateReports,
  chatConversations,
  chatMessages,
  curricula,
  mailOutbox,
  notifications,
  persons,
  processPersons,
} from '../../../src/db/schema/index.js';
import { afterCommitSettled } from '../../../src/db/tenant.js';
import { candidateApi } from '../../support/candidate-api.js';
import { uniqueTag } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';

/**
 * anonymizeCandidate (issue 21, docs/decisions/033): an administrator erases a candidate's personal
 * data in their company, everywhere the product keeps it, while every count stays the same.
 */
const { t, owner, recruiter, stranger, process } = testSuite({
  members: ['recruiter', 'stranger'],
  process: { withJobOpportunity: true },
});
const api = candidateApi(t);

const ANONYMIZE = `mutation($personId: Int!) { anonymizeCandidate(personId: $personId) }`;
const ANALYTICS = `query { companyAnalytics {
  candidates candidatesByStatus { status count } candidatesBySource { source count }
  timeToHire { hires medianDays } tags { code candidates } } }`;
const SEARCH = `query($text: String) { talentPoolSearch(pool: MY_BASE, text: $text) { total data { personId } } }`;

type Body = { errors?: { extensions?: { code?: string } }[] };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;
const anonymize = (token: string, personId: number) =>
  t.gql<{ anonymizeCandidate: boolean }>(token, ANONYMIZE, { personId });

async function analytics() {
  const body = await t.gql(owner.token, ANALYTICS);
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A candidate of the owner's company with everything the product keeps about them. */
async function fullCandidate() {
  const tag = uniqueTag();
  const person = {
    firstName: `Rosalía${tag}`,
    lastName: `Quispe${tag}`,
    email: `rosalia-${tag}@example.test`,
    identification: `ID${tag}`,
  };
  const built = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED', person });
  const ppId = built.processPersonId;
  await t.db
    .update(persons)
    .set({ phone: `+59399${tag.slice(-7)}` })
    .where(eq(persons.id, built.personId));
  await t.buildCurriculum({ personId: built.personId, areaExperience: 'Tecnología', skills: [`Habilidad${tag}`] });
  await t.buildPersonTag({ processPersonId: ppId, code: 'Tag_1' });
  await t.buildComponentResult({ processPersonId: ppId, componentType: 'CURRICULUM', status: 'SUCCESS', value: 80 });

  const put = () =>
    t.services.files.put(new Uint8Array([1, 2, 3]), {
      contentType: 'application/pdf',
      fileName: 'cv.pdf',
      companyId: owner.company.id,
      access: 'company',
      inline: false,
    });
  const cvKey = await put();
  const reportKey = await put();
  const bundleKey = await put();
  await t.db.insert(candidateFiles).values({
    processPersonId: ppId,
    companyId: owner.company.id,
    fileKey: cvKey,
    fileName: `CV ${person.firstName}.pdf`,
    contentType: 'application/pdf',
    size: 3,
  });
  const report = (kind: 'CANDIDATE' | 'BUNDLE', fileKey: string, memberIds?: number[]) =>
    t.db
      .insert(candidateReports)
      .values({
        companyId: owner.company.id,
        processId: process.id,
        processPersonId: kind === 'BUNDLE' ? null : ppId,
        kind,
        status: 'COMPLETED',
        format: 'PDF',
        language: 'es',
        engineId: 'EVALUAR',
        vendorId: 'V',
        optionsKey: `options-${fileKey}`,
        dataHash: 'hash',
        document: { candidate: { name: `${person.firstName} ${person.lastName}` } },
        memberIds,
        fileKey,
        fileName: `${person.lastName}.pdf`,
      })
      .returning({ id: candidateReports.id });
  const [candidateReport] = await report('CANDIDATE', reportKey);
  await report('BUNDLE', bundleKey, [candidateReport!.id]);

  await t.db.insert(chatConversations).values({ id: ppId, companyId: owner.company.id });
  await t.db.insert(chatMessages).values({
    id: crypto.randomUUID(),
    conversationId: ppId,
    companyId: owner.company.id,
    senderId: owner.user.id,
    content: `Hola ${person.firstName}, tu teléfono es el de siempre`,
  });
  await t.db.insert(notifications).values({
    companyId: owner.company.id,
    userId: owner.user.id,
    kind: 'CANDIDATE_FINISHED',
    processId: process.id,
    processPersonId: ppId,
    payload: { candidateName: `${person.firstName} ${person.lastName}`, processName: process.name },
  });
  await t.db.insert(mailOutbox).values([
    { companyId: owner.company.id, to: person.email, subject: 'Tu evaluación', body: `Hola ${person.firstName}` },
    {
      companyId: owner.company.id,
      to: owner.user.email,
      subject: `${person.firstName} ${person.lastName} terminó`,
      body: `El candidato ${person.firstName} ${person.lastName} (${person.email}) terminó su evaluación.`,
    },
  ]);
  await audit(t.db, { companyId: owner.company.id, userId: owner.user.id }, 'candidate.hire', 'processPerson', ppId, {
    personId: built.personId,
    firstName: person.firstName,
    lastName: person.lastName,
    note: `Contratar a ${person.firstName} ${person.lastName}, id ${person.identification}`,
  });
  return { ...built, person, cvKey, reportKey, bundleKey };
}

/** Any trace of the person's values in the company's rows the erasure must reach. */
async function traces(values: string[]) {
  const patterns = values.map((value) => `%${value}%`);
  const [row] = await queryRows<{ count: number }>(
    t.db,
    sql`select (select count(*) from audit_log where company_id = ${owner.company.id} and data::text ilike any(${sql.param(patterns)}::text[]))
      + (select count(*) from mail_outbox where company_id = ${owner.company.id}
          and (subject || body || "to") ilike any(${sql.param(patterns)}::text[]))
      + (select count(*) from notifications where company_id = ${owner.company.id} and payload::text ilike any(${sql.param(patterns)}::text[]))
      + (select count(*) from chat_messages where company_id = ${owner.company.id} and content ilike any(${sql.param(patterns)}::text[]))
      + (select count(*) from candidate_reports where company_id = ${owner.company.id}
          and (document::text || file_name) ilike any(${sql.param(patterns)}::text[]))
      + (select count(*) from candidate_files where company_id = ${owner.company.id} and file_name ilike any(${sql.param(patterns)}::text[]))
      + (select count(*) from persons p where (p.first_name || ' ' || p.last_name || coalesce(p.email, '')) ilike any(${sql.param(patterns)}::text[])
          and (p.created_by_company_id = ${owner.company.id}
            or exists (select 1 from process_persons pp where pp.person_id = p.id and pp.company_id = ${owner.company.id})))
      as count`,
  );
  return Number(row!.count);
}

describe('anonymizeCandidate', () => {
  it('erases the person from every record of the company and keeps every count', async () => {
    const candidate = await fullCandidate();
    const { person } = candidate;
    const values = [person.firstName, person.lastName, person.email, person.identification];
    expect(await traces(values)).toBeGreaterThan(5);
    const search = await t.gql<{ talentPoolSearch: { total: number } }>(owner.token, SEARCH, { text: person.lastName });
    expect(search.data!.talentPoolSearch.total).toBe(1);
    const before = await analytics();

    const body = await anonymize(owner.token, candidate.personId);
    expect(body.errors).toBeUndefined();
    expect(body.data!.anonymizeCandidate).toBe(true);
    await afterCommitSettled();

    expect(await traces(values)).toBe(0);
    const view = await api.processPerson(owner.token, candidate.processPersonId);
    expect(view.errors).toBeUndefined();
    expect(view.data!.processPerson).toMatchObject({ firstName: 'Anónimo', mail: null, identification: null });
    expect(view.data!.processPerson.firstName).not.toContain(person.firstName);
    // The person's own record and CV are gone: no other company had them.
    expect(await t.db.select().from(persons).where(eq(persons.id, candidate.personId))).toHaveLength(0);
    expect(await t.db.select().from(curricula).where(eq(curricula.personId, candidate.personId))).toHaveLength(0);
    for (const key of [candidate.cvKey, candidate.reportKey, candidate.bundleKey]) {
      expect(await t.services.files.get(key)).toBeNull();
    }
    expect(
      await t.db.select().from(candidateFiles).where(eq(candidateFiles.processPersonId, candidate.processPersonId)),
    ).toHaveLength(0);
    const [message] = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, candidate.processPersonId));
    expect(message!.content).toBe('***');
    for (const text of [person.lastName, person.firstName, 'Anónimo']) {
      const after = await t.gql<{ talentPoolSearch: { total: number } }>(owner.token, SEARCH, { text });
      expect(after.data!.talentPoolSearch.total).toBe(0);
    }
    // Scores, tags, statuses and hires count as before.
    expect(await analytics()).toEqual(before);
    const [participation] = await t.db
      .select()
      .from(processPersons)
      .where(eq(processPersons.id, candidate.processPersonId));
    expect(participation).toMatchObject({ evaluationsStatus: 'ENDED', processId: process.id });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.company.id), eq(auditLog.action, 'candidate.anonymize')));
    expect(entries.filter((entry) => entry.entityId === String(candidate.personId))).toMatchObject([
      { userId: owner.user.id, entityType: 'person', data: { trigger: 'MANUAL', participations: 1, files: 3 } },
    ]);
  });

  it('leaves another company’s participation and the person’s record there untouched', async () => {
    const candidate = await fullCandidate();
    const theirs = await t.buildProcess({ companyId: stranger.company.id });
    const there = await t.buildProcessPerson({ processId: theirs.id, personId: candidate.personId });
    expect((await anonymize(owner.token, candidate.personId)).errors).toBeUndefined();

    const view = await api.processPerson(stranger.token, there.processPersonId);
    expect(view.data!.processPerson).toMatchObject({
      firstName: candidate.person.firstName,
      mail: candidate.person.email,
    });
    const [record] = await t.db.select().from(persons).where(eq(persons.id, candidate.personId));
    expect(record).toMatchObject({ firstName: candidate.person.firstName, createdByCompanyId: null });
    expect(await t.db.select().from(curricula).where(eq(curricula.personId, candidate.personId))).toHaveLength(1);
    // The owner's company no longer reaches the person by any path.
    const ownView = await api.processPerson(owner.token, candidate.processPersonId);
    expect(ownView.data!.processPerson.firstName).toBe('Anónimo');
  });

  it('is for administrators of the caller’s company only', async () => {
    const candidate = await fullCandidate();
    expect(codeOf(await anonymize(recruiter.token, candidate.personId))).toBe('FORBIDDEN');
    expect(codeOf(await anonymize(stranger.token, candidate.personId))).toBe('NOT_FOUND');
    expect(codeOf(await anonymize(owner.token, 999_999_999))).toBe('NOT_FOUND');
    expect(codeOf(await anonymize(owner.token, -1))).toBe('BAD_INPUT');
    const [record] = await t.db.select().from(persons).where(eq(persons.id, candidate.personId));
    expect(record!.firstName).toBe(candidate.person.firstName);
  });

  it('answers true to 20 parallel calls and erases once', async () => {
    const candidate = await fullCandidate();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => anonymize(owner.token, candidate.personId)));
    expect(bodies.map((body) => codeOf(body) ?? body.data!.anonymizeCandidate)).toEqual(Array(20).fill(true));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.anonymize'), eq(auditLog.entityId, String(candidate.personId))));
    expect(entries).toHaveLength(1);
    const standIns = await queryRows<{ count: number }>(
      t.db,
      sql`select count(distinct person_id)::int as count from process_persons where id = ${candidate.processPersonId}`,
    );
    expect(standIns[0]!.count).toBe(1);
    // Asked again later: done already, nothing more written.
    expect((await anonymize(owner.token, candidate.personId)).data!.anonymizeCandidate).toBe(true);
  });
});
