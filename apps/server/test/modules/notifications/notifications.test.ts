import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZES, type PersonStatus } from '@terna/domain';
import { notifications } from '../../../src/db/schema/index.js';
import { notifyEvaluationFinished } from '../../../src/modules/notifications/index.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

/**
 * Recruiter notifications (issue 17): a finished candidate tells the recruiters of the process in
 * the app and by e-mail, each as they chose; reading and marking only touch the caller's own.
 */

const { t, owner, recruiter, viewer, stranger } = testSuite({
  members: ['recruiter', 'viewer', 'stranger'],
  config: { publicUrl: 'https://terna.example.test' },
});
const records = invitationRecords(t);
const config = () => t.services.config;

interface Listed {
  notifications: {
    total: number;
    unread: number;
    data: {
      id: number;
      kind: string;
      processId: number;
      processPersonId: number;
      candidateName: string;
      processName: string;
      composedScore: number | null;
      link: string;
      readAt: string | null;
    }[];
  };
}

const LIST = `query List($page: Int, $size: Int) { notifications(page: $page, size: $size) {
  total unread data { id kind processId processPersonId candidateName processName composedScore link readAt } } }`;
const list = (member: Member, variables: Record<string, unknown> = {}) => t.gql<Listed>(member.token, LIST, variables);
const mark = (member: Member, ids: number[]) =>
  t.gql<{ markNotificationsRead: number }>(
    member.token,
    'mutation Mark($ids: [Int!]!) { markNotificationsRead(ids: $ids) }',
    {
      ids,
    },
  );
const savePreferences = (member: Member, inApp: boolean, email: boolean, language = 'es') =>
  t.gql<{ saveNotificationPreferences: { inApp: boolean; email: boolean } }>(
    member.token,
    'mutation Save($inApp: Boolean!, $email: Boolean!) { saveNotificationPreferences(inApp: $inApp, email: $email) { inApp email } }',
    { inApp, email },
    { 'accept-language': language },
  );

let processId: number;
let processName: string;

beforeAll(async () => {
  const process = await t.buildProcess({
    companyId: owner.company.id,
    ownerId: recruiter.user.id,
    name: 'ANALISTA DE RIESGOS',
    withJobOpportunity: true,
  });
  processId = process.id;
  processName = process.name;
});

const finished = (status: PersonStatus = 'ENDED', composedScore: number | null = 87.5) =>
  t.buildProcessPerson({
    processId,
    evaluationsStatus: status,
    composedScore,
    person: { firstName: 'Valeria', lastName: 'Quispe' },
  });

describe('notifyEvaluationFinished', () => {
  it('notifies every member of the process’s company in the app and by e-mail, nobody of another company', async () => {
    const candidate = await finished();
    await notifyEvaluationFinished(t.db, candidate.processPersonId, config());

    for (const member of [owner, recruiter, viewer]) {
      const page = (await list(member)).data!.notifications;
      const mine = page.data.find((n) => n.processPersonId === candidate.processPersonId);
      expect(mine).toEqual({
        id: expect.any(Number) as number,
        kind: 'EVALUATION_FINISHED',
        processId,
        processPersonId: candidate.processPersonId,
        candidateName: 'Valeria Quispe',
        processName,
        composedScore: 87.5,
        // The process's first component (DISC) is the detail's first tab.
        link: `/cap/process/${processId}/candidates/${candidate.processPersonId}/disc`,
        readAt: null,
      });
      const mails = await records.mailsTo(owner.company.id, member.user.email);
      expect(mails.map((m) => m.subject)).toContain(`Valeria Quispe terminó su evaluación en ${processName}`);
      const mail = mails.find((m) => m.body.includes(`/candidates/${candidate.processPersonId}/`))!;
      expect(mail.body).toContain(`Hola ${member.user.firstName}:`);
      expect(mail.body).toContain('Puntaje compuesto: 87.5.');
      expect(mail.body).toContain(
        `https://terna.example.test/es/cap/process/${processId}/candidates/${candidate.processPersonId}/disc`,
      );
    }
    expect((await list(stranger)).data!.notifications).toEqual({ total: 0, unread: 0, data: [] });
    expect(await records.mailsOf(stranger.company.id)).toEqual([]);
    expect(await records.mailsTo(owner.company.id, stranger.user.email)).toEqual([]);
  });

  it('follows each user’s choice: in-app off gets only the e-mail, e-mail off only the bell, in the saved language', async () => {
    const quiet = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const mailless = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const english = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    expect((await savePreferences(quiet, false, true)).data!.saveNotificationPreferences).toEqual({
      inApp: false,
      email: true,
    });
    await savePreferences(mailless, true, false);
    await savePreferences(english, true, true, 'en');
    const candidate = await finished('DISQUALIFIED', null);
    await notifyEvaluationFinished(t.db, candidate.processPersonId, config());

    expect((await list(quiet)).data!.notifications.total).toBe(0);
    expect(await records.mailsTo(owner.company.id, quiet.user.email)).toHaveLength(1);
    expect((await list(mailless)).data!.notifications.total).toBe(1);
    expect(await records.mailsTo(owner.company.id, mailless.user.email)).toEqual([]);
    const [mail] = await records.mailsTo(owner.company.id, english.user.email);
    expect(mail!.subject).toBe(`Valeria Quispe finished their evaluation in ${processName}`);
    expect(mail!.body).not.toContain('Composed score');
    expect(mail!.body).toContain(`https://terna.example.test/en/cap/process/${processId}/candidates/`);
    expect((await list(english)).data!.notifications.data[0]!.composedScore).toBeNull();
  });

  it('notifies once per participation, even under 20 calls at once', async () => {
    const candidate = await finished();
    const own = eq(notifications.processPersonId, candidate.processPersonId);
    await Promise.all(
      Array.from({ length: 20 }, () => notifyEvaluationFinished(t.db, candidate.processPersonId, config())),
    );
    await notifyEvaluationFinished(t.db, candidate.processPersonId, config());
    const users = (await t.db.select().from(notifications).where(own)).map((row) => row.userId);
    expect(new Set(users).size).toBe(users.length);
    expect(users).toEqual(expect.arrayContaining([owner, recruiter, viewer].map((m) => m.user.id)));
    const mails = await records.mailsTo(owner.company.id, owner.user.email);
    expect(mails.filter((m) => m.body.includes(`/candidates/${candidate.processPersonId}/`))).toHaveLength(1);
  });

  it('leaves a candidate who has not finished alone, so a later finish still notifies', async () => {
    const candidate = await finished('INPROGRESS');
    await notifyEvaluationFinished(t.db, candidate.processPersonId, config());
    const own = eq(notifications.processPersonId, candidate.processPersonId);
    expect(await t.db.select().from(notifications).where(own)).toEqual([]);
  });
});

