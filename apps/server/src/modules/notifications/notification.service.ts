import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  candidatePagePath,
  interpolate,
  isLocale,
  NOTIFICATION_MARK_MAX,
  NOTIFICATION_PAGE_SIZES,
  notificationPreferencesSchema,
  type ComponentType,
  type Locale,
  type NotificationKind,
  type NotificationPayload,
  type NotificationPreferencesInput,
} from '@terna/domain';
import { z } from 'zod';
import { loadConfig, type Config } from '../../config.js';
import { audit } from '../../audit.js';
import { requireCaller, requirePermission, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { notificationEvents, notificationPreferences, notifications } from '../../db/schema/index.js';
import { deliverLater, queueMails, type OutgoingMail } from '../../mail/mailer.js';
import { DomainError } from '../../errors.js';
import { pagination, parseInput } from '../../validation.js';

/** A notification as its owner reads it. */
export interface NotificationView extends NotificationPayload {
  id: number;
  kind: NotificationKind;
  processId: number | null;
  processPersonId: number | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface NotificationPage {
  data: NotificationView[];
  total: number;
  unread: number;
}

export type NotificationSettings = NotificationPreferencesInput;

/** The candidate states that mean the candidate is through with the portal. */
const FINISHED_STATUSES = ['ENDED', 'DISQUALIFIED'];

const MAIL = {
  es: {
    subject: '{{candidateName}} terminó su evaluación en {{processName}}',
    body:
      'Hola {{firstName}}:\n\n{{candidateName}} terminó su evaluación en el proceso {{processName}}.{{score}}\n\n' +
      'Revisa sus resultados aquí:\n{{link}}\n\nPuedes dejar de recibir estos correos desde las preferencias de notificaciones.',
    score: ' Puntaje compuesto: {{value}}.',
  },
  en: {
    subject: '{{candidateName}} finished their evaluation in {{processName}}',
    body:
      'Hello {{firstName}},\n\n{{candidateName}} finished their evaluation in the process {{processName}}.{{score}}\n\n' +
      'See their results here:\n{{link}}\n\nYou can stop these e-mails in your notification preferences.',
    score: ' Composed score: {{value}}.',
  },
} as const satisfies Record<Locale, { subject: string; body: string; score: string }>;

interface Recipient {
  user_id: number;
  email: string;
  first_name: string;
  in_app: boolean;
  email_on: boolean;
  locale: string | null;
}

const localeOf = (value: string | null): Locale => (isLocale(value) ? value : 'es');

/**
 * Tells the recruiters of the process that a candidate finished (ENDED or DISQUALIFIED): an in-app
 * notification for each active member of the process's company who may see processes, whose scope holds
 * the process (an agency- or department-limited member hears only of theirs) and who keeps in-app on,
 * an e-mail queued for each who keeps e-mail on. Runs on the owner connection after the candidate's
 * commit. Once per participation: the event row is the key, so finishing twice (or twenty calls at
 * once) notifies once. A candidate not yet finished is left alone, so an early call burns nothing.
 * `config` gives the links' address and SMTP; the server's own configuration when left out.
 */
export async function notifyEvaluationFinished(
  db: Database,
  processPersonId: number,
  config: Pick<Config, 'publicUrl' | 'smtpUrl'> = loadConfig(),
): Promise<void> {
  const kind: NotificationKind = 'EVALUATION_FINISHED';
  const mailIds = await db.transaction(async (tx) => {
    const [candidate] = await queryRows<{
      company_id: number;
      process_id: number;
      agency_id: number | null;
      department_id: number | null;
      status: string;
      candidate_name: string;
      process_name: string;
      composed_score: string | null;
      first_component: ComponentType | null;
    }>(
      tx,
      sql`select pp.company_id, pp.process_id, p.agency_id, p.department_id, pp.evaluations_status as status,
          trim(concat_ws(' ', pe.first_name, pe.last_name)) as candidate_name, p.name as process_name, pp.composed_score,
          (select jc.component_type from job_opportunities jo join job_components jc on jc.job_opportunity_id = jo.id
            where jo.process_id = p.id order by jc."order", jc.id limit 1) as first_component
        from process_persons pp join persons pe on pe.id = pp.person_id join processes p on p.id = pp.process_id
        where pp.id = ${processPersonId}`,
    );
    if (!candidate || !FINISHED_STATUSES.includes(candidate.status)) return [];
    const claimed = await tx
      .insert(notificationEvents)
      .values({ companyId: candidate.company_id, kind, processPersonId })
      .onConflictDoNothing()
      .returning({ id: notificationEvents.id });
    if (claimed.length === 0) return [];

    const recipients = await queryRows<Recipient>(
      tx,
      sql`select u.id as user_id, u.email, u.first_name, coalesce(np.in_app, true) as in_app,
          coalesce(np.email, true) as email_on, np.locale
        from memberships m join users u on u.id = m.user_id
          left join notification_preferences np on np.user_id = m.user_id and np.company_id = m.company_id
        where m.company_id = ${candidate.company_id} and m.status = 'ACTIVE'
          and (m.agency_id is null or (m.agency_id = ${candidate.agency_id}
            and (m.department_id is null or m.department_id = ${candidate.department_id})))
          and exists (select 1 from role_permissions rp join permissions pm on pm.id = rp.permission_id
            where rp.role = m.role and pm.action = 'process.view')
        order by u.id`,
    );
    const path = candidate.first_component
      ? candidatePagePath(candidate.process_id, processPersonId, candidate.first_component)
      : `/cap/process/${candidate.process_id}/control/people`;
    const payload: NotificationPayload = {
      candidateName: candidate.candidate_name,
      processName: candidate.process_name,
      composedScore: candidate.composed_score === null ? null : Number(candidate.composed_score),
      link: path,
    };
    const inApp = recipients.filter((r) => r.in_app);
    if (inApp.length) {
      await tx.insert(notifications).values(
        inApp.map((r) => ({
          companyId: candidate.company_id,
          userId: r.user_id,
          kind,
          processId: candidate.process_id,
          processPersonId,
          payload,
        })),
      );
    }
    const base = config.publicUrl.replace(/\/$/, '');
    const mails = recipients
      .filter((r) => r.email_on)
      .map((r): OutgoingMail => {
        const locale = localeOf(r.locale);
        const template = MAIL[locale];
        const params = {
          firstName: r.first_name,
          candidateName: payload.candidateName,
          processName: payload.processName,
          link: `${base}/${locale}${path}`,
          score:
            payload.composedScore === null
              ? ''
              : interpolate(template.score, { value: payload.composedScore.toFixed(2).replace(/\.?0+$/, '') }),
        };
        return {
          companyId: candidate.company_id,
          to: r.email,
          subject: interpolate(template.subject, params),
          body: interpolate(template.body, params),
          category: 'USER',
        };
      });
    return queueMails(tx, mails);
  });
  await deliverLater(db, mailIds, config.smtpUrl);
}

const pageSchema = z.object(pagination(NOTIFICATION_PAGE_SIZES.max, NOTIFICATION_PAGE_SIZES.default));

/** notifications(page, size): the caller's notifications in the company they act in, newest first. */
export async function listNotifications(ctx: RequestContext, args: unknown): Promise<NotificationPage> {
  const caller = requireCaller(ctx);
  const { page, size } = parseInput(ctx, pageSchema, args);
  const own = and(eq(notifications.userId, caller.userId), eq(notifications.companyId, caller.companyId));
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(own)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
  const [totals] = await ctx.db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(own);
  return {
    data: rows.map((row) => ({
      ...(row.payload as NotificationPayload),
      id: row.id,
      kind: row.kind as NotificationKind,
      processId: row.processId,
      processPersonId: row.processPersonId,
      createdAt: row.createdAt,
      readAt: row.readAt,
    })),
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
  };
}

const markSchema = z.object({ ids: z.array(z.number().int().min(1)).max(NOTIFICATION_MARK_MAX) });

/**
 * markNotificationsRead(ids): marks the caller's notifications read (an empty list: all of them).
 * Ids of anyone else's notifications are ignored. Answers how many stay unread.
 */
export async function markNotificationsRead(ctx: RequestContext, ids: unknown): Promise<number> {
  const caller = requireCaller(ctx);
  const input = parseInput(ctx, markSchema, { ids });
  const own = and(eq(notifications.userId, caller.userId), eq(notifications.companyId, caller.companyId));
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(own, isNull(notifications.readAt), input.ids.length ? inArray(notifications.id, input.ids) : undefined));
  const [left] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(own, isNull(notifications.readAt)));
  return left?.unread ?? 0;
}

