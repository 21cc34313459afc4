import { and, eq, sql } from 'drizzle-orm';
import {
  acceptUserInvitationSchema,
  idSchema,
  inviteUserSchema,
  isFreeMail,
  PRIVACY_POLICY_NAME,
  USER_INVITATION_TTL_DAYS,
  type InvitationStatus,
  type MemberRole,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { hashPassword } from '../../auth/passwords.js';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens.js';
import { requireCaller, requirePermission, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { companies, memberships, termsAcceptances, userInvitations, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { getPrivacyPolicy } from '../privacy/index.js';
import { emailIs, grantsOf, isUniqueViolation, requireGrantable, requireValidScope } from './member-access.js';
import { companyUserRow, type CompanyUser } from './member.service.js';
import { userInvitationLink, userInvitationMail } from './user-invitation-mail.js';

const DAY_MS = 86_400_000;
const tokenSchema = z.string().trim().min(1).max(200);

/** An invitation as the activation and onboarding pages read it (spec 2 section 3, Invitation). */
export interface InvitationView {
  id: number;
  email: string;
  sourceId: number;
  invitedBy: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date;
  expired: boolean;
  registered: boolean;
  invitationStatus: InvitationStatus;
  commercialName: string;
  logoUrl: string | null;
}

/** The company an accepted invitation joined: the web signs the user in to it. */
export interface JoinedCompany {
  companyId: number;
  commercialName: string;
  email: string;
}

async function accountExists(db: Database, email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(emailIs(users.email, email));
  return Boolean(user);
}

async function inviterName(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

/** A fresh token for the invitation, its e-mail queued in the transaction and delivered after commit. */
async function sendInvitation(
  ctx: RequestContext,
  invitation: { id: number; companyId: number; email: string; invitedBy: number | null },
): Promise<void> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + USER_INVITATION_TTL_DAYS * DAY_MS);
  await ctx.db
    .update(userInvitations)
    .set({ tokenHash: token.hash, expiresAt })
    .where(eq(userInvitations.id, invitation.id));
  const [company] = await ctx.db
    .select({ name: companies.commercialName })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  const registered = await accountExists(ctx.db, invitation.email);
  const mailIds = await queueMails(ctx.db, [
    userInvitationMail(ctx.locale, {
      companyId: invitation.companyId,
      companyName: company?.name ?? '',
      inviter: (await inviterName(ctx.db, invitation.invitedBy)) ?? company?.name ?? '',
      email: invitation.email,
      link: userInvitationLink(ctx.config.publicUrl, ctx.locale, token.token, registered),
      registered,
    }),
  ]);
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
}

/**
 * inviteUser: an invitation by e-mail with a role and a scope the caller may give. Refused for a
 * member, an address with a pending invitation, or a free-mail address when the company requires
 * corporate ones.
 */
export async function inviteUser(ctx: RequestContext, input: unknown): Promise<CompanyUser> {
  const caller = requirePermission(ctx, 'users.client');
  const invite = parseInput(ctx, inviteUserSchema, input);
  requireGrantable(caller, invite.role, await grantsOf(ctx, invite.role, invite.customRoleId));
  await requireValidScope(ctx, caller, invite);
  const [company] = await ctx.db
    .select({ requireCorporateEmail: companies.requireCorporateEmail })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  if (company?.requireCorporateEmail && isFreeMail(invite.email)) throw new DomainError('EMAIL_NOT_CORPORATE');
  const [member] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, caller.companyId), emailIs(users.email, invite.email)));
  if (member) throw new DomainError('USER_ALREADY_MEMBER');
  const [row] = await ctx.db
    .insert(userInvitations)
    .values({
      companyId: caller.companyId,
      email: invite.email,
      role: invite.role,
      customRoleId: invite.customRoleId,
      scope: invite.scope,
      agencyId: invite.agencyId,
      departmentId: invite.departmentId,
      invitedBy: caller.userId,
      // Replaced by sendInvitation's before the transaction ends: the hash column is never empty.
      tokenHash: newOpaqueToken().hash,
      expiresAt: new Date(Date.now() + USER_INVITATION_TTL_DAYS * DAY_MS),
    })
    .returning({ id: userInvitations.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new DomainError('USER_INVITATION_PENDING') : error;
    });
  await sendInvitation(ctx, {
    id: row!.id,
    companyId: caller.companyId,
    email: invite.email,
    invitedBy: caller.userId,
  });
  await audit(ctx.db, caller, 'invitation.create', 'user_invitation', row!.id, {
    email: invite.email,
    role: invite.role,
    scope: invite.scope,
  });
  return companyUserRow(ctx, caller.companyId, { invitationId: row!.id });
}