describe('notifications, markNotificationsRead and the preferences', () => {
  it('pages newest first with the total and the unread count', async () => {
    const member = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const first = await finished();
    const second = await finished();
    await notifyEvaluationFinished(t.db, first.processPersonId, config());
    await notifyEvaluationFinished(t.db, second.processPersonId, config());
    const page = (await list(member, { page: 1, size: 1 })).data!.notifications;
    expect(page.total).toBe(2);
    expect(page.unread).toBe(2);
    expect(page.data.map((n) => n.processPersonId)).toEqual([second.processPersonId]);
    const next = (await list(member, { page: 2, size: 1 })).data!.notifications;
    expect(next.data.map((n) => n.processPersonId)).toEqual([first.processPersonId]);
    expect(codeOf(await list(member, { size: NOTIFICATION_PAGE_SIZES.max + 1 }))).toBe('BAD_INPUT');
  });

  it('marks only the caller’s own notifications; an empty list marks all of them', async () => {
    const reader = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    const colleague = await t.buildMember({ role: 'RECRUITER', company: owner.company });
    for (const candidate of [await finished(), await finished()])
      await notifyEvaluationFinished(t.db, candidate.processPersonId, config());
    const mine = (await list(reader)).data!.notifications.data;
    const theirs = (await list(colleague)).data!.notifications.data;

    expect((await mark(reader, [mine[0]!.id, ...theirs.map((n) => n.id)])).data!.markNotificationsRead).toBe(1);
    const after = (await list(reader)).data!.notifications;
    expect(after.unread).toBe(1);
    expect(after.data.find((n) => n.id === mine[0]!.id)!.readAt).not.toBeNull();
    expect((await list(colleague)).data!.notifications.unread).toBe(2);

    // A stranger naming them changes nothing either.
    expect(
      (
        await mark(
          stranger,
          theirs.map((n) => n.id),
        )
      ).data!.markNotificationsRead,
    ).toBe(0);
    expect((await list(colleague)).data!.notifications.unread).toBe(2);

    expect((await mark(reader, [])).data!.markNotificationsRead).toBe(0);
    expect((await list(reader)).data!.notifications.unread).toBe(0);
    expect((await list(colleague)).data!.notifications.unread).toBe(2);
  });

  it('answers both channels on until the user changes them, per company', async () => {
    const member = await t.buildMember({ role: 'VIEWER', company: owner.company });
    const read = () =>
      t.gql<{ notificationPreferences: { inApp: boolean; email: boolean } }>(
        member.token,
        '{ notificationPreferences { inApp email } }',
      );
    expect((await read()).data!.notificationPreferences).toEqual({ inApp: true, email: true });
    await savePreferences(member, false, false);
    expect((await read()).data!.notificationPreferences).toEqual({ inApp: false, email: false });
    expect((await t.gql(owner.token, '{ notificationPreferences { inApp email } }')).data).toEqual({
      notificationPreferences: { inApp: true, email: true },
    });
  });

  it('needs a signed-in user', async () => {
    expect(codeOf(await t.gql(null, LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(null, 'mutation { markNotificationsRead(ids: []) }'))).toBe('UNAUTHENTICATED');
  });
});
