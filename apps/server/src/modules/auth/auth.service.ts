import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { COMPANY_REALM, loginSchema } from '@terna/domain';
import { countSignInAttempt, signInFailed, signInKeys, signInSucceeded } from '../../auth/login-throttle.js';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens.js';
import { verifyDecoy, verifyPassword } from '../../auth/passwords.js';
import { requireCaller, type RequestContext, type Services } from '../../context.js';
import type { Database } from '../../db/client.js';
import { authSessions, memberships, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { tooManyAttempts } from '../../http/rate-limits.js';
import { parseInput } from '../../validation.js';
import { audit } from '../../audit.js';

export interface SignedIn {
  accessToken: string;
  expiresAt: string;
  refreshToken: string;
  user: { id: number; firstName: string; lastName: string; mail: string; companyId: number };
}

/**
 * A refresh token and an access token for the user in the company: what every sign-in ends with. The
 * refresh token's row joins `familyId`'s family on a refresh (in the refresh's transaction, `db`), or
 * starts a family; the access token names the family (`sid`), so it works only while the family does.
 */
export async function startSession(
  services: Services,
  user: typeof users.$inferSelect,
  companyId: number,
  { db = services.db, familyId }: { db?: Database; familyId?: string } = {},
): Promise<SignedIn> {
  const refresh = newOpaqueToken();
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: user.id,
      companyId,
      refreshTokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + services.config.refreshTokenTtlSeconds * 1000),
      ...(familyId && { familyId }),
    })
    .returning({ familyId: authSessions.familyId });
  const access = await services.tokens.issue({
    userId: user.id,
    companyId,
    realm: COMPANY_REALM,
    email: user.email,
    sessionId: session!.familyId,
  });
  return {
    ...access,
    refreshToken: refresh.token,
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, mail: user.email, companyId },
  };
}

/** The users list shows when a member last signed in to the company. */
async function markSignIn(ctx: RequestContext, userId: number, companyId: number): Promise<void> {
  await ctx.db
    .update(memberships)
    .set({ lastSignInAt: new Date() })
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
}

/**
 * Checks e-mail and password; a user acts first in the first company they joined and are active in.
 * One whose every membership is deactivated is told so. The attempt is counted per account and per
 * address before the password is checked (auth/login-throttle.ts).
 */
export async function login(ctx: RequestContext, body: unknown, clientAddress: string): Promise<SignedIn> {
  const input = parseInput(ctx, loginSchema, body);
  const keys = signInKeys(input.email, clientAddress);
  const wait = await countSignInAttempt(ctx.db, keys);
  if (wait > 0) throw tooManyAttempts(wait);

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyDecoy(input.password), false);
  if (!user || !valid) {
    await signInFailed(ctx.db, keys);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  const [membership] = await ctx.db
    .select({ companyId: memberships.companyId, status: memberships.status })
    .from(memberships)
    .where(eq(memberships.userId, user.id))
    .orderBy(sql`${memberships.status} = 'ACTIVE' desc`, asc(memberships.createdAt), asc(memberships.companyId))
    .limit(1);
  if (!membership) {
    await signInFailed(ctx.db, keys);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await signInSucceeded(ctx.db, keys);
  // The password was right: saying the account is deactivated tells its owner, not a guesser, why.
  if (membership.status !== 'ACTIVE') throw new DomainError('MEMBER_DEACTIVATED');
  await markSignIn(ctx, user.id, membership.companyId);
  return startSession(ctx, user, membership.companyId);
}

/**
 * Rotates the refresh token: its row is revoked and the next one joins the same family, in one
 * transaction, so a simultaneous refresh with the same token finds it revoked and the next row there.
 * A token presented after its rotation is a copy someone kept: the whole family ends (the refresh
 * tokens and, through `sid`, the access tokens), whoever holds the live one, thief or owner.
 */
export async function refresh(ctx: RequestContext, refreshToken: string | undefined): Promise<SignedIn> {
  if (!refreshToken) throw new DomainError('SESSION_EXPIRED');
  const tokenHash = hashOpaqueToken(refreshToken);
  const now = new Date();
  const rotated = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [session] = await db
      .update(authSessions)
      .set({ revokedAt: now, lastUsedAt: now })
      .where(
        and(
          eq(authSessions.refreshTokenHash, tokenHash),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
        ),
      )
      .returning();
    if (!session) return 'NOT_LIVE' as const;
    const [user] = await db.select().from(users).where(eq(users.id, session.userId));
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, session.userId), eq(memberships.companyId, session.companyId)));
    // A deactivated member's refresh sessions end with the membership: the next refresh signs them out.
    if (!user || membership?.status !== 'ACTIVE') return 'ENDED' as const;
    return startSession(ctx, user, session.companyId, { db, familyId: session.familyId });
  });
  if (rotated === 'NOT_LIVE') await endReusedFamily(ctx.db, tokenHash, now);
  if (typeof rotated === 'string') throw new DomainError('SESSION_EXPIRED');
  return rotated;
}

/** Ends the family of a refresh token that was already revoked (rotated, or signed out) and is presented again. */
async function endReusedFamily(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.execute(sql`update ${authSessions} set revoked_at = ${now.toISOString()}::timestamptz
    where revoked_at is null and family_id = (
      select family_id from ${authSessions} where refresh_token_hash = ${tokenHash} and revoked_at is not null)`);
}

/**
 * Ends the session family of the refresh cookie: its refresh tokens and the access tokens issued
 * with them stop working (the browser's access token is always of its cookie's family).
 */
export async function logout(ctx: RequestContext, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  await ctx.db.execute(sql`update ${authSessions} set revoked_at = now()
    where revoked_at is null and family_id = (
      select family_id from ${authSessions} where refresh_token_hash = ${hashOpaqueToken(refreshToken)})`);
}

/** Acting in another of the user's companies means a new session scoped to it. */
export async function switchCompany(ctx: RequestContext, companyId: number): Promise<SignedIn> {
  const caller = requireCaller(ctx);
  const [membership] = await ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, caller.userId), eq(memberships.companyId, companyId)));
  if (!membership) throw new DomainError('NOT_A_MEMBER');
  if (membership.status !== 'ACTIVE') throw new DomainError('MEMBER_DEACTIVATED');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new DomainError('UNAUTHENTICATED');
  await audit(ctx.db, { userId: caller.userId, companyId }, 'company.switch', 'company', companyId);
  await markSignIn(ctx, caller.userId, companyId);
  return startSession(ctx, user, companyId);
}
