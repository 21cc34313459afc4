import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  blacklist,
  companyRoles,
  mailOutbox,
  memberships,
  notificationPreferences,
} from '../../../src/db/schema/index.js';
import { deliverLater } from '../../../src/mail/mailer.js';
import { uniqueTag } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';

/** The company area's records: hired, unwanted list, activity log, mail outbox and notification settings. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

type Body = { errors?: { extensions?: Record<string, unknown> }[] };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;
const DAY_MS = 86_400_000;

async function endedCandidate(companyId = owner.company.id, person?: { firstName?: string; lastName?: string }) {
  const process = await t.buildProcess({ companyId, name: `Proceso ${uniqueTag()}` });
  const candidate = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED', person });
  return { process, candidate };
}

describe('hiredPersons', () => {
  const query = (token: string, variables: Record<string, unknown> = {}) =>
    t.gql<{
      hiredPersons: { total: number; data: { processPersonId: number; processName: string; hiredBy: string | null }[] };
    }>(
      token,
      `query($search: String, $page: Int, $size: Int) { hiredPersons(search: $search, page: $page, size: $size) {
        total data { processPersonId personId processId processName firstName lastName hiredAt hiredBy } } }`,
      variables,
    );

  it('lists the company’s hires across processes with process and who, and undoes one through updatePersonHired', async () => {
    const name = `Contratada ${uniqueTag()}`;
    const a = await endedCandidate(owner.company.id, { firstName: name });
    const b = await endedCandidate(owner.company.id, { firstName: name });
    await t.buildHire({ processPersonId: a.candidate.processPersonId, userId: owner.user.id, hiredAt: '2026-01-10' });
    await t.buildHire({ processPersonId: b.candidate.processPersonId, userId: recruiter.user.id });
    const foreign = await endedCandidate(stranger.company.id, { firstName: name });
    await t.buildHire({ processPersonId: foreign.candidate.processPersonId });

    const page = (await query(viewer.token, { search: name })).data!.hiredPersons;
    expect(page.total).toBe(2);
    expect(page.data.map((x) => x.processPersonId)).toEqual([b.candidate.processPersonId, a.candidate.processPersonId]);
    expect(page.data[1]).toMatchObject({ processName: a.process.name, hiredAt: '2026-01-10' });
    expect(page.data[1]!.hiredBy).toContain(owner.user.firstName);

    const undo = await t.gql(
      recruiter.token,
      `mutation($p: Int!, $c: Int!) { updatePersonHired(processId: $p, processPersonId: $c, hiredDate: null) { status } }`,
      { p: a.process.id, c: a.candidate.processPersonId },
    );
    expect(undo.errors).toBeUndefined();
    expect((await query(owner.token, { search: name })).data!.hiredPersons.total).toBe(1);
  });

  it('refuses bad paging and a stranger sees none of the company’s hires', async () => {
    expect(codeOf(await query(owner.token, { size: 1000 }))).toBe('BAD_INPUT');
    const { candidate } = await endedCandidate();
    await t.buildHire({ processPersonId: candidate.processPersonId });
    const theirs = (await query(stranger.token, { size: 100 })).data!.hiredPersons.data;
    expect(theirs.map((x) => x.processPersonId)).not.toContain(candidate.processPersonId);
  });
});

describe('the unwanted list', () => {
  const list = (token: string, search?: string) =>
    t.gql<{
      unwantedPersons: {
        total: number;
        data: { personId: number; reason: string | null; listedBy: string | null; expiresAt: string | null }[];
      };
    }>(
      token,
      `query($search: String) { unwantedPersons(search: $search) { total data { personId firstName reason listedAt
        listedBy expiresAt processes { id name } } } }`,
      { search },
    );
  const setListed = (token: string, personId: number, variables: Record<string, unknown>) =>
    t.gql<{ setPersonToBlackList: boolean }>(
      token,
      `mutation($personId: Int!, $listed: Boolean, $reason: String, $expiresAt: DateTime, $note: String) {
        setPersonToBlackList(personId: $personId, listed: $listed, reason: $reason, expiresAt: $expiresAt, note: $note) }`,
      { personId, ...variables },
    );

  it('lists with reason, who and expiry, and removes with a note kept in the audit', async () => {
    const name = `Vetada ${uniqueTag()}`;
    const { process, candidate } = await endedCandidate(owner.company.id, { firstName: name });
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const listed = await setListed(recruiter.token, candidate.personId, {
      listed: true,
      reason: 'Falsificó referencias',
      expiresAt,
    });
    expect(listed.data!.setPersonToBlackList).toBe(true);
    const [entry] = (await list(owner.token, name)).data!.unwantedPersons.data;
    expect(entry).toMatchObject({ personId: candidate.personId, reason: 'Falsificó referencias', expiresAt });
    expect(entry!.listedBy).toContain(recruiter.user.firstName);
    expect(JSON.stringify((await list(owner.token, name)).data)).toContain(process.name);
    // Reading needs evaluation.reset: a viewer has not.
    expect(codeOf(await list(viewer.token))).toBe('FORBIDDEN');

    const removed = await setListed(owner.token, candidate.personId, { listed: false, note: 'Se aclaró el caso' });
    expect(removed.data!.setPersonToBlackList).toBe(false);
    expect((await list(owner.token, name)).data!.unwantedPersons.total).toBe(0);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.unblacklist'), eq(auditLog.entityId, String(candidate.personId))));
    expect(row!.data).toMatchObject({ note: 'Se aclaró el caso' });
  });

  it('refuses an expiry in the past and a reason too long, writing nothing', async () => {
    const { candidate } = await endedCandidate();
    const past = new Date(Date.now() - DAY_MS).toISOString();
    expect(codeOf(await setListed(owner.token, candidate.personId, { listed: true, expiresAt: past }))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await setListed(owner.token, candidate.personId, { listed: true, reason: 'x'.repeat(501) }))).toBe(
      'BAD_INPUT',
    );
    expect(await t.db.select().from(blacklist).where(eq(blacklist.personId, candidate.personId))).toEqual([]);
  });

  it('no longer counts an expired entry: not listed, not flagged, and listing again replaces it', async () => {
    const name = `Caducada ${uniqueTag()}`;
    const { candidate } = await endedCandidate(owner.company.id, { firstName: name });
    await t.db.insert(blacklist).values({
      companyId: owner.company.id,
      personId: candidate.personId,
      userId: owner.user.id,
      reason: 'Antigua',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await list(owner.token, name)).data!.unwantedPersons.total).toBe(0);
    const detail = await t.gql<{ processPerson: { blackListed: boolean } }>(
      owner.token,
      `query($id: Int!) { processPerson(id: $id) { blackListed } }`,
      { id: candidate.processPersonId },
    );
    expect(detail.data!.processPerson.blackListed).toBe(false);
    // A toggle sees the person off the list, so it lists them again, for good this time.
    expect((await setListed(owner.token, candidate.personId, { reason: 'Nueva' })).data!.setPersonToBlackList).toBe(
      true,
    );
    const [row] = await t.db.select().from(blacklist).where(eq(blacklist.personId, candidate.personId));
    expect(row).toMatchObject({ reason: 'Nueva', expiresAt: null });
  });

  it('shows a stranger nothing of the company’s list', async () => {
    const name = `Secreta ${uniqueTag()}`;
    const { candidate } = await endedCandidate(owner.company.id, { firstName: name });
    await setListed(owner.token, candidate.personId, { listed: true });
    expect((await list(stranger.token, name)).data!.unwantedPersons.total).toBe(0);
  });
});

describe('activityLog', () => {
  interface Page {
    activityLog: {
      nextCursor: number | null;
      data: { id: number; action: string; userName: string | null; processName: string | null }[];
    };
  }
  const read = (token: string, variables: Record<string, unknown> = {}) =>
    t.gql<Page>(
      token,
      `query($filter: ActivityLogFilter, $after: Int, $size: Int) { activityLog(filter: $filter, after: $after, size: $size) {
        nextCursor data { id createdAt userId userName action entityType entityId processId processName processPersonId
        candidateName data } } }`,
      variables,
    );

  it('pages newest first by cursor under filters, names the process and candidate, and exports CSV', async () => {
    const member = await t.buildMember({ role: 'OWNER' });
    const company = member.company;
    const process = await t.buildProcess({ companyId: company.id, name: `Registro ${uniqueTag()}` });
    const candidate = await t.buildProcessPerson({ processId: process.id, person: { firstName: '=Ana' } });
    const rows = Array.from({ length: 5 }, (_, i) => ({
      companyId: company.id,
      userId: member.user.id,
      action: i % 2 ? 'candidate.tagAdd' : 'process.edit',
      entityType: i % 2 ? 'processPerson' : 'process',
      entityId: String(i % 2 ? candidate.processPersonId : process.id),
      data: i % 2 ? { processId: process.id, code: '=cmd()' } : null,
    }));
    await t.db.insert(auditLog).values(rows);

    const first = (await read(member.token, { size: 2 })).data!.activityLog;
    expect(first.data).toHaveLength(2);
    expect(first.data[0]!.id).toBeGreaterThan(first.data[1]!.id);
    const second = (await read(member.token, { size: 2, after: first.nextCursor })).data!.activityLog;
    const third = (await read(member.token, { size: 2, after: second.nextCursor })).data!.activityLog;
    expect([...first.data, ...second.data, ...third.data]).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    expect(first.data[0]!.processName).toBe(process.name);

    const tagged = (await read(member.token, { filter: { action: 'candidate.tagAdd' } })).data!.activityLog.data;
    expect(tagged).toHaveLength(2);
    const byCandidate = (await read(member.token, { filter: { processPersonId: candidate.processPersonId } })).data!
      .activityLog.data;
    expect(byCandidate).toHaveLength(2);
    expect(byCandidate[0]).toMatchObject({ candidateName: expect.stringContaining('Ana') });
    const byProcess = (await read(member.token, { filter: { processId: process.id } })).data!.activityLog.data;
    expect(byProcess).toHaveLength(5);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    expect((await read(member.token, { filter: { from: tomorrow } })).data!.activityLog.data).toHaveLength(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/company-web/activity.csv?action=candidate.tagAdd',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    // A name that starts like a formula does not run in a spreadsheet.
    expect(lines[1]).toContain(`"'=Ana`);
    expect(lines[1]).not.toMatch(/,"=/);
  });

  it('is for administrators, refuses bad filters and shows a company only its own entries', async () => {
    expect(codeOf(await read(recruiter.token))).toBe('FORBIDDEN');
    expect(codeOf(await read(owner.token, { filter: { from: '2026-02-30' } }))).toBe('BAD_INPUT');
    expect(codeOf(await read(owner.token, { filter: { from: '2026-03-02', to: '2026-03-01' } }))).toBe('BAD_INPUT');
    expect(codeOf(await read(owner.token, { size: 201 }))).toBe('BAD_INPUT');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/company-web/activity.csv?from=nope',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.statusCode).toBe(400);
    await t.db.insert(auditLog).values({ companyId: stranger.company.id, action: 'secret.act', entityType: 'x' });
    const mine = (await read(owner.token, { filter: { action: 'secret.act' } })).data!.activityLog.data;
    expect(mine).toEqual([]);
  });
});

describe('the mail outbox', () => {
  interface OutboxBody {
    mailOutbox: {
      total: number;
      data: { id: number; body: string | null; status: string; category: string; attachments: string[] }[];
    };
  }
  const read = (token: string, variables: Record<string, unknown> = {}) =>
    t.gql<OutboxBody>(
      token,
      `query($search: String, $status: MailStatus) { mailOutbox(search: $search, status: $status) { total
        data { id to subject body category status attempts lastError createdAt sentAt attachments } } }`,
      variables,
    );
  const resend = (token: string, id: number) =>
    t.gql<{ resendMail: { status: string } }>(token, `mutation($id: Int!) { resendMail(id: $id) { status } }`, {
      id,
    });
  const mail = (values: Partial<typeof mailOutbox.$inferInsert>) =>
    t.db
      .insert(mailOutbox)
      .values({
        companyId: owner.company.id,
        to: `destino-${uniqueTag()}@example.test`,
        subject: 'Asunto',
        body: 'Texto personal',
        category: 'CANDIDATE',
        ...values,
      })
      .returning()
      .then((rows) => rows[0]!);

  it('searches by recipient and hides a candidate’s e-mail text from a reader without candidate access', async () => {
    const tag = uniqueTag();
    const candidateMail = await mail({ to: `candidata-${tag}@example.test` });
    const userMail = await mail({ to: `usuaria-${tag}@example.test`, category: 'USER', body: 'Para el equipo' });
    const invitation = await mail({
      to: `entrevista-${tag}@example.test`,
      attachments: [{ filename: 'entrevista.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    const page = (await read(owner.token, { search: tag })).data!.mailOutbox;
    expect(page.total).toBe(3);
    expect(page.data.find((x) => x.id === candidateMail.id)).toMatchObject({ body: 'Texto personal', attachments: [] });
    // The names of the attached files, never their content.
    expect(page.data.find((x) => x.id === invitation.id)!.attachments).toEqual(['entrevista.ics']);

    const admin = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const [role] = await t.db
      .insert(companyRoles)
      .values({ companyId: owner.company.id, name: `Solo empresa ${tag}`, permissions: ['company.full'] })
      .returning();
    await t.db
      .update(memberships)
      .set({ role: 'CUSTOM', customRoleId: role!.id })
      .where(and(eq(memberships.userId, admin.user.id), eq(memberships.companyId, owner.company.id)));
    const seen = (await read(admin.token, { search: tag })).data!.mailOutbox.data;
    expect(seen.find((x) => x.id === candidateMail.id)!.body).toBeNull();
    expect(seen.find((x) => x.id === userMail.id)!.body).toBe('Para el equipo');
    expect(codeOf(await read(recruiter.token))).toBe('FORBIDDEN');
    expect((await read(stranger.token, { search: tag })).data!.mailOutbox.total).toBe(0);
  });

  it('resends a failed e-mail once, refuses any other, and never another company’s', async () => {
    const failed = await mail({ status: 'FAILED', lastError: 'SMTP 550', attempts: 1 });
    const sent = await mail({ status: 'SENT', sentAt: new Date(), attempts: 1 });
    expect(codeOf(await resend(stranger.token, failed.id))).toBe('NOT_FOUND');
    const results = await Promise.all(Array.from({ length: 20 }, () => resend(owner.token, failed.id)));
    expect(results.filter((r) => r.data?.resendMail.status === 'QUEUED')).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'MAIL_NOT_RESENDABLE')).toHaveLength(19);
    expect(codeOf(await resend(owner.token, sent.id))).toBe('MAIL_NOT_RESENDABLE');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(row).toMatchObject({ status: 'QUEUED', lastError: null });
  });

  it('marks a delivery SMTP refuses FAILED with its error and counts the attempt', async () => {
    const queued = await mail({});
    // Nothing listens on port 1: the connection is refused.
    await deliverLater(t.db, [queued.id], 'smtp://127.0.0.1:1');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, sentAt: null });
    expect(row!.lastError).toBeTruthy();
  });
});

describe('member notification settings', () => {
  const read = (token: string) =>
    t.gql<{ memberNotificationSettings: { userId: number; inApp: boolean; emailOn: boolean }[] }>(
      token,
      `{ memberNotificationSettings { userId name email inApp emailOn } }`,
    );
  const save = (token: string, userId: number, inApp: boolean, email: boolean) =>
    t.gql<{ saveMemberNotificationSettings: { userId: number; inApp: boolean; emailOn: boolean } }>(
      token,
      `mutation($userId: Int!, $inApp: Boolean!, $email: Boolean!) {
        saveMemberNotificationSettings(userId: $userId, inApp: $inApp, email: $email) { userId inApp emailOn } }`,
      { userId, inApp, email },
    );

  it('shows every member’s channels and lets an administrator change one, keeping the member’s language', async () => {
    await t.db
      .insert(notificationPreferences)
      .values({ userId: recruiter.user.id, companyId: owner.company.id, inApp: true, email: true, locale: 'en' });
    const before = (await read(owner.token)).data!.memberNotificationSettings;
    expect(before.map((x) => x.userId)).toEqual(expect.arrayContaining([owner.user.id, recruiter.user.id]));
    const saved = await save(owner.token, recruiter.user.id, false, true);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveMemberNotificationSettings).toEqual({
      userId: recruiter.user.id,
      inApp: false,
      emailOn: true,
    });
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, recruiter.user.id),
          eq(notificationPreferences.companyId, owner.company.id),
        ),
      );
    expect(row).toMatchObject({ inApp: false, email: true, locale: 'en' });
  });

  it('is for administrators and never reaches another company’s member', async () => {
    expect(codeOf(await read(recruiter.token))).toBe('FORBIDDEN');
    expect(codeOf(await save(recruiter.token, owner.user.id, false, false))).toBe('FORBIDDEN');
    expect(codeOf(await save(owner.token, stranger.user.id, false, false))).toBe('NOT_FOUND');
    expect(
      await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, stranger.user.id)),
    ).toEqual([]);
  });
});