async function lockPendingInvitation(ctx: RequestContext, id: unknown) {
  const caller = requirePermission(ctx, 'users.client');
  const invitationId = parseInput(ctx, idSchema, id);
  const [invitation] = await ctx.db
    .select()
    .from(userInvitations)
    .where(and(eq(userInvitations.id, invitationId), eq(userInvitations.companyId, caller.companyId)))
    .for('update');
  if (!invitation) throw new DomainError('NOT_FOUND');
  if (invitation.status !== 'PENDING') throw new DomainError('INVITATION_NOT_PENDING');
  const role = invitation.role as MemberRole;
  requireGrantable(caller, role, await grantsOf(ctx, role, invitation.customRoleId));
  return { caller, invitation };
}

/** resendUserInvitation: a new link (the old one stops working) valid for another full period. */
export async function resendUserInvitation(ctx: RequestContext, id: unknown): Promise<CompanyUser> {
  const { caller, invitation } = await lockPendingInvitation(ctx, id);
  await sendInvitation(ctx, { ...invitation, invitedBy: caller.userId });
  await ctx.db.update(userInvitations).set({ invitedBy: caller.userId }).where(eq(userInvitations.id, invitation.id));
  await audit(ctx.db, caller, 'invitation.resend', 'user_invitation', invitation.id);
  return companyUserRow(ctx, caller.companyId, { invitationId: invitation.id });
}

/** cancelUserInvitation: the link stops working (PENDING → CANCELLED). */
export async function cancelUserInvitation(ctx: RequestContext, id: unknown): Promise<boolean> {
  const { caller, invitation } = await lockPendingInvitation(ctx, id);
  await ctx.db
    .update(userInvitations)
    .set({ status: 'CANCELLED', finishedAt: new Date() })
    .where(eq(userInvitations.id, invitation.id));
  await audit(ctx.db, caller, 'invitation.cancel', 'user_invitation', invitation.id);
  return true;
}

/** The company a request's tenant transaction acts for (a member's, an observer's or a candidate's); null on the owner connection. */
const tenantCompany = (ctx: RequestContext) =>
  ctx.caller?.companyId ?? ctx.observer?.companyId ?? ctx.candidate?.companyId ?? null;

/**
 * Runs `work` in the scope of the company that issued the invitation with this token's hash. A
 * signed-in member of another company cannot see that invitation through the policies, so for the
 * length of a savepoint the tenant scope is the issuing company's (migration 0016 names it, and only
 * for a token's holder); the caller's own scope is put back before the savepoint ends. Anonymous
 * requests run on the owner connection and need no switch.
 */
async function inIssuingCompany<T>(
  ctx: RequestContext,
  tokenHash: string,
  work: (db: Database, companyId: number) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [found] = await queryRows<{ company_id: number | null }>(
      db,
      sql`select terna_user_invitation_company(${tokenHash}) as company_id`,
    );
    if (!found?.company_id) throw new DomainError('INVITATION_INVALID');
    const companyId = Number(found.company_id);
    const own = tenantCompany(ctx);
    if (own === null) return work(db, companyId);
    await db.execute(sql`select set_config('terna.company_id', ${String(companyId)}, true)`);
    const result = await work(db, companyId);
    await db.execute(sql`select set_config('terna.company_id', ${String(own)}, true)`);
    return result;
  });
}

async function lockByToken(db: Database, tokenHash: string) {
  const [invitation] = await db
    .select()
    .from(userInvitations)
    .where(eq(userInvitations.tokenHash, tokenHash))
    .for('update');
  if (!invitation) throw new DomainError('INVITATION_INVALID');
  if (invitation.status === 'ACTIVATED') throw new DomainError('INVITATION_USED');
  if (invitation.status === 'CANCELLED') throw new DomainError('INVITATION_CANCELLED');
  if (invitation.expiresAt.getTime() <= Date.now()) throw new DomainError('INVITATION_EXPIRED');
  return invitation;
}