/** notificationPreferences: the caller's channels in the company they act in (both on until changed). */
export async function getNotificationPreferences(ctx: RequestContext): Promise<NotificationSettings> {
  const caller = requireCaller(ctx);
  const [row] = await ctx.db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, caller.userId), eq(notificationPreferences.companyId, caller.companyId)),
    );
  return row ?? { inApp: true, email: true };
}

/**
 * Writes a member's channels. `locale` is the language of their e-mails: their own save sets it, an
 * administrator's change keeps whatever the member chose.
 */
async function writePreferences(
  db: Pick<Database, 'insert'>,
  member: { userId: number; companyId: number },
  input: NotificationSettings,
  locale?: Locale,
): Promise<void> {
  const language = locale === undefined ? {} : { locale };
  await db
    .insert(notificationPreferences)
    .values({ ...member, ...input, ...language })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.companyId],
      set: { ...input, ...language },
    });
}

/** A member's notification channels as the company's notification settings show them. */
export interface MemberNotificationSettings {
  userId: number;
  name: string;
  /** The member's address. */
  email: string;
  inApp: boolean;
  /** Whether the events reach them by e-mail. */
  emailOn: boolean;
}

/**
 * memberNotificationSettings: which of the company's events reach each active member who may see
 * processes, by e-mail and in the app (permission company.full). Today the one event is a candidate
 * finishing their evaluation (NOTIFICATION_KINDS).
 */
