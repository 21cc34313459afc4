import { and, asc, eq } from 'drizzle-orm';
import { dataMeSchema, isLocale, PRIVACY_POLICY_NAME, type Locale, type MemberRole } from '@terna/domain';
import { audit } from '../../audit.js';
import { requireCaller, type RequestContext } from '../../context.js';
import { companies, memberships, termsAcceptances, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { getPrivacyPolicy } from '../privacy/index.js';
import { profileChanges } from './profile-changes.js';

export interface Me {
  id: number;
  firstName: string;
  lastName: string;
  mail: string;
  username: string;
  urlAvatar: string | null;
  country: string;
  birthDate: string | null;
  /** E.164; null if not given. */
  phone: string | null;
  language: Locale;
  termsAndConditions: { name: string; version: string; date: Date; link: string | null }[];
}

export async function me(ctx: RequestContext): Promise<Me> {
  const caller = requireCaller(ctx);
  // Not the password hash: a request's database role may not read it (migration 0004).
  const [user] = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      urlAvatar: users.urlAvatar,
      country: users.country,
      birthDate: users.birthDate,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw new DomainError('UNAUTHENTICATED');
  const terms = await ctx.db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, user.id))
    .orderBy(asc(termsAcceptances.acceptedAt));
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    mail: user.email,
    username: user.email,
    urlAvatar: user.urlAvatar,
    country: user.country,
    birthDate: user.birthDate,
    phone: user.phone,
    language: isLocale(user.language) ? user.language : 'es',
    termsAndConditions: terms.map((t) => ({
      name: t.name,
      version: t.version,
      date: t.acceptedAt,
      link: t.link,
    })),
  };
}

/**
 * Saves the caller's profile and appends accepted terms. The sign-in e-mail is the account's
 * identity and is not changed here; a privacy-policy entry must name the current version. A caller
 * who has not accepted the current policy may call it (the privacy-policy gate lets it through) only
 * to accept it.
 */
export async function updateMe(ctx: RequestContext, dataMe: unknown): Promise<Me> {
  const caller = requireCaller(ctx);
  const input = parseInput(ctx, dataMeSchema, dataMe);
  const terms = input.termsAndConditions ?? [];
  const acceptsPolicy = terms.some((t) => t.name === PRIVACY_POLICY_NAME);
  if (acceptsPolicy) {
    const current = await getPrivacyPolicy(ctx);
    if (terms.some((t) => t.name === PRIVACY_POLICY_NAME && t.version !== current.value)) {
      throw new DomainError('PRIVACY_POLICY_VERSION');
    }
  } else if (!caller.privacyPolicyAccepted) {
    throw new DomainError('PRIVACY_POLICY_NOT_ACCEPTED');
  }
  await ctx.db.transaction(async (tx) => {
    const changes = await profileChanges(tx, caller.userId, {
      firstName: input.firstName ?? undefined,
      lastName: input.lastName ?? undefined,
      country: input.country ?? undefined,
      birthDate: input.birthDate,
      phone: input.phone,
      language: input.language ?? undefined,
    });
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, caller.userId));
    if (terms.length > 0) {
      await tx.insert(termsAcceptances).values(
        // The server's clock records when terms were accepted; the client's date is not evidence.
        terms.map((t) => ({ userId: caller.userId, name: t.name, version: t.version, link: t.link ?? null })),
      );
    }
    await audit(tx, caller, 'user.update', 'user', caller.userId, {
      terms: terms.map((t) => `${t.name}@${t.version}`),
    });
  });
  return me(ctx);
}

export interface UserCompany {
  id: number;
  commercialName: string;
  logoUrl: string | null;
  role: MemberRole;
  current: boolean;
}

/** The companies the caller belongs to and may act in (/user/companies); a deactivated membership is not offered. */
export async function myCompanies(ctx: RequestContext): Promise<UserCompany[]> {
  const caller = requireCaller(ctx);
  const rows = await ctx.db
    .select({
      id: companies.id,
      commercialName: companies.commercialName,
      logoUrl: companies.logoUrl,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, caller.userId), eq(memberships.status, 'ACTIVE')))
    .orderBy(asc(companies.commercialName));
  return rows.map((row) => ({ ...row, role: row.role as MemberRole, current: row.id === caller.companyId }));
}