async function companyOf(db: Database, companyId: number) {
  const [company] = await db
    .select({ commercialName: companies.commercialName, logoUrl: companies.logoUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new DomainError('INVITATION_INVALID');
  return company;
}

/** getInvitation(Id): anyone holding the token reads what the invitation is (the token is the Id). */
export async function getInvitation(ctx: RequestContext, token: unknown): Promise<InvitationView> {
  const tokenHash = hashOpaqueToken(parseInput(ctx, tokenSchema, token));
  return inIssuingCompany(ctx, tokenHash, async (db, companyId) => {
    const [invitation] = await db.select().from(userInvitations).where(eq(userInvitations.tokenHash, tokenHash));
    if (!invitation) throw new DomainError('INVITATION_INVALID');
    const company = await companyOf(db, companyId);
    return {
      id: invitation.id,
      email: invitation.email,
      sourceId: companyId,
      invitedBy: await inviterName(db, invitation.invitedBy),
      createdAt: invitation.createdAt,
      finishedAt: invitation.finishedAt,
      expiresAt: invitation.expiresAt,
      expired: invitation.status === 'PENDING' && invitation.expiresAt.getTime() <= Date.now(),
      registered: await accountExists(db, invitation.email),
      invitationStatus: invitation.status as InvitationStatus,
      commercialName: company.commercialName,
      logoUrl: company.logoUrl,
    };
  });
}

/**
 * acceptUserInvitation: a new account for the invited address, its membership with the invitation's
 * role and scope, and the current privacy policy accepted, all at once; the invitation is used up.
 * An address that has an account joins with joinCompanyByInvitation instead.
 */
export async function acceptUserInvitation(ctx: RequestContext, args: unknown): Promise<JoinedCompany> {
  const input = parseInput(ctx, acceptUserInvitationSchema, args);
  const tokenHash = hashOpaqueToken(input.token);
  // Creating an account is nobody's act but the invitee's (the request's role may not write users): a
  // signed-in member, an observer or a candidate is refused, once the token is known to be one.
  if (tenantCompany(ctx) !== null)
    return inIssuingCompany(ctx, tokenHash, () => {
      throw new DomainError('FORBIDDEN');
    });
  const invitation = await lockByToken(ctx.db, tokenHash);
  if (await accountExists(ctx.db, invitation.email)) throw new DomainError('ACCOUNT_EXISTS');
  const policy = await getPrivacyPolicy(ctx);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: invitation.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      language: ctx.locale,
    })
    .returning({ id: users.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new DomainError('ACCOUNT_EXISTS') : error;
    });
  await ctx.db.insert(memberships).values({
    userId: user!.id,
    companyId: invitation.companyId,
    role: invitation.role,
    customRoleId: invitation.customRoleId,
    scope: invitation.scope,
    agencyId: invitation.agencyId,
    departmentId: invitation.departmentId,
  });
  await ctx.db
    .insert(termsAcceptances)
    .values({ userId: user!.id, name: PRIVACY_POLICY_NAME, version: policy.value, link: policy.link });
  await ctx.db
    .update(userInvitations)
    .set({ status: 'ACTIVATED', finishedAt: new Date() })
    .where(eq(userInvitations.id, invitation.id));
  await audit(
    ctx.db,
    { companyId: invitation.companyId, userId: user!.id },
    'invitation.accept',
    'user_invitation',
    invitation.id,
  );
  const company = await companyOf(ctx.db, invitation.companyId);
  return { companyId: invitation.companyId, commercialName: company.commercialName, email: invitation.email };
}

/** joinCompanyByInvitation: the signed-in user, whose address the invitation names, joins the company. */
export async function joinCompanyByInvitation(ctx: RequestContext, token: unknown): Promise<JoinedCompany> {
  const caller = requireCaller(ctx);
  const tokenHash = hashOpaqueToken(parseInput(ctx, tokenSchema, token));
  return inIssuingCompany(ctx, tokenHash, async (db, companyId) => {
    const invitation = await lockByToken(db, tokenHash);
    // Someone else's link is no link for this account (the page tells them whose address it names).
    if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) throw new DomainError('INVITATION_INVALID');
    const [existing] = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, caller.userId)));
    if (existing) throw new DomainError('USER_ALREADY_MEMBER');
    await db.insert(memberships).values({
      userId: caller.userId,
      companyId,
      role: invitation.role,
      customRoleId: invitation.customRoleId,
      scope: invitation.scope,
      agencyId: invitation.agencyId,
      departmentId: invitation.departmentId,
    });
    await db
      .update(userInvitations)
      .set({ status: 'ACTIVATED', finishedAt: new Date() })
      .where(eq(userInvitations.id, invitation.id));
    await audit(db, { companyId, userId: caller.userId }, 'invitation.accept', 'user_invitation', invitation.id);
    const company = await companyOf(db, companyId);
    return { companyId, commercialName: company.commercialName, email: invitation.email };
  });
}
