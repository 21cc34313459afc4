import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CANDIDATE_PRIVACY_NOTICE,
  identificationEntrySchema,
  invitationEntrySchema,
  isPortalComponent,
  PORTAL_CODE,
  PORTAL_STATUS_ERRORS,
  portalProcessStatus,
  processKind,
  todayIn,
  type LaunchDraft,
  type PortalComponent,
  type PortalEntryInfo,
  type PortalProcessStatus,
  type PortalSession,
  type ProcessRef,
} from '@terna/domain';
import { resolveSecret } from '../../auth/tokens.js';
import type { RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { companies, jobComponents, jobOpportunities, persons, portalCodes, processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { mailProcessOf, verifyInvitationToken } from '../invitations/index.js';
import { portalCodeMail } from './entry-mail.js';

/**
 * The portal's entry (docs/api/portal.md, Entry; docs/decisions/014): what a link shows before the
 * candidate identifies, and the ways to identify. These routes are anonymous and run on the owner
 * connection: until a participation is found there is no company to act as.
 */

export type ProcessRow = typeof processes.$inferSelect;
export interface EntryProcess extends ProcessRow {
  companyName: string;
  logoUrl: string | null;
}

/**
 * A code the candidate has just used answers again for this long: a double submit, or the same code
 * typed in a second tab at once, gets the same participation instead of an error. After it the code is dead.
 */
export const CODE_REUSE_SECONDS = 60;

export const privacyLink = (processId: number) => `/portal-web/entry/process/${processId}/privacy`;

/** The process a link names; NOT_FOUND for an unknown id or slug (the only 404 of the entry). */
export async function loadEntryProcess(db: Database, ref: ProcessRef): Promise<EntryProcess> {
  const where =
    'slug' in ref
      ? and(eq(processes.publicSlug, ref.slug), eq(processes.isPublic, true))
      : eq(processes.id, ref.processId);
  const [row] = await db
    .select({ process: processes, companyName: companies.commercialName, logoUrl: companies.logoUrl })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .where(where);
  if (!row) throw new DomainError('NOT_FOUND');
  return { ...row.process, companyName: row.companyName, logoUrl: row.logoUrl };
}

export const entryStatus = (process: ProcessRow, now = new Date()): PortalProcessStatus =>
  portalProcessStatus(process, now);

/** Every entry call but the page itself: a process that is not open answers its status's error. */
export function requireOpenProcess(process: ProcessRow, now = new Date()): void {
  const status = entryStatus(process, now);
  if (status !== 'OPEN') throw new DomainError(PORTAL_STATUS_ERRORS[status]);
}

export const isBasic = (process: ProcessRow) => processKind(process) === 'CONTROLLED_BASIC';

/** The components the candidate takes, in the process's order. */
export async function portalComponents(db: Database, processId: number): Promise<PortalComponent[]> {
  const rows = await db
    .select({ type: jobComponents.componentType })
    .from(jobComponents)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobComponents.jobOpportunityId))
    .where(eq(jobOpportunities.processId, processId))
    .orderBy(jobComponents.order);
  return rows.map((row) => row.type).filter(isPortalComponent);
}

/** The names the candidate sees: the public company name the process sets, else the company's. */
export async function entryNames(db: Database, process: ProcessRow) {
  return mailProcessOf(db, process);
}

/** EntryInfo: what the link's first page shows, for a process in any status. */
export async function entryInfo(ctx: RequestContext, ref: ProcessRef): Promise<PortalEntryInfo> {
  const process = await loadEntryProcess(ctx.db, ref);
  const names = await entryNames(ctx.db, process);
  const draft = process.launchDraft as LaunchDraft | null;
  const day = (date: Date | null) => (date ? todayIn(process.timeZone, date) : null);
  return {
    processId: process.id,
    processName: process.name,
    companyName: names.companyName,
    // A confidential process does not show whose it is beyond the name the recruiter chose to publish.
    logoUrl: process.confidential ? null : process.logoUrl,
    description: draft?.jobProfile?.description ?? null,
    status: entryStatus(process),
    identifyBy: isBasic(process) ? 'IDENTIFICATION' : 'EMAIL',
    startDate: day(process.startDate),
    endDate: day(process.endDate),
    components: await portalComponents(ctx.db, process.id),
    privacy: { version: CANDIDATE_PRIVACY_NOTICE.version, link: privacyLink(process.id) },
  };
}

const codeHash = (ctx: RequestContext, processId: number, email: string, code: string) =>
  createHmac('sha256', resolveSecret(ctx.config))
    .update(`portal-code:${processId}:${email.toLowerCase()}:${code}`)
    .digest('hex');

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The participation of the person with that e-mail in the process, if any. */
async function participationByEmail(db: Database, processId: number, email: string) {
  const [row] = await queryRows<{ id: number; person_id: number }>(
    db,
    sql`select pp.id, pp.person_id from process_persons pp join persons pe on pe.id = pp.person_id
      where pp.process_id = ${processId} and lower(pe.email) = lower(${email}) order by pp.id limit 1`,
  );
  return row ? { processPersonId: Number(row.id), personId: Number(row.person_id) } : null;
}

