import { USER_INVITATION_TTL_DAYS } from '@terna/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newOpaqueToken } from '../../auth/tokens.js';
import type { FirstOwnerSettings } from '../../config.js';
import { userInvitationLink } from '../../modules/users/index.js';
import type { Database } from '../client.js';
import { companies, userInvitations, users } from '../schema/index.js';

const DAY_MS = 24 * 3600 * 1000;

export type FirstOwnerSetUp =
  /** Someone can sign in already: nothing to set up. */
  | { state: 'ready' }
  /** An empty install without FIRST_OWNER_EMAIL: nobody to invite. */
  | { state: 'email-missing' }
  /** The set-up link was issued before; it is never printed twice (a new one comes from `npm run setup-link`). */
  | { state: 'waiting'; email: string; expiresAt: Date }
  /** A new link for the first owner: the old one, if any, stops working. */
  | { state: 'issued'; email: string; link: string; expiresAt: Date };

/** The first owner's invitation: an OWNER one that nobody sent (invitedBy is null). */
const firstOwnerInvitation = and(
  eq(userInvitations.role, 'OWNER'),
  isNull(userInvitations.invitedBy),
  eq(userInvitations.status, 'PENDING'),
);

/**
 * A production install starts empty: no demo accounts, so nobody could sign in. The first start
 * creates the company and an OWNER invitation for FIRST_OWNER_EMAIL and hands back its link, once;
 * the owner sets their name and password on the invitation page, as any invited member does, and
 * renames the company in the account area. Later starts only say that the link is waiting, so a
 * link printed by one node is not replaced by the next node starting; `reissue` (the setup-link
 * command) gives a new one when it was lost or has expired. Several nodes starting at once take
 * turns on a transaction lock: one creates, the others find it made.
 */
export async function setUpFirstOwner(
  db: Database,
  settings: FirstOwnerSettings,
  publicUrl: string,
  options: { reissue?: boolean } = {},
): Promise<FirstOwnerSetUp> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('terna:first-owner'))`);
    const [someone] = await tx.select({ id: users.id }).from(users).limit(1);
    if (someone) return { state: 'ready' };
    const [pending] = await tx
      .select({ id: userInvitations.id, email: userInvitations.email, expiresAt: userInvitations.expiresAt })
      .from(userInvitations)
      .where(firstOwnerInvitation)
      .limit(1);
    if (pending && !options.reissue) return { state: 'waiting', email: pending.email, expiresAt: pending.expiresAt };
    const email = pending?.email ?? settings.email;
    if (!email) return { state: 'email-missing' };

    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + USER_INVITATION_TTL_DAYS * DAY_MS);
    if (pending) {
      await tx
        .update(userInvitations)
        .set({ tokenHash: token.hash, expiresAt, lastSentAt: new Date() })
        .where(eq(userInvitations.id, pending.id));
    } else {
      const [company] = await tx
        .insert(companies)
        .values({
          commercialName: settings.companyName,
          companyName: settings.companyName,
          countryCode: settings.countryCode,
        })
        .returning({ id: companies.id });
      await tx.insert(userInvitations).values({
        companyId: company!.id,
        email,
        role: 'OWNER',
        scope: 'company',
        tokenHash: token.hash,
        expiresAt,
      });
    }
    return {
      state: 'issued',
      email,
      link: userInvitationLink(publicUrl, settings.locale, token.token, false),
      expiresAt,
    };
  });
}

/** The lines the operator reads once: whom the link is for, the link, and until when it works. */
export function firstOwnerMessage(setUp: Extract<FirstOwnerSetUp, { state: 'issued' }>): string {
  return (
    `\nTerna has no users yet. The first owner (${setUp.email}) sets up their account here:\n\n  ${setUp.link}\n\n` +
    `The link works until ${setUp.expiresAt.toISOString()} and is shown only now; ` +
    '`npm run setup-link` makes a new one (the old one then stops working).\n\n'
  );
}
