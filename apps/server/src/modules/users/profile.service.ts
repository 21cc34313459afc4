import { eq } from 'drizzle-orm';
import { userProfileSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requireCaller, type RequestContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { parseInput } from '../../validation.js';
import { profileChanges } from './profile-changes.js';
import { me, type Me } from './user.service.js';

/**
 * PUT /people-web/persons/secure/me for a company user: first and last name, phone, language,
 * country and birth date; an omitted field stays as it is. Answers the profile as `me` reads it.
 */
export async function updateOwnUserProfile(ctx: RequestContext, body: unknown): Promise<Me> {
  const caller = requireCaller(ctx);
  const input = parseInput(ctx, userProfileSchema, body);
  const changes = await profileChanges(ctx.db, caller.userId, input);
  if (Object.keys(changes).length > 0) {
    await ctx.db.update(users).set(changes).where(eq(users.id, caller.userId));
    await audit(ctx.db, caller, 'user.profile.update', 'user', caller.userId, { fields: Object.keys(changes) });
  }
  return me(ctx);
}
