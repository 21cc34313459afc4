import { sql } from 'drizzle-orm';
import { changePasswordSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { requireCaller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

/**
 * changePassword: the caller's own password, checked against the current one. The request's tenant
 * role may read no password hash, so migration 0018's functions read and write the hash of the
 * transaction's own user only. On success every other refresh session of the user is revoked: a
 * device signed in with the old password must sign in again (the caller's own session stays).
 */
export async function changePassword(ctx: RequestContext, args: unknown): Promise<{ revokedSessions: number }> {
  const caller = requireCaller(ctx);
  const input = parseInput(ctx, changePasswordSchema, args);
  const [stored] = await queryRows<{ hash: string | null }>(ctx.db, sql`select terna_own_password_hash() as hash`);
  if (!stored?.hash || !(await verifyPassword(stored.hash, input.currentPassword))) {
    throw new DomainError('CURRENT_PASSWORD_WRONG');
  }
  const newHash = await hashPassword(input.newPassword);
  const [result] = await queryRows<{ revoked: number }>(
    ctx.db,
    sql`select terna_set_own_password(${newHash}, ${caller.sessionId}::uuid) as revoked`,
  );
  const revokedSessions = Number(result?.revoked ?? 0);
  await audit(ctx.db, caller, 'user.password.change', 'user', caller.userId, { revokedSessions });
  return { revokedSessions };
}