/** A code entry needs an e-mail process (the controlled basic variant identifies by identification). */
function requireEmailEntry(process: ProcessRow) {
  if (isBasic(process)) throw new DomainError('BAD_INPUT');
}

/**
 * Sends a sign-in code for the process to the address when it may enter: anyone for a public process
 * (a new applicant), an invited candidate's address otherwise. The answer is the same either way.
 */
export async function requestCode(
  ctx: RequestContext,
  input: { processRef: ProcessRef; email: string },
  client: { ipAddress: string; countMail: (key: string) => Promise<void> },
): Promise<{ sent: true }> {
  const process = await loadEntryProcess(ctx.db, input.processRef);
  requireOpenProcess(process);
  requireEmailEntry(process);
  const email = input.email.toLowerCase();
  // Counted for a process that takes codes, whether or not the address may enter (no probing).
  await client.countMail(`${process.id}|${email}`);
  const mayEnter = process.isPublic || (await participationByEmail(ctx.db, process.id, email)) !== null;
  if (!mayEnter) return { sent: true };

  const code = String(randomInt(0, 10 ** PORTAL_CODE.length)).padStart(PORTAL_CODE.length, '0');
  const names = await entryNames(ctx.db, process);
  const mailIds = await ctx.db.transaction(async (tx) => {
    await tx.insert(portalCodes).values({
      processId: process.id,
      email,
      codeHash: codeHash(ctx, process.id, email, code),
      expiresAt: new Date(Date.now() + PORTAL_CODE.validMinutes * 60_000),
      ipAddress: client.ipAddress,
    });
    return queueMails(tx as unknown as Database, [portalCodeMail(ctx.locale, names, email, code)]);
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return { sent: true };
}

type VerifyOutcome =
  { kind: 'session'; processPersonId: number; personId: number } | { kind: 'invalid' } | { kind: 'refused' };

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/**
 * Checks the newest code of the address for the process and answers the candidate's session. The
 * code row is locked while it is checked, so parallel checks of one code run one after the other:
 * the first creates the participation of a new applicant, the others find it. A wrong code counts
 * an attempt (kept even though the call is refused); at PORTAL_CODE.maxAttempts the code is dead.
 */
export async function verifyCode(
  ctx: RequestContext,
  input: { processRef: ProcessRef; email: string; code: string; firstName?: string; lastName?: string },
): Promise<PortalSession> {
  const process = await loadEntryProcess(ctx.db, input.processRef);
  requireOpenProcess(process);
  requireEmailEntry(process);
  const email = input.email.toLowerCase();
  const now = new Date();
  const outcome = await ctx.db.transaction(async (txn): Promise<VerifyOutcome> => {
    const tx = txn as unknown as Database;
    const [code] = await queryRows<CodeRow>(
      tx,
      sql`select id, code_hash, attempts, expires_at, used_at from portal_codes
        where process_id = ${process.id} and lower(email) = ${email}
        order by created_at desc, id desc limit 1 for update`,
    );
    if (!code) return { kind: 'invalid' };
    const usedAt = code.used_at === null ? null : new Date(code.used_at);
    const dead =
      new Date(code.expires_at).getTime() <= now.getTime() ||
      code.attempts >= PORTAL_CODE.maxAttempts ||
      (usedAt !== null && now.getTime() - usedAt.getTime() > CODE_REUSE_SECONDS * 1000);
    if (dead) return { kind: 'invalid' };
    if (!sameHash(code.code_hash, codeHash(ctx, process.id, email, input.code))) {
      await tx.execute(sql`update portal_codes set attempts = attempts + 1 where id = ${code.id}`);
      return { kind: 'invalid' };
    }
    const existing = await participationByEmail(tx, process.id, email);
    if (existing) {
      if (usedAt === null) await tx.update(portalCodes).set({ usedAt: now }).where(eq(portalCodes.id, code.id));
      return { kind: 'session', ...existing };
    }
    // The invited candidate was removed from the process since the code was sent.
    if (!process.isPublic) return { kind: 'invalid' };
    const applicant = await addApplicant(tx, process, email, input);
    if (!applicant) return { kind: 'refused' };
    await tx.update(portalCodes).set({ usedAt: now }).where(eq(portalCodes.id, code.id));
    return { kind: 'session', ...applicant };
  });
  if (outcome.kind === 'invalid') throw new DomainError('CODE_INVALID');
  if (outcome.kind === 'refused') throw new DomainError('APPLICATION_NOT_ACCEPTED');
  return issueSession(ctx, { processPersonId: outcome.processPersonId, personId: outcome.personId, process });
}

/**
 * A new applicant of a public process joins it (source E_TALENT) as the invitation rules do: a
 * person the company already knows by that e-mail is reused as they are; anyone else gets a new
 * record for this company (never one known only to other companies). A person on the company's
 * unwanted list gets null: the caller answers a refusal that does not name the list.
 */
async function addApplicant(
  tx: Database,
  process: ProcessRow,
  email: string,
  input: { firstName?: string; lastName?: string },
): Promise<{ processPersonId: number; personId: number } | null> {
  const [match] = await queryRows<{ person_id: number | null; blacklisted: boolean }>(
    tx,
    sql`select
      (select pe.id from persons pe where lower(pe.email) = ${email}
        and exists (select 1 from process_persons kp where kp.person_id = pe.id and kp.company_id = ${process.companyId})
        order by pe.id limit 1) as person_id,
      exists (select 1 from blacklist b join persons pe on pe.id = b.person_id
        where b.company_id = ${process.companyId} and lower(pe.email) = ${email} and (b.expires_at is null or b.expires_at > now())) as blacklisted`,
  );
  if (match!.blacklisted) return null;
  let personId = match!.person_id === null ? null : Number(match!.person_id);
  if (personId === null) {
    const { firstName, lastName } = input;
    if (!firstName || !lastName) {
      const required = { key: 'validation.required', params: {} };
      throw new DomainError(
        'BAD_INPUT',
        {},
        { ...(!firstName && { firstName: required }), ...(!lastName && { lastName: required }) },
      );
    }
    const [company] = await tx
      .select({ countryCode: companies.countryCode })
      .from(companies)
      .where(eq(companies.id, process.companyId));
    const [created] = await tx
      .insert(persons)
      .values({
        firstName,
        lastName,
        email,
        countryCode: company!.countryCode,
        createdByCompanyId: process.companyId,
      })
      .returning({ id: persons.id });
    personId = created!.id;
  }
  // A process with a trust sub-process marks new candidates "not invited" to it, as invitations do.
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into process_persons (process_id, person_id, company_id, evaluations_status, source, trust_code)
      values (${process.id}, ${personId}, ${process.companyId}, 'OPEN', 'E_TALENT',
        case when exists (select 1 from processes ch where ch.parent_id = ${process.id} and ch.company_id = ${process.companyId}) then 'NOT_INVITED' end)
      on conflict (process_id, person_id) do nothing
      returning id`,
  );
  if (!inserted) {
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`select id from process_persons where process_id = ${process.id} and person_id = ${personId}`,
    );
    return { processPersonId: Number(existing!.id), personId };
  }
  const processPersonId = Number(inserted.id);
  await tx.execute(sql`insert into component_results (process_person_id, component_type, status)
    select ${processPersonId}, jc.component_type, 'PENDING'
    from job_opportunities jo join job_components jc on jc.job_opportunity_id = jo.id
    where jo.process_id = ${process.id}`);
  await recordActivities(tx, [{ processPersonId, name: 'APPLIED', userId: null, data: { source: 'E_TALENT' } }]);
  return { processPersonId, personId };
}

/** The candidate's portal token for one participation. */
export function issueSession(
  ctx: RequestContext,
  who: { processPersonId: number; personId: number; process: ProcessRow },
): Promise<PortalSession> {
  return ctx.candidateTokens.issue({
    processPersonId: who.processPersonId,
    processId: who.process.id,
    personId: who.personId,
    companyId: who.process.companyId,
  });
}

/** The controlled basic variant: the candidate invited with that identification (the route limits guessing). */
export async function enterByIdentification(
  ctx: RequestContext,
  body: unknown,
  countTry: (processId: number) => Promise<void>,
): Promise<PortalSession> {
  const input = parseInput(ctx, identificationEntrySchema, body);
  const process = await loadEntryProcess(ctx.db, { processId: input.processId });
  requireOpenProcess(process);
  if (!isBasic(process)) throw new DomainError('BAD_INPUT');
  await countTry(process.id);
  const [row] = await queryRows<{ id: number; person_id: number }>(
    ctx.db,
    sql`select pp.id, pp.person_id from process_persons pp join persons pe on pe.id = pp.person_id
      where pp.process_id = ${process.id} and pe.identification = ${input.identification} order by pp.id limit 1`,
  );
  if (!row) throw new DomainError('IDENTIFICATION_INVALID');
  return issueSession(ctx, { processPersonId: Number(row.id), personId: Number(row.person_id), process });
}

/**
 * The invitation e-mail's personal link: the signed token names one participation and carries the
 * process's end date at the time it was made. A wrong signature, another process's token or a
 * participation deleted since is INVITATION_INVALID; past its expiry, INVITATION_EXPIRED.
 */
export async function enterByInvitation(ctx: RequestContext, body: unknown): Promise<PortalSession> {
  const input = parseInput(ctx, invitationEntrySchema, body);
  const process = await loadEntryProcess(ctx.db, { processId: input.processId });
  requireOpenProcess(process);
  const claims = verifyInvitationToken(ctx.config, input.token);
  if (!claims) throw new DomainError('INVITATION_INVALID');
  const [row] = await queryRows<{ person_id: number }>(
    ctx.db,
    sql`select person_id from process_persons where id = ${claims.processPersonId} and process_id = ${process.id}`,
  );
  if (!row) throw new DomainError('INVITATION_INVALID');
  if (claims.expiresAt.getTime() <= Date.now()) throw new DomainError('INVITATION_EXPIRED');
  return issueSession(ctx, { processPersonId: claims.processPersonId, personId: Number(row.person_id), process });
}
