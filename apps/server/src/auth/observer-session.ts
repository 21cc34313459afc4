import { eq } from 'drizzle-orm';
import { OBSERVER_REALM } from '@terna/domain';
import type { Database } from '../db/client.js';
import { observers } from '../db/schema/index.js';
import { DomainError } from '../errors.js';
import { hashOpaqueToken } from './tokens.js';

/** An external observer acting through their link (realm evexternal): one process, read-only. */
export interface ObserverSession {
  observerId: number;
  name: string;
  processId: number;
  companyId: number;
  /** The report sections the invitation allows, as stored with it. */
  sections: string[];
  /** The processPerson ids the invitation names; null: every shortlisted candidate of the process. */
  candidates: number[] | null;
  termsAccepted: boolean;
  expiresAt: Date;
}

/** The only status whose link works; recently_added (not yet invited) and revoked links do not. */
export const OBSERVER_ACTIVE_STATUS = 'ACTIVE';

/** The header observer requests carry (spec 2 §7.2); company requests send none. */
export const REALM_HEADER = 'realm';

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
}

/** Company tokens are JWTs (always two dots); observer link tokens are base64url and never contain one. */
export const looksLikeJwt = (token: string) => token.includes('.');

/** Whether the request declares the observer realm. */
export function isObserverRealm(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[REALM_HEADER] === OBSERVER_REALM;
}

/**
 * Requests that make the server look a link token up in the observers table: the observer realm,
 * and any bearer that cannot be a company JWT. The observer-link rate limit counts exactly these.
 */
export function isObserverLinkCall(headers: Record<string, string | string[] | undefined>): boolean {
  if (isObserverRealm(headers)) return true;
  const token = bearerToken(headers.authorization as string | undefined);
  return token !== undefined && !looksLikeJwt(token);
}

async function findLink(db: Database, token: string) {
  const [row] = await db
    .select({
      id: observers.id,
      name: observers.name,
      processId: observers.processId,
      companyId: observers.companyId,
      sections: observers.sections,
      candidates: observers.candidates,
      status: observers.status,
      expiresAt: observers.expiresAt,
      termsAcceptedAt: observers.termsAcceptedAt,
    })
    .from(observers)
    .where(eq(observers.tokenHash, hashOpaqueToken(token)))
    .limit(1);
  return row;
}

/**
 * The observer a link token names. Unknown token (or a hash cleared on revocation): UNAUTHENTICATED.
 * Known but past expires_at, without one, or no longer ACTIVE: SESSION_EXPIRED, so the report guard can
 * send the observer to the expired-link page rather than a generic error.
 */
export async function resolveObserver(db: Database, token: string, now = new Date()): Promise<ObserverSession> {
  const link = await findLink(db, token);
  if (!link) throw new DomainError('UNAUTHENTICATED');
  if (link.status !== OBSERVER_ACTIVE_STATUS || !link.expiresAt || link.expiresAt <= now)
    throw new DomainError('SESSION_EXPIRED');
  return {
    observerId: link.id,
    name: link.name,
    processId: link.processId,
    companyId: link.companyId,
    sections: Array.isArray(link.sections) ? link.sections.filter((s): s is string => typeof s === 'string') : [],
    candidates: Array.isArray(link.candidates)
      ? link.candidates.filter((id): id is number => Number.isSafeInteger(id))
      : null,
    termsAccepted: link.termsAcceptedAt !== null,
    expiresAt: link.expiresAt,
  };
}

/** Whether a token that failed as a company JWT is an observer's link token (then the answer is FORBIDDEN, not UNAUTHENTICATED). */
export async function isObserverLinkToken(db: Database, token: string): Promise<boolean> {
  return !looksLikeJwt(token) && (await findLink(db, token)) !== undefined;
}