export async function memberNotificationSettings(ctx: RequestContext): Promise<MemberNotificationSettings[]> {
  const caller = requirePermission(ctx, 'company.full');
  return settingsOfMembers(ctx.db, caller.companyId);
}

/** The active members' channels (both on until changed), or one member's. */
async function settingsOfMembers(
  db: Pick<Database, 'execute'>,
  companyId: number,
  userId?: number,
): Promise<MemberNotificationSettings[]> {
  const rows = await queryRows<{ user_id: number; name: string; email: string; in_app: boolean; email_on: boolean }>(
    db,
    sql`select u.id as user_id, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as name,
        u.email, coalesce(np.in_app, true) as in_app, coalesce(np.email, true) as email_on
      from memberships m join users u on u.id = m.user_id
        left join notification_preferences np on np.user_id = m.user_id and np.company_id = m.company_id
      where m.company_id = ${companyId} and m.status = 'ACTIVE' ${userId === undefined ? sql`` : sql`and m.user_id = ${userId}`}
      order by lower(u.first_name), lower(u.last_name), u.id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    inApp: row.in_app,
    emailOn: row.email_on,
  }));
}

/** saveMemberNotificationSettings(userId, inApp, email): an administrator sets a member's channels. */
export async function saveMemberNotificationSettings(
  ctx: RequestContext,
  userId: unknown,
  args: unknown,
): Promise<MemberNotificationSettings> {
  const caller = requirePermission(ctx, 'company.full');
  const { userId: memberId, ...input } = parseInput(
    ctx,
    notificationPreferencesSchema.extend({ userId: z.number().int().min(1) }),
    { ...(args as object), userId },
  );
  return ctx.db.transaction(async (tx) => {
    const [member] = await settingsOfMembers(tx, caller.companyId, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    await writePreferences(tx, { userId: memberId, companyId: caller.companyId }, input);
    await audit(tx, caller, 'company.notificationSettings', 'user', memberId, input);
    return { ...member, inApp: input.inApp, emailOn: input.email };
  });
}

/**
 * saveNotificationPreferences(inApp, email): the caller's channels in the company they act in. The
 * request's language is kept as the language of the caller's notification e-mails.
 */
export async function saveNotificationPreferences(ctx: RequestContext, args: unknown): Promise<NotificationSettings> {
  const caller = requireCaller(ctx);
  const input = parseInput(ctx, notificationPreferencesSchema, args);
  await writePreferences(ctx.db, { userId: caller.userId, companyId: caller.companyId }, input, ctx.locale);
  return input;
}
